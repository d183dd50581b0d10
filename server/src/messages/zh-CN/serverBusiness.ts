import { translator } from '../../../../src/i18n/messages/translate';

/** What the server says of the catalogue, sales, the resource designer, import and export (server/src/areas/catalog, sales, designer; server/src/schema-engine/import, export, publish-plan). `field…` keys are route fields' titles (shown-labels.ts). */
export const serverBusinessTexts = {} as const;

export const t = translator('serverBusiness', serverBusinessTexts);

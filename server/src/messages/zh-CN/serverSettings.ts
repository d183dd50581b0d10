import { translator } from '../../../../src/i18n/messages/translate';

/** What the server says of settings, menus, list views, the audit trail and uploads (server/src/areas/platform/settings, menus, views, audit, uploads). `field…` keys are route fields' titles (shown-labels.ts). */
export const serverSettingsTexts = {} as const;

export const t = translator('serverSettings', serverSettingsTexts);

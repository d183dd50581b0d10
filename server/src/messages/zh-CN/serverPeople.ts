import { translator } from '../../../../src/i18n/messages/translate';

/** What the server says of people, departments, tenants, projects and roles (server/src/areas/platform/people, departments, tenants, roles). `field…` keys are route fields' titles (shown-labels.ts). */
export const serverPeopleTexts = {} as const;

export const t = translator('serverPeople', serverPeopleTexts);

import { translator } from '../../../../src/i18n/messages/translate';

/** What the server says of signing in, passwords, sessions, sign-up (server/src/areas/platform/sign-in, tenants/registration). `field…` keys are route fields' titles (shown-labels.ts). */
export const serverSignInTexts = {} as const;

export const t = translator('serverSignIn', serverSignInTexts);

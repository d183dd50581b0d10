import type { serverSignInTexts } from '../zh-CN/serverSignIn';
import type { EnglishOf } from '../../../../src/i18n/messages/translate';

const texts: EnglishOf<typeof serverSignInTexts> = {};

export default texts;

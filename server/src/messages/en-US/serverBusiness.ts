import type { serverBusinessTexts } from '../zh-CN/serverBusiness';
import type { EnglishOf } from '../../../../src/i18n/messages/translate';

const texts: EnglishOf<typeof serverBusinessTexts> = {};

export default texts;

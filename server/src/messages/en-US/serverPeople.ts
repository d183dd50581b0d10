import type { serverPeopleTexts } from '../zh-CN/serverPeople';
import type { EnglishOf } from '../../../../src/i18n/messages/translate';

const texts: EnglishOf<typeof serverPeopleTexts> = {};

export default texts;

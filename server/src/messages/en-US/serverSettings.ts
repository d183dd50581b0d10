import type { serverSettingsTexts } from '../zh-CN/serverSettings';
import type { EnglishOf } from '../../../../src/i18n/messages/translate';

const texts: EnglishOf<typeof serverSettingsTexts> = {};

export default texts;

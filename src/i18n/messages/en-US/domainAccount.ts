import type { domainAccountTexts } from '../zh-CN/domainAccount';
import type { EnglishOf } from '../translate';

const texts: EnglishOf<typeof domainAccountTexts> = {
  themeLight: 'Light',
  themeDark: 'Dark',
  themeSystem: 'Follow system',
  password: 'Password',
  weakPassword: '{{label}} is too weak: {{min}}–{{max}} characters with at least one letter and one digit',
  watermark: 'Show watermark',
};

export default texts;

import { translator } from '../translate';

/** Account rules and settings shared by the client and the server: appearance, sign-in, SMS, username, password, watermark. */
export const domainAccountTexts = {
  themeLight: '浅色',
  themeDark: '深色',
  themeSystem: '跟随系统',
  password: '密码',
  weakPassword: '{{label}}强度不足：长度 {{min}}–{{max}} 位，且需同时包含字母和数字',
  watermark: '显示水印',
} as const;

export const t = translator('domainAccount', domainAccountTexts);

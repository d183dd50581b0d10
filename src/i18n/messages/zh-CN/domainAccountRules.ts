import { translator } from '../translate';

/** The username rule, the SMS channel's notes and the sessions-per-user setting: read by the account and settings screens. */
export const domainAccountRulesTexts = {
  sessionsPerUser: '每人同时登录数',
  smsSendFailed: '短信发送失败，请稍后再试',
  devCodeHint: '开发模式未发送短信，验证码：{{code}}',
  usernameHint: '以字母开头，3–32 位字母、数字或下划线',
  username: '用户名',
  usernameMessage: '{{label}}须{{hint}}',
  smsOffRegister: '未开通短信服务，暂不能自助注册，请联系管理员为您开通账号',
  smsOffReset: '未开通短信服务，无法通过短信找回密码，请联系管理员在「组织与人员」中为您重置密码',
} as const;

export const t = translator('domainAccountRules', domainAccountRulesTexts);

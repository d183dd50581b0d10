import { translator } from '../translate';

/**
 * The login screens' texts (/login and below: 登录, 注册, 忘记密码, the forced 修改密码). Their chunk loads
 * neither refine nor antd: this table imports the translator alone.
 */
export const pageAuthTexts = {
  appName: '管理后台',
  subtitle: '订单、报价、客户与设置，一处管理',
  copyright: '© {{year}} 管理后台',
  // Fields
  username: '用户名',
  password: '密码',
  captcha: '验证码',
  captchaFormat: '验证码为 4 到 6 位数字',
  passwordMismatch: '两次输入的密码不一致',
  // SMS code button
  // Login
  loginTitle: '账号登录',
  challengeRefresh: '看不清？点击换一张',
  challengeImage: '验证码图片',
  challengeLoading: '加载中…',
  challengeLoad: '点击获取',
  registeredNotice: '注册成功，请登录',
  passwordResetNotice: '密码已重置，请使用新密码登录',
  loggingIn: '登录中…',
  login: '登录',
  forgotLink: '忘记密码？',
  registerLink: '没有账号？立即注册',
  // Registration
  // Forgotten password
  // Password change
} as const;

export const t = translator('pageAuth', pageAuthTexts);

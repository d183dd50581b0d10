import { translator } from '../translate';

/** The account screens beside the sign-in (注册, 忘记密码, the forced 修改密码, SMS codes): their own chunks, so the sign-in page carries none of their texts. */
export const pageAccountTexts = {
  backToLogin: '返回登录',
  username: '用户名',
  password: '密码',
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmNewPassword: '确认新密码',
  samePassword: '新密码不能与原密码相同',
  companyName: '公司名称',
  confirmPassword: '确认密码',
  mobile: '手机号',
  mobileFormat: '请输入正确的 11 位手机号',
  account: '用户名或手机号',
  resendIn: '{{n}} 秒后重新获取',
  sending: '发送中…',
  getCode: '获取验证码',
  codeSent: '验证码已发送，请查收短信',
  registerTitle: '注册新账号',
  registering: '注册中…',
  register: '注册',
  haveAccount: '已有账号？返回登录',
  resetCodeSent: '如账号存在且已绑定手机号，验证码已发送至该手机号',
  forgotTitle: '找回密码',
  submitting: '提交中…',
  resetPassword: '重设密码',
  rememberedLink: '想起密码了？返回登录',
  changePasswordTitle: '修改密码',
  passwordWasReset: '管理员已重置您的密码，请设置新密码后继续使用',
  saving: '保存中…',
  ok: '确定',
  logout: '退出登录',
} as const;

export const t = translator('pageAccount', pageAccountTexts);

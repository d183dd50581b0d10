import { translator } from '../translate';

/** 个人中心: the person's profile and 我的登录设备. */
export const pageProfileTexts = {
  profile: '个人中心',
  changePassword: '修改密码',
  changePasswordLoadFailed: '修改密码加载失败，请检查网络后重试',
  account: '账号',
  department: '部门',
  unassigned: '未分配',
  roles: '角色',
  mySessions: '我的登录设备',
  device: '设备',
  otherDevice: '其他设备',
  confirmLogoutOthers: '确定退出其他设备吗？',
  logoutOthersDescription: '除本设备外，其他设备上的登录都将结束。',
  logoutOk: '退出',
  logoutOthers: '退出其他设备',
  sessionsLoadFailed: '登录设备加载失败',
  noSessions: '没有登录中的设备',
} as const;

export const t = translator('pageProfile', pageProfileTexts);

import { translator } from '../translate';

/** 在线用户 and the session columns 我的登录设备 shares (src/pages/settings/sessions). */
export const settingsSessionsTexts = {
  title: '在线用户',
  noRight: '你的角色没有查看在线用户的权限。',
  user: '用户',
  actions: '操作',
  kickQuestion: '确定强退「{{name}}」的这个会话吗？',
  kickDescription: '对方将立即退出登录。',
  kick: '强退',
  cancel: '取消',
  kickLabel: '强退 {{name}}（{{ip}}）',
  unknownAddress: '未知地址',
  refresh: '刷新',
  searchPlaceholder: '账号或姓名',
  searchLabel: '按账号或姓名搜索',
  search: '搜索',
  loadFailed: '在线用户加载失败',
  retry: '重试',
  empty: '没有在线的用户',
  total: '共 {{n}} 个会话',
  // The shared columns
  unknown: '未知',
  ip: 'IP 地址',
  browser: '浏览器',
  signedInAt: '登录时间',
  lastActive: '最后活动',
  current: '当前会话',
} as const;

export const t = translator('settingsSessions', settingsSessionsTexts);

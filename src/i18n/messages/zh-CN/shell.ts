import { translator } from '../translate';

/** The frame around every screen: header, menu, tabs, user menu, boot and error states (src/shell). */
export const shellTexts = {
  appName: '管理后台',
  documentTitle: '{{title}} - 管理后台',
  pickFromMenu: '请从左侧菜单打开一个页面',
  loadingShell: '正在加载菜单与项目',
  // Header
  openMenu: '打开菜单',
  expandMenu: '展开菜单',
  collapseMenu: '收起菜单',
  menuLoadFailed: '菜单加载失败，请检查网络后重试',
  // Tabs
  openedPages: '已打开的页面',
  closeOthers: '关闭其他',
  closeRight: '关闭右侧',
  closeAll: '关闭全部',
  closeTab: '关闭“{{title}}”',
  tabActions: '标签操作',
  titleCreate: '新建{{label}}',
  titleEdit: '编辑{{label}}',
  titleShow: '查看{{label}}',
  // Projects
  pickProject: '选择项目',
  noProjects: '暂无可切换的项目',
  currentProject: '当前项目：{{name}}',
  // User menu
  profile: '个人中心',
  appearance: '外观',
  appearanceLabel: '外观：',
  currentChoice: '（当前）',
  languageLabel: '语言：',
  changePassword: '修改密码',
  passwordLoadFailed: '修改密码加载失败，请检查网络后重试',
  logout: '退出登录',
  userMenu: '{{name}}，用户菜单',
  // Notices and errors
  confirmLoadFailed: '网络异常，无法打开确认框，请稍后重试',
  schemaError: '数据模型有误：{{message}}',
  deletedCount: '已删除 {{n}} 条{{label}}',
  restorable: '可在回收站中恢复',
  undo: '撤销',
  loadFailed: '加载失败',
  retry: '重试',
  close: '关闭',
  cancel: '取消',
  confirm: '确定',
} as const;

export const t = translator('shell', shellTexts);

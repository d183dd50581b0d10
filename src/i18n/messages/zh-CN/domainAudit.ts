import { translator } from '../translate';

/** The audit trail's actions and configuration resources (src/domain/audit/auditEntry.ts). */
export const domainAuditTexts = {
  create: '新建',
  update: '修改',
  delete: '删除',
  restore: '恢复',
  purge: '彻底删除',
  import: '导入',
  export: '导出',
  status: '状态变更',
  generateOrder: '生成订单',
  convert: '转为客户',
  pay: '付款',
  refund: '退款',
  publish: '发布',
  rollback: '回滚',
  password: '修改密码',
  login: '登录',
  loginFailed: '登录失败',
  logout: '退出登录',
  forcedLogout: '强制下线',
  setting: '设置',
  role: '角色',
  menu: '菜单',
  project: '项目',
  user: '人员',
  department: '部门',
  tenant: '租户',
  resourceDesign: '数据模型',
  listView: '列表视图',
  session: '登录',
} as const;

export const t = translator('domainAudit', domainAuditTexts);

/**
 * The audit trail as the API returns it (docs/audit-trail.md): one shape for the server's replies
 * and the client's 操作日志, 登录日志 and 变更记录 screens.
 */

/** What happened, by code; the label is what every screen and export shows. */
export const AUDIT_ACTIONS = {
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
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actions of sign-ins (登录日志); every other one is a change (操作日志). */
export const LOGIN_ACTIONS: readonly AuditAction[] = ['login', 'loginFailed', 'logout', 'forcedLogout'];

/** What the trail records besides schema resources: configuration, by the name entries carry. */
export const CONFIG_RESOURCES = {
  setting: '设置',
  role: '角色',
  menu: '菜单',
  project: '项目',
  user: '人员',
  department: '部门',
  tenant: '租户',
  resource_design: '数据模型',
  list_view: '列表视图',
  session: '登录',
} as const;

export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action as AuditAction] ?? action;

/**
 * One changed field of an update: its wire values before and after (the client shows them as the
 * field's display does: option labels, reference titles, money), with their plain text for a field
 * the reader's schema no longer has. `masked`: the field is hidden from the reader; no value is sent.
 */
export interface AuditChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
  fromText: string;
  toText: string;
  masked?: boolean;
}

export interface AuditRow {
  _id: string;
  at: string;
  userId: string | null;
  userName: string;
  ip: string;
  /** Browser and system, read from the user agent (sign-ins). */
  browser: string;
  os: string;
  resource: string;
  /** The resource's label in the reader's tenant (the resource name when it is gone). */
  resourceLabel: string;
  recordId: string | null;
  recordLabel: string;
  action: string;
  actionLabel: string;
  changes: AuditChange[];
}

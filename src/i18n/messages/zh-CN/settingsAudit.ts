import { translator } from '../translate';

/** 操作日志 and 登录日志 (src/pages/settings/audit). */
export const settingsAuditTexts = {
  // The filter bar
  person: '人员',
  allPeople: '全部人员',
  resource: '资源',
  allResources: '全部资源',
  action: '操作',
  allActions: '全部操作',
  allResults: '全部结果',
  date: '日期',
  dateRange: '日期范围',
  query: '查询',
  reset: '重置',
  export: '导出',
  // The screen both logs share
  noRight: '你的角色没有查看{{title}}的权限。',
  loadFailed: '{{title}}加载失败',
  retry: '重试',
  empty: '没有符合条件的{{title}}',
  total: '共 {{n}} 条',
  // 操作日志
  changeLog: '操作日志',
  time: '时间',
  system: '系统',
  record: '记录',
  changes: '变更',
  changedFields: '{{n}} 个字段',
  address: '地址',
  // 登录日志
  loginLog: '登录日志',
  user: '用户',
  result: '结果',
  note: '说明',
  browser: '浏览器',
  os: '系统',
  // The exported file's name when the server names none
  changeLogFile: '操作日志.xlsx',
  loginLogFile: '登录日志.xlsx',
} as const;

export const t = translator('settingsAudit', settingsAuditTexts);

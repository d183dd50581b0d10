import { translator } from '../translate';

/** 设置: 公司信息, 其他设置, 登录设置 and 水印 (src/pages/settings/general). */
export const settingsGeneralTexts = {
  // 公司信息
  companyInfo: '公司信息',
  currentProject: '当前项目：{{name}}',
  save: '保存',
  // 其他设置
  otherSettings: '其他设置',
  key: '键名',
  description: '说明',
  type: '类型',
  value: '值',
  updatedAt: '更新时间',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  confirm: '确定',
  cancel: '取消',
  deleteQuestion: '确定删除设置项“{{key}}”吗？',
  refresh: '刷新',
  create: '新建',
  total: '共 {{n}} 条',
  emptyEditable: '还没有其他设置项，点击“新建”添加',
  empty: '还没有其他设置项',
  // The setting dialog
  editTitle: '编辑设置项“{{key}}”',
  createTitle: '新建设置项',
  keyPattern: '键名须以字母开头，可含字母、数字、_ . -，最长 64 位',
  keyPlaceholder: '例如 invoice_prefix',
  valueRequired: '请输入值',
  objectPlaceholder: '{ "键": "值" }',
  arrayPlaceholder: '[ "值" ]',
  yes: '是',
  no: '否',
  // Value types
  typeText: '文本',
  typeNumber: '数字',
  typeBoolean: '布尔',
  typeDate: '日期',
  typeObject: '对象',
  typeArray: '数组',
  invalidJson: '请输入合法的 JSON',
  jsonArrayNeeded: '请输入 JSON 数组，例如 ["a", "b"]',
  jsonObjectNeeded: '请输入 JSON 对象，例如 {"a": 1}',
  // 登录设置 and 水印
  loginSettings: '登录设置',
  allProjects: '对全部项目生效',
  sessionsRange: '请输入 1 到 {{max}} 之间的整数',
  sessionsHint: '为 1 时，同一账号在新设备登录后，之前的登录将被挤下线；大于 1 时，超出数量后最早的登录将被结束。',
  watermark: '水印',
  watermarkHint: '开启后，所有人的页面上都会淡淡地显示本人姓名和当天日期，截图或拍照时可追溯来源；打印的单据不显示。',
} as const;

export const t = translator('settingsGeneral', settingsGeneralTexts);

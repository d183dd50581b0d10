import { translator } from '../../../../src/i18n/messages/translate';

/** What the schema engine says of a refused record call (server/src/schema-engine, server/src/db/list). */
export const serverEngineTexts = {
  chooseToDelete: '请选择要删除的记录',
  wrongType: '{{label}}的类型不正确',
  duplicate: '{{label}}已存在相同的记录，请检查后重试',
  restoreRefused: '{{record}}：{{message}}，不能恢复',
  restoreDuplicate: '{{label}}{{titles}}与现有的记录重复（如编码已被使用），不能恢复',
  quoted: '“{{title}}”',
  listJoin: '、',
  noRightToChoose: '没有查看{{target}}的权限，不能选择{{label}}',
  referenceGone: '{{label}}不存在或已删除，请重新选择',
  itemIn: '{{field}}中的{{item}}',
  itemAtRow: '{{field}}第 {{row}} 行的{{item}}',
  bulkRow: '第 {{n}} 条（{{title}}）：{{message}}',
  askFor: '请提供{{label}}（{{key}}）',
  viaWrong: '关联路径（via）不正确：{{path}}',
  paramResource: '资源',
  paramOwner: '所属资源',
  paramVia: '关联路径',
  paramId: '记录',
  verbFilter: '筛选',
  verbSort: '排序',
  unsupportedField: '不支持的{{verb}}字段：{{field}}',
  unusableField: '字段“{{label}}”不支持{{verb}}',
  pageNo: '页码必须是不小于 1 的整数',
  pageSize: '每页条数必须在 1 到 {{max}} 之间',
  pageOutOfRange: '页码超出范围',
  sortOrder: '排序方向只能是 asc 或 desc',
  searchTooLong: '搜索内容不能超过 100 个字符',
  noSearch: '该列表不支持搜索',
  columnId: '编号',
  columnCreatedAt: '创建时间',
  columnUpdatedAt: '更新时间',
} as const;

export const t = translator('serverEngine', serverEngineTexts);

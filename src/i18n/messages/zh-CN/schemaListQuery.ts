import { translator } from '../translate';

/** What a list's query refuses (src/schemas/listQuery.ts, listQuerySchema.ts): the server says it back naming the parameter. */
export const schemaListQueryTexts = {
  paramTwice: '查询参数 {{key}} 重复',
  paramRange: '查询参数 {{key}} 必须是 1 到 {{max}} 之间的整数',
  sortOrder: '查询参数 sortOrder 只能是 asc 或 desc',
  exactTotal: '查询参数 {{key}} 只能是 0 或 1',
  unsupportedCondition: '不支持的筛选条件：{{key}}',
  needsValue: '筛选条件 {{key}} 至少需要一个取值',
  trueOrFalse: '筛选条件 {{key}} 只能是 true 或 false',
  chooseToDelete: '请选择要删除的记录',
  badValue: '筛选条件“{{label}}”的取值不正确：{{text}}',
  notFixedValue: '筛选条件 {{key}} 与资源的固定取值不符',
  unknownFilterField: '未知的筛选字段：{{field}}',
  notFilterable: '字段“{{label}}”不支持筛选',
  notThisOperator: '字段“{{label}}”不支持该筛选方式：{{op}}',
  unknownSortField: '未知的排序字段：{{field}}',
  notSortable: '字段“{{label}}”不支持排序',
  noSearch: '{{label}}列表不支持搜索',
} as const;

export const t = translator('schemaListQuery', schemaListQueryTexts);

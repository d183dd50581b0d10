import { translator } from '../translate';

/** The schema engine's field renderers: inputs, displays and filters of every field type. */
export const engineFieldsTexts = {
  unknownField: '未知字段 {{what}}（{{resource}}.{{field}}）',
  unknownFilter: '筛选 {{type}}',
  unknownType: '类型 {{type}}',
  unknownRendererWarning: '未知的渲染器 {{key}}（{{resource}}.{{field}}），改用类型 {{type}} 的渲染器',
  inputPlaceholder: '请输入{{label}}',
  selectPlaceholder: '请选择{{label}}',
  rangeFrom: '{{label}}起',
  rangeTo: '{{label}}止',
  min: '最小值',
  max: '最大值',
  minOf: '{{label}}最小值',
  maxOf: '{{label}}最大值',
  yes: '是',
  no: '否',
  autoNumberPlaceholder: '保存后自动生成',
  upload: '上传{{label}}',
  stars: '{{n}} 星',
  starsOrMore: '{{n}} 星及以上',
  ratingOf: '{{label}}：{{n}} 星',
  lineCount: '{{n}} 行',
  rowProblem: '第 {{n}} 行：{{problem}}',
  rowN: '第 {{n}} 行',
  deleteRow: '删除第 {{n}} 行',
  subtotal: '小计',
  tax: '税额',
  total: '合计',
  addRow: '添加一行',
  noneOf: '暂无{{label}}',
  referenceTargetMissing: '{{label}}：缺少引用目标',
  notAllowedToView: '无权查看{{label}}',
  referenceLoading: '加载中…',
} as const;

export const t = translator('engineFields', engineFieldsTexts);

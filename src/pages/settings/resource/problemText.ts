/**
 * validateSchema speaks English to developers (its problems name resource and field for a failing
 * start-up); an admin in the designer reads Chinese. Each known message is matched here and said
 * again in the designer's words; an unknown one is shown as it is rather than hidden.
 */

import { DESIGN_NAME_RULE } from '../../../schemas/designCheck';

type Say = (...groups: string[]) => string;

const RULES: ReadonlyArray<[RegExp, Say]> = [
  [/^name must be letters, digits/, () => `字段名须${DESIGN_NAME_RULE}`],
  [/^name "(.*)" is reserved$/, (n) => `字段名“${n}”是系统保留名称`],
  [/^label \(Chinese\) is required$/, () => '请填写中文名称'],
  [/^unknown type "(.*)"$/, (t) => `未知的字段类型“${t}”`],
  [/^(min|max) must be a number$/, (k) => `${k === 'min' ? '最小值' : '最大值'}必须是数字`],
  [/^min (.*) is greater than max (.*)$/, (a, b) => `最小值 ${a} 大于最大值 ${b}`],
  [/^min\/max apply to numbers/, () => '最小值和最大值只适用于数字类型'],
  [/^minLength must be a whole number/, () => '最短长度必须是不小于 0 的整数'],
  [/^maxLength must be a whole number/, () => '最长长度必须是不小于 1 的整数'],
  [/^minLength is greater than maxLength$/, () => '最短长度大于最长长度'],
  [/apply to text types, not to type/, () => '长度和格式限制只适用于文本类型'],
  [/^precision applies to/, () => '小数位数只适用于数字和百分比，取 0 到 6 的整数'],
  [/^pattern is not a valid regular expression: (.*)$/, (p) => `格式“${p}”不是有效的正则表达式`],
  [/^(enum|multiEnum) needs options$/, () => '至少要有一个选项'],
  [/^every (enum|multiEnum) option needs a string/, () => '每个选项都需要填写取值'],
  [/^(?:enum|multiEnum) option (.*) needs a label$/, (v) => `选项“${v}”需要填写显示名称`],
  [/^(?:enum|multiEnum) value "(.*)" must not contain a comma$/, (v) => `选项取值“${v}”不能包含逗号`],
  [/^multiEnum value "(.*)" must not contain a quote/, (v) => `选项取值“${v}”不能包含引号或反斜杠`],
  [/^(?:enum|multiEnum) value "(.*)" appears twice$/, (v) => `选项取值“${v}”重复`],
  [/^multiEnum value "(.*)" differs from another only in case$/, (v) => `选项取值“${v}”与另一个只差大小写`],
  [/^multiEnum takes no default$/, () => '多选字段不能设默认值'],
  [/^default "(.*)" is not an option$/, (v) => `默认值“${v}”不是其中的选项`],
  [/^references? needs reference\.resource/, () => '请选择关联的资源'],
  [/^references? needs reference\.labelField$/, () => '请选择关联资源的显示字段'],
  [/^reference target "(.*)" is not a known resource$/, (t) => `关联的资源“${t}”不存在`],
  [/^reference labelField "(.*)" is not a field of "(.*)"$/, (f, t) => `显示字段“${f}”不是资源“${t}”的字段`],
  [/^type "(.*)" cannot be filterable$/, () => '该类型不能用于筛选'],
  [/^type "(.*)" cannot be sortable$/, () => '该类型不能用于排序'],
  [/^type "(.*)" cannot be searchable$/, () => '该类型不能用于搜索'],
  [/^default (.*) does not fit type/, (v) => `默认值 ${v} 与字段类型不符`],
  [/^default "\$today" applies to date fields only$/, () => '“当天”只能作为日期字段的默认值'],
  [/^duplicate field name$/, () => '字段名重复'],
  [/^name must start with a lower-case letter/, () => `API 名称须${DESIGN_NAME_RULE}`],
  [/^fields must list at least one field$/, () => '至少需要一个字段'],
  [/^titleField names an unknown field$/, () => '请选择标题字段'],
  [/^list\.defaultSort names an unknown field$/, () => '默认排序字段不存在'],
  [/^list\.defaultSort names a field that is not sortable$/, () => '默认排序字段须勾选“可排序”'],
  [/^list\.defaultSort\.order must be asc or desc$/, () => '默认排序方向须为升序或降序'],
  [/^list\.pageSize must be/, () => '每页条数须为 1 到 100 的整数'],
  [/^list\.(columns|filters) names an unknown field$/, () => '列表设置引用了不存在的字段'],
  [/^(form|show)\.sections\[\d+\] names an unknown field$/, (k) => `${k === 'form' ? '表单' : '详情'}分组引用了不存在的字段`],
  [/^parent must name a menu group/, () => '菜单位置无效'],
];

/** A validateSchema message in Chinese (or the message itself when none of the rules knows it). */
export function problemText(message: string): string {
  for (const [pattern, say] of RULES) {
    const m = pattern.exec(message);
    if (m) return say(...m.slice(1));
  }
  return message;
}

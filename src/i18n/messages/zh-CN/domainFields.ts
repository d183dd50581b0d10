import { translator } from '../translate';

/**
 * Field rules shared by the client and the server (src/domain): the 自动编号 pattern's problems (each
 * follows the field's name: “编号”的编号规则…), the list of file kinds, the region levels.
 */
export const domainFieldsTexts = {
  patternMissing: '缺少编号规则',
  patternTooLong: '的编号规则不能超过 {{max}} 个字符',
  patternOneCounter: '的编号规则必须有且只有一个流水号，如 {0000}',
  patternDayNeedsMonth: '的编号规则有 {DD} 时还要有 {MM}',
  patternMonthNeedsYear: '的编号规则有 {MM} 时还要有 {YYYY} 或 {YY}',
  patternComma: '的编号规则不能含逗号',
  patternBraces: '的编号规则中的花括号不成对',
  patternUnknownToken: '的编号规则中的 {{{token}}} 不认识（可用 {YYYY}、{YY}、{MM}、{DD} 和 {000}）',
  patternRefused: '编号规则 {{pattern}} {{problem}}',
  listSeparator: '、',
  levelProvince: '省',
  levelCity: '市',
  levelDistrict: '区县',
} as const;

export const t = translator('domainFields', domainFieldsTexts);

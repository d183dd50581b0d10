/**
 * The one wording of validation messages (docs/requirements.md §5.1), for the client's form rules
 * and the server's refusals alike, so a field reads the same under the form field and in a 400.
 * Each message names the field by its Chinese label. Numeric limits are written as the user types
 * them: money in yuan (`¥0.00`), other numbers as they are. A test checks that the client's rules
 * and the server's derived request schemas answer the same text for the same field and value
 * (tests/server/http/validation-wording.unit.test.ts).
 */
import { formatMoney } from './money';

/** How a numeric limit reads in a message: money (integer cents) in yuan, anything else as is. */
const limitText = (limit: number, money = false): string => (money ? formatMoney(limit) : String(limit));

/** How a missing value is asked for: typed (请输入), chosen (请选择), uploaded (请上传). */
export type RequiredVerb = 'input' | 'choose' | 'upload';

const VERBS: Record<RequiredVerb, string> = { input: '请输入', choose: '请选择', upload: '请上传' };

const TYPE_NAMES: Record<string, string> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

export const validationMessages = {
  required: (label: string, verb: RequiredVerb = 'input') => `${VERBS[verb]}${label}`,
  minLength: (label: string, limit: number) => (limit <= 1 ? `请输入${label}` : `${label}至少需要 ${limit} 个字符`),
  maxLength: (label: string, limit: number) => `${label}不能超过 ${limit} 个字符`,
  min: (label: string, limit: number, money = false) => `${label}不能小于 ${limitText(limit, money)}`,
  max: (label: string, limit: number, money = false) => `${label}不能大于 ${limitText(limit, money)}`,
  /** A failed pattern: the field's own `patternMessage` when it has one. */
  pattern: (label: string, patternMessage?: string) => patternMessage ?? `${label}的格式不正确`,
  decimals: (label: string, places: number) => (places === 0 ? `${label}必须是整数` : `${label}最多保留 ${places} 位小数`),
  /** The value has the wrong JSON type; `types` are JSON Schema names (`integer`, `object`…). */
  type: (label: string, types: readonly string[]) => `${label}的类型不正确，应为${types.map((t) => TYPE_NAMES[t] ?? t).join('或')}`,
  notAllowedValue: (label: string) => `${label}的取值不在允许范围内`,
  unknownField: (name: string) => `不允许的字段：${name}`,
  /** An unknown field inside a list item or a nested object, named with the field that holds it. */
  unknownFieldIn: (label: string, name: string) => `${label}中有不允许的字段：${name}`,
  minItems: (label: string, limit: number) => `${label}至少需要 ${limit} 项`,
  maxItems: (label: string, limit: number) => `${label}最多 ${limit} 项`,
  /** A list holding the same value twice (多选 options, references). */
  duplicateItems: (label: string) => `${label}中有重复的项`,
  /** An identity code (身份证号, 统一社会信用代码) whose last character does not follow from the others. */
  checkCharacter: (label: string) => `${label}的校验位不正确`,
  /** A 身份证号 whose characters 7–14 are no calendar day. */
  birthDate: (label: string) => `${label}中的出生日期不正确`,
  /** A 省/市/区 code the division data does not have. */
  regionUnknown: (label: string) => `${label}中有不存在的地区`,
  /** Codes that are no path from 省 down (a city of another province). */
  regionPath: (label: string) => `${label}的省、市、区县不对应`,
  /** A path that stops above the level the field asks for (`level`: 市 or 区县). */
  regionDepth: (label: string, level: string) => `${label}请选择到${level}`,
  /** Typed 省市区 text (an imported cell) that names no division. */
  regionText: (label: string, text: string) => `${label}“${text}”不是可识别的省市区，请按“省 市 区县”填写，如 河南省 郑州市 中原区`,
  /** Typed 省市区 text with more after the divisions' names (a street: it belongs in the address). */
  regionRest: (label: string, rest: string) => `${label}只能填写省市区，“${rest}”无法识别（街道、门牌请填在详细地址中）`,
  /** An attachment of a kind the field does not take; `kinds` lists the ones it does. */
  fileType: (label: string, kinds: string) => `${label}只能上传以下类型的文件：${kinds}`,
  /** An attachment over the field's size limit (`size` as people read it: 20 MB). */
  fileSize: (label: string, size: string) => `${label}的单个文件不能超过 ${size}`,
  fileEmpty: (label: string) => `${label}的文件内容为空`,
  /** One file per upload, in the part named `file`. */
  oneFile: (label: string) => `${label}每次只能上传一个文件（表单字段 file）`,
  /** An attachment that is no upload of this tenant and project for this field (or another record's). */
  fileUnknown: (label: string, name: string) => `${label}中的文件“${name}”不存在或已失效，请重新上传`,
  invalidJson: (label: string) => `${label}须为有效的 JSON`,
  invalid: (label: string) => `${label}不合法`,
  /** Text holding a character that cannot be stored (NUL). */
  invalidCharacter: (label: string) => `${label}包含不允许的字符`,
} as const;

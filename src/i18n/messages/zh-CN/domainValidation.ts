import { translator } from '../translate';

/**
 * The one wording of validation messages (src/domain/validationMessages.ts), for the client's form rules
 * and the server's refusals alike. `{{label}}` is the field's label.
 */
export const domainValidationTexts = {
  verbInput: '请输入',
  verbChoose: '请选择',
  verbUpload: '请上传',
  required: '{{verb}}{{label}}',
  requiredInput: '请输入{{label}}',
  typeString: '文本',
  typeNumber: '数字',
  typeInteger: '整数',
  typeBoolean: '布尔值',
  typeObject: '对象',
  typeArray: '数组',
  typeNull: '空值',
  typeOr: '或',
  minLength: '{{label}}至少需要 {{limit}} 个字符',
  maxLength: '{{label}}不能超过 {{limit}} 个字符',
  min: '{{label}}不能小于 {{limit}}',
  max: '{{label}}不能大于 {{limit}}',
  pattern: '{{label}}的格式不正确',
  integer: '{{label}}必须是整数',
  decimals: '{{label}}最多保留 {{places}} 位小数',
  type: '{{label}}的类型不正确，应为{{types}}',
  notAllowedValue: '{{label}}的取值不在允许范围内',
  unknownField: '不允许的字段：{{name}}',
  unknownFieldIn: '{{label}}中有不允许的字段：{{name}}',
  minItems: '{{label}}至少需要 {{limit}} 项',
  maxItems: '{{label}}最多 {{limit}} 项',
  duplicateItems: '{{label}}中有重复的项',
  checkCharacter: '{{label}}的校验位不正确',
  notADay: '{{label}}「{{value}}」不是有效的日期',
  birthDate: '{{label}}中的出生日期不正确',
  regionUnknown: '{{label}}中有不存在的地区',
  regionPath: '{{label}}的省、市、区县不对应',
  regionDepth: '{{label}}请选择到{{level}}',
  regionText: '{{label}}“{{text}}”不是可识别的省市区，请按“省 市 区县”填写，如 {{example}}',
  regionRest: '{{label}}只能填写省市区，“{{rest}}”无法识别（街道、门牌请填在详细地址中）',
  fileType: '{{label}}只能上传以下类型的文件：{{kinds}}',
  fileSize: '{{label}}的单个文件不能超过 {{size}}',
  fileEmpty: '{{label}}的文件内容为空',
  oneFile: '{{label}}每次只能上传一个文件（表单字段 file）',
  fileUnknown: '{{label}}中的文件“{{name}}”不存在或已失效，请重新上传',
  invalidJson: '{{label}}须为有效的 JSON',
  invalid: '{{label}}不合法',
  invalidCharacter: '{{label}}包含不允许的字符',
} as const;

export const t = translator('domainValidation', domainValidationTexts);

import { translator } from '../translate';

// antd fills the ${…} placeholders of these texts itself.
/** Form validation messages (docs/requirements.md §5), in antd's `validateMessages` format: src/i18n/validateMessages.ts. */
export const formRulesTexts = {
  default: '${label}验证出错',
  required: '请输入${label}',
  enum: '${label}必须是其中一个[${enum}]',
  whitespace: '${label}不能为空字符',
  'date.format': '${label}日期格式无效',
  'date.parse': '${label}不能转换为日期',
  'date.invalid': '${label}是一个无效日期',
  'types.string': '${label}不是一个有效的文本',
  'types.method': '${label}不是一个有效的函数',
  'types.array': '${label}不是一个有效的列表',
  'types.object': '${label}不是一个有效的对象',
  'types.number': '${label}不是一个有效的数字',
  'types.date': '${label}不是一个有效的日期',
  'types.boolean': '${label}不是一个有效的布尔值',
  'types.integer': '${label}不是一个有效的整数',
  'types.float': '${label}不是一个有效的小数',
  'types.regexp': '${label}不是一个有效的正则表达式',
  'types.email': '${label}不是一个有效的邮箱地址',
  'types.url': '${label}不是一个有效的网址',
  'types.hex': '${label}不是一个有效的十六进制数',
  'string.len': '${label}须为${len}个字符',
  'string.min': '${label}最少${min}个字符',
  'string.max': '${label}最多${max}个字符',
  'string.range': '${label}须在${min}-${max}个字符之间',
  'number.len': '${label}必须等于${len}',
  'number.min': '${label}最小值为${min}',
  'number.max': '${label}最大值为${max}',
  'number.range': '${label}须在${min}-${max}之间',
  'array.len': '须为${len}个${label}',
  'array.min': '最少${min}个${label}',
  'array.max': '最多${max}个${label}',
  'array.range': '${label}数量须在${min}-${max}之间',
  'pattern.mismatch': '${label}格式不正确',
} as const;

export const t = translator('formRules', formRulesTexts);

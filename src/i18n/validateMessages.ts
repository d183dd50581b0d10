// antd fills the ${…} placeholders of these texts itself.
/** Chinese form validation messages (docs/requirements.md §5), in antd's `validateMessages` format. */
export const validateMessages = {
  default: '${label}验证出错',
  required: '请输入${label}',
  enum: '${label}必须是其中一个[${enum}]',
  whitespace: '${label}不能为空字符',
  date: {
    format: '${label}日期格式无效',
    parse: '${label}不能转换为日期',
    invalid: '${label}是一个无效日期',
  },
  types: {
    string: '${label}不是一个有效的文本',
    method: '${label}不是一个有效的函数',
    array: '${label}不是一个有效的列表',
    object: '${label}不是一个有效的对象',
    number: '${label}不是一个有效的数字',
    date: '${label}不是一个有效的日期',
    boolean: '${label}不是一个有效的布尔值',
    integer: '${label}不是一个有效的整数',
    float: '${label}不是一个有效的小数',
    regexp: '${label}不是一个有效的正则表达式',
    email: '${label}不是一个有效的邮箱地址',
    url: '${label}不是一个有效的网址',
    hex: '${label}不是一个有效的十六进制数',
  },
  string: {
    len: '${label}须为${len}个字符',
    min: '${label}最少${min}个字符',
    max: '${label}最多${max}个字符',
    range: '${label}须在${min}-${max}个字符之间',
  },
  number: {
    len: '${label}必须等于${len}',
    min: '${label}最小值为${min}',
    max: '${label}最大值为${max}',
    range: '${label}须在${min}-${max}之间',
  },
  array: {
    len: '须为${len}个${label}',
    min: '最少${min}个${label}',
    max: '最多${max}个${label}',
    range: '${label}数量须在${min}-${max}之间',
  },
  pattern: {
    mismatch: '${label}格式不正确',
  },
};

/** Fills `${name}` placeholders, for the light login and registration forms that do not load antd. */
export function formatValidateMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\$\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

import type { formRulesTexts } from '../zh-CN/formRules';
import type { EnglishOf } from '../translate';

// antd fills the ${…} placeholders of these texts itself.
const texts: EnglishOf<typeof formRulesTexts> = {
  default: 'Field validation error for ${label}',
  required: 'Please enter ${label}',
  enum: '${label} must be one of [${enum}]',
  whitespace: '${label} cannot be a blank character',
  'date.format': '${label} date format is invalid',
  'date.parse': '${label} cannot be converted to a date',
  'date.invalid': '${label} is an invalid date',
  'types.string': '${label} is not a valid text',
  'types.method': '${label} is not a valid function',
  'types.array': '${label} is not a valid list',
  'types.object': '${label} is not a valid object',
  'types.number': '${label} is not a valid number',
  'types.date': '${label} is not a valid date',
  'types.boolean': '${label} is not a valid boolean',
  'types.integer': '${label} is not a valid integer',
  'types.float': '${label} is not a valid decimal',
  'types.regexp': '${label} is not a valid regular expression',
  'types.email': '${label} is not a valid email address',
  'types.url': '${label} is not a valid URL',
  'types.hex': '${label} is not a valid hexadecimal number',
  'string.len': '${label} must be ${len} characters',
  'string.min': '${label} must be at least ${min} characters',
  'string.max': '${label} must be at most ${max} characters',
  'string.range': '${label} must be between ${min} and ${max} characters',
  'number.len': '${label} must be equal to ${len}',
  'number.min': '${label} cannot be less than ${min}',
  'number.max': '${label} cannot be greater than ${max}',
  'number.range': '${label} must be between ${min} and ${max}',
  'array.len': 'Must be ${len} ${label}',
  'array.min': 'At least ${min} ${label}',
  'array.max': 'At most ${max} ${label}',
  'array.range': 'The amount of ${label} must be between ${min} and ${max}',
  'pattern.mismatch': '${label} does not match the pattern',
};

export default texts;

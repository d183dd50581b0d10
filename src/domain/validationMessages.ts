/**
 * The one wording of validation messages (docs/requirements.md §5.1), for the client's form rules
 * and the server's refusals alike, so a field reads the same under the form field and in a 400.
 * Each message names the field by its Chinese label. Numeric limits are written as the user types
 * them: money in yuan (`¥0.00`), other numbers as they are. A test checks that the client's rules
 * and the server's derived request schemas answer the same text for the same field and value
 * (tests/server/http/validation-wording.unit.test.ts).
 */
import { t, type domainValidationTexts } from '../i18n/messages/zh-CN/domainValidation';
import { formatMoney } from './money';

/** How a numeric limit reads in a message: money (integer cents) in yuan, anything else as is. */
const limitText = (limit: number, money = false): string => (money ? formatMoney(limit) : String(limit));

/** How a missing value is asked for: typed (请输入), chosen (请选择), uploaded (请上传). */
export type RequiredVerb = 'input' | 'choose' | 'upload';

const VERBS = { input: 'verbInput', choose: 'verbChoose', upload: 'verbUpload' } as const;

const TYPE_NAMES: Record<string, keyof typeof domainValidationTexts> = {
  string: 'typeString',
  number: 'typeNumber',
  integer: 'typeInteger',
  boolean: 'typeBoolean',
  object: 'typeObject',
  array: 'typeArray',
  null: 'typeNull',
};

/** The example of typed 省市区 text: division names, Chinese whatever the interface's language. */
// eslint-disable-next-line layers/no-literal-chinese -- data: region names are Chinese in every language
const REGION_EXAMPLE = '河南省 郑州市 中原区';

export const validationMessages = {
  required: (label: string, verb: RequiredVerb = 'input') => t('required', { verb: t(VERBS[verb]), label }),
  /** A value left out, asked for as its type asks (`rows`: line items, a list needing one row). */
  requiredOf: (label: string, verb: RequiredVerb | 'rows') =>
    verb === 'rows' ? validationMessages.minItems(label, 1) : validationMessages.required(label, verb),
  minLength: (label: string, limit: number) => (limit <= 1 ? t('requiredInput', { label }) : t('minLength', { label, limit })),
  maxLength: (label: string, limit: number) => t('maxLength', { label, limit }),
  min: (label: string, limit: number, money = false) => t('min', { label, limit: limitText(limit, money) }),
  max: (label: string, limit: number, money = false) => t('max', { label, limit: limitText(limit, money) }),
  /** A failed pattern: the field's own `patternMessage` when it has one. */
  pattern: (label: string, patternMessage?: string) => patternMessage ?? t('pattern', { label }),
  decimals: (label: string, places: number) => (places === 0 ? t('integer', { label }) : t('decimals', { label, places })),
  /** The value has the wrong JSON type; `types` are JSON Schema names (`integer`, `object`…). */
  type: (label: string, types: readonly string[]) =>
    t('type', { label, types: types.map((name) => (TYPE_NAMES[name] ? t(TYPE_NAMES[name]) : name)).join(t('typeOr')) }),
  notAllowedValue: (label: string) => t('notAllowedValue', { label }),
  unknownField: (name: string) => t('unknownField', { name }),
  /** An unknown field inside a list item or a nested object, named with the field that holds it. */
  unknownFieldIn: (label: string, name: string) => t('unknownFieldIn', { label, name }),
  minItems: (label: string, limit: number) => t('minItems', { label, limit }),
  maxItems: (label: string, limit: number) => t('maxItems', { label, limit }),
  /** A list holding the same value twice (多选 options, references). */
  duplicateItems: (label: string) => t('duplicateItems', { label }),
  /** An identity code (身份证号, 统一社会信用代码) whose last character does not follow from the others. */
  checkCharacter: (label: string) => t('checkCharacter', { label }),
  /** A 身份证号 whose characters 7–14 are no calendar day. */
  birthDate: (label: string) => t('birthDate', { label }),
  /** A 省/市/区 code the division data does not have. */
  regionUnknown: (label: string) => t('regionUnknown', { label }),
  /** Codes that are no path from 省 down (a city of another province). */
  regionPath: (label: string) => t('regionPath', { label }),
  /** A path that stops above the level the field asks for (`level`: 市 or 区县). */
  regionDepth: (label: string, level: string) => t('regionDepth', { label, level }),
  /** Typed 省市区 text (an imported cell) that names no division. */
  regionText: (label: string, text: string) => t('regionText', { label, text, example: REGION_EXAMPLE }),
  /** Typed 省市区 text with more after the divisions' names (a street: it belongs in the address). */
  regionRest: (label: string, rest: string) => t('regionRest', { label, rest }),
  /** An attachment of a kind the field does not take; `kinds` lists the ones it does. */
  fileType: (label: string, kinds: string) => t('fileType', { label, kinds }),
  /** An attachment over the field's size limit (`size` as people read it: 20 MB). */
  fileSize: (label: string, size: string) => t('fileSize', { label, size }),
  fileEmpty: (label: string) => t('fileEmpty', { label }),
  /** One file per upload, in the part named `file`. */
  oneFile: (label: string) => t('oneFile', { label }),
  /** An attachment that is no upload of this tenant and project for this field (or another record's). */
  fileUnknown: (label: string, name: string) => t('fileUnknown', { label, name }),
  invalidJson: (label: string) => t('invalidJson', { label }),
  invalid: (label: string) => t('invalid', { label }),
  /** Text holding a character that cannot be stored (NUL). */
  invalidCharacter: (label: string) => t('invalidCharacter', { label }),
} as const;

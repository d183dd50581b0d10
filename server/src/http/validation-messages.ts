import { validationMessages as say } from '../../../src/domain/validationMessages';
import { CHECK_KEYWORD, checkProblem } from '../schema-engine/check-keyword';

/**
 * The parts of an Ajv error we read (Ajv runs with `verbose` so `parentSchema` is present).
 * `x-money` and `x-patternMessage` are the schema engine's annotations (request-schemas.ts).
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  parentSchema?: {
    title?: string;
    properties?: Record<string, { title?: string; 'x-requiredMessage'?: string }>;
    'x-money'?: boolean;
    'x-patternMessage'?: string;
    'x-requiredMessage'?: string;
    'x-check'?: string;
  };
  message?: string;
  /** The value that failed (Ajv's `verbose`). */
  data?: unknown;
  /** The nearest title above the value in the whole schema (http/validator.ts), for list items. */
  fieldTitle?: string;
}

const PART_NAMES: Record<string, string> = { body: '请求内容', querystring: '查询参数', params: '路径参数', headers: '请求头' };

/** Decimal places a `multipleOf` step allows (0.01 → 2, 1 → 0). */
const decimals = (step: unknown) => (typeof step === 'number' && step > 0 && step < 1 ? Math.round(-Math.log10(step)) : 0);

/**
 * The Chinese label of the field an error is about: the schema's `title`, else the property name,
 * else (an error about the whole body or query) the part's name.
 */
function fieldLabel(issue: ValidationIssue, part?: string): string {
  if (issue.keyword === 'required') {
    const prop = issue.params.missingProperty as string;
    return issue.parentSchema?.properties?.[prop]?.title ?? prop;
  }
  if (issue.keyword === 'additionalProperties') return issue.params.additionalProperty as string;
  const name = issue.instancePath.split('/').filter(Boolean).pop();
  if (name === undefined && issue.keyword === 'type') return PART_NAMES[part ?? 'body'] ?? '请求内容';
  return issue.parentSchema?.title ?? issue.fieldTitle ?? name ?? '';
}

/**
 * One clear Chinese sentence naming the field, in the wording the client's form uses for the same
 * field (src/domain/validationMessages.ts): 请输入{label}, lengths, ranges, decimals, type, pattern.
 */
export function describeIssue(issue: ValidationIssue, part?: string): string {
  const label = fieldLabel(issue, part);
  const p = issue.params;
  const schema = issue.parentSchema;
  // Money limits are integer cents on the wire; people read yuan, as the client's form shows them.
  const money = !!schema?.['x-money'];
  switch (issue.keyword) {
    case 'required':
      return schema?.properties?.[p.missingProperty as string]?.['x-requiredMessage'] ?? say.required(label);
    case 'minLength':
      return p.limit <= 1 ? (schema?.['x-requiredMessage'] ?? say.required(label)) : say.minLength(label, p.limit);
    case 'maxLength':
      return say.maxLength(label, p.limit);
    case 'minimum':
    case 'exclusiveMinimum':
      return say.min(label, p.limit, money);
    case 'maximum':
    case 'exclusiveMaximum':
      return say.max(label, p.limit, money);
    case 'type':
      // `null` where a value is needed (a field that cannot be cleared) reads like a missing value.
      if (issue.data === null) return schema?.['x-requiredMessage'] ?? say.required(label);
      return say.type(label, String(p.type).split(','));
    case 'pattern':
      return say.pattern(label, schema?.['x-patternMessage']);
    case 'format':
      return say.pattern(label);
    case 'multipleOf':
      return say.decimals(label, decimals(p.multipleOf));
    case 'enum':
    case 'const':
      return say.notAllowedValue(label);
    case 'additionalProperties':
      // Inside a list item or a nested object: say which field holds it.
      return issue.instancePath && issue.fieldTitle ? say.unknownFieldIn(issue.fieldTitle, label) : say.unknownField(label);
    case 'minItems':
      // A required list of choices (多选) left empty reads like any missing value: 请选择{label}.
      return p.limit <= 1 && schema?.['x-requiredMessage'] ? schema['x-requiredMessage'] : say.minItems(label, p.limit);
    case 'maxItems':
      return say.maxItems(label, p.limit);
    case 'uniqueItems':
      return say.duplicateItems(label);
    case CHECK_KEYWORD:
      return checkProblem(schema?.[CHECK_KEYWORD], label, issue.data) ?? say.invalid(label);
    default:
      return say.invalid(label || (part ? PART_NAMES[part] : '') || '请求参数');
  }
}

/** Message for the first Ajv error of a failed request validation. */
export function describeValidationError(issues: ValidationIssue[], part?: string): string {
  return issues.length ? describeIssue(issues[0], part) : '请求参数错误';
}

/** The property an error is about (top-level name), so a form can show the message under it. */
export function issueField(issue: ValidationIssue): string | undefined {
  if (issue.keyword === 'required') return issue.params.missingProperty as string;
  if (issue.keyword === 'additionalProperties') return issue.params.additionalProperty as string;
  return issue.instancePath.split('/').filter(Boolean)[0];
}

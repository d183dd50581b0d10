import { validationMessages as say } from '../../../src/domain/validationMessages';
import { CHECK_KEYWORD, checkProblem } from '../schema-engine/check-keyword';
import type { RequiredVerb } from '../../../src/domain/validationMessages';
import { t } from '../messages/zh-CN/serverHttp';
import { shownLabel } from '../messages/shown-labels';

/**
 * The parts of an Ajv error we read (Ajv runs with `verbose` so `parentSchema` is present).
 * `x-money`, `x-patternMessage` and `x-requiredVerb` are the schema engine's annotations
 * (src/schemas/fieldTypes/jsonKeywords.ts).
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  parentSchema?: {
    title?: string;
    properties?: Record<string, { title?: string; 'x-requiredVerb'?: RequiredVerb | 'rows' }>;
    'x-money'?: boolean;
    'x-patternMessage'?: string;
    'x-requiredVerb'?: RequiredVerb | 'rows';
    'x-check'?: string;
  };
  message?: string;
  /** The value that failed (Ajv's `verbose`). */
  data?: unknown;
  /** The nearest title above the value in the whole schema (http/validator.ts), for list items. */
  fieldTitle?: string;
}

/** The request's parts, by Fastify's name, as text keys. */
const PART_NAMES = { body: 'partBody', querystring: 'partQuery', params: 'partParams', headers: 'partHeaders' } as const;
const partName = (part: string | undefined): string | undefined =>
  part !== undefined && Object.hasOwn(PART_NAMES, part) ? t(PART_NAMES[part as keyof typeof PART_NAMES]) : undefined;

/** Decimal places a `multipleOf` step allows (0.01 → 2, 1 → 0). */
const decimals = (step: unknown) => (typeof step === 'number' && step > 0 && step < 1 ? Math.round(-Math.log10(step)) : 0);

/**
 * The label of the field an error is about, in the language being said (shown-labels.ts): the
 * schema's `title`, else the property name, else (an error about the whole body or query) the part's name.
 */
function fieldLabel(issue: ValidationIssue, part?: string): string {
  if (issue.keyword === 'required') {
    const prop = issue.params.missingProperty as string;
    return shownLabel(issue.parentSchema?.properties?.[prop]?.title ?? prop);
  }
  if (issue.keyword === 'additionalProperties') return issue.params.additionalProperty as string;
  const name = issue.instancePath.split('/').filter(Boolean).pop();
  if (name === undefined && issue.keyword === 'type') return partName(part ?? 'body') ?? t('partBody');
  return shownLabel(issue.parentSchema?.title ?? issue.fieldTitle ?? name ?? '');
}

/** 请输入/请选择/请上传{label} as the field's type asks (its `x-requiredVerb`), 请输入 where it says none. */
const required = (label: string, schema: { 'x-requiredVerb'?: RequiredVerb | 'rows' } | undefined) =>
  say.requiredOf(label, schema?.['x-requiredVerb'] ?? 'input');

/**
 * One clear sentence naming the field, in the language being said (http/reply-language.ts), in the wording the client's form uses for the same
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
      return required(label, schema?.properties?.[p.missingProperty as string]);
    case 'minLength':
      return p.limit <= 1 ? required(label, schema) : say.minLength(label, p.limit);
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
      if (issue.data === null) return required(label, schema);
      return say.type(label, String(p.type).split(','));
    case 'pattern':
      return say.pattern(label, schema?.['x-patternMessage'] === undefined ? undefined : shownLabel(schema['x-patternMessage']));
    case 'format':
      return say.pattern(label);
    case 'multipleOf':
      return say.decimals(label, decimals(p.multipleOf));
    case 'enum':
    case 'const':
      return say.notAllowedValue(label);
    case 'additionalProperties':
      // Inside a list item or a nested object: say which field holds it.
      return issue.instancePath && issue.fieldTitle ? say.unknownFieldIn(shownLabel(issue.fieldTitle), label) : say.unknownField(label);
    case 'minItems':
      // A required list of choices (多选) left empty reads like any missing value: 请选择{label}.
      return p.limit <= 1 && schema?.['x-requiredVerb'] ? required(label, schema) : say.minItems(label, p.limit);
    case 'maxItems':
      return say.maxItems(label, p.limit);
    case 'uniqueItems':
      return say.duplicateItems(label);
    case CHECK_KEYWORD:
      return checkProblem(schema?.[CHECK_KEYWORD], label, issue.data) ?? say.invalid(label);
    default:
      return say.invalid(label || partName(part) || t('requestParameters'));
  }
}

/** Message for the first Ajv error of a failed request validation. */
export function describeValidationError(issues: ValidationIssue[], part?: string): string {
  return issues.length ? describeIssue(issues[0], part) : t('status400');
}

/** The property an error is about (top-level name), so a form can show the message under it. */
export function issueField(issue: ValidationIssue): string | undefined {
  if (issue.keyword === 'required') return issue.params.missingProperty as string;
  if (issue.keyword === 'additionalProperties') return issue.params.additionalProperty as string;
  return issue.instancePath.split('/').filter(Boolean)[0];
}

import { formatMoney } from '../../../src/renderers/format';

/**
 * The parts of an Ajv error we read (Ajv runs with `verbose` so `parentSchema` is present).
 * `x-money` and `x-patternMessage` are the schema engine's annotations (request-schemas.ts).
 */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, any>;
  parentSchema?: { title?: string; properties?: Record<string, { title?: string }>; 'x-money'?: boolean; 'x-patternMessage'?: string };
  message?: string;
}

const TYPE_NAMES: Record<string, string> = {
  string: '文本', number: '数字', integer: '整数', boolean: '布尔值', object: '对象', array: '数组', null: '空值',
};

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
  return issue.parentSchema?.title ?? name ?? '';
}

/**
 * One clear Chinese sentence naming the field, following the generic form messages of SPEC
 * section 5 (请输入{label}, lengths, ranges, type, pattern).
 */
export function describeIssue(issue: ValidationIssue, part?: string): string {
  const label = fieldLabel(issue, part);
  const p = issue.params;
  // Money limits are integer cents on the wire; people read yuan, as the client's form shows them.
  const limit = issue.parentSchema?.['x-money'] ? formatMoney(p.limit) : p.limit;
  switch (issue.keyword) {
    case 'required':
      return `请输入${label}`;
    case 'minLength':
      return p.limit === 1 ? `请输入${label}` : `${label}至少需要 ${p.limit} 个字符`;
    case 'maxLength':
      return `${label}不能超过 ${p.limit} 个字符`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `${label}不能小于 ${limit}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `${label}不能大于 ${limit}`;
    case 'type':
      return `${label}的类型不正确，应为${String(p.type).split(',').map((t) => TYPE_NAMES[t] ?? t).join('或')}`;
    case 'pattern':
      return issue.parentSchema?.['x-patternMessage'] ?? `${label}的格式不正确`;
    case 'format':
      return `${label}的格式不正确`;
    case 'multipleOf':
      return decimals(p.multipleOf) === 0 ? `${label}必须是整数` : `${label}最多保留 ${decimals(p.multipleOf)} 位小数`;
    case 'enum':
    case 'const':
      return `${label}的取值不在允许范围内`;
    case 'additionalProperties':
      return `不允许的字段：${label}`;
    case 'minItems':
      return `${label}至少需要 ${p.limit} 项`;
    case 'maxItems':
      return `${label}最多 ${p.limit} 项`;
    default:
      return `${label || (part ? PART_NAMES[part] : '') || '请求参数'}不合法`;
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

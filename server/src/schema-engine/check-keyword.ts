import type { FuncKeywordDefinition } from 'ajv';
import { normaliseIdentityCode } from '../../../src/domain/identityCodes';
import { checkedTextProblem, isCheckedType } from '../../../src/schemas/fieldChecks';

/**
 * The keyword a derived request schema carries on an idCard or creditCode field (`x-check: 'idCard'`):
 * the check a JSON schema cannot express, run by the validator of every route (built-in resources,
 * families, the resources a tenant added), so a bad code is a 400 naming the field before the body
 * reaches any service. The rules are the client's (src/schemas/fieldChecks.ts).
 */
export const CHECK_KEYWORD = 'x-check';

/**
 * Ajv's definition of `x-check`. A sound code is stored upper-case (`modifying`: a typed `x` becomes
 * `X` in the body the handler gets). A refusal is Ajv's plain keyword error; the error handler words it
 * with `checkProblem` from the value and the field's title (validation-messages.ts).
 */
export const checkKeyword: FuncKeywordDefinition = {
  keyword: CHECK_KEYWORD,
  type: 'string',
  schemaType: 'string',
  modifying: true,
  errors: false,
  validate(type: unknown, data: unknown, _schema, cxt) {
    if (!isCheckedType(type) || typeof data !== 'string') return true;
    if (checkedTextProblem(type, '', data)) return false;
    const code = normaliseIdentityCode(data);
    if (code !== data && cxt?.parentData && cxt.parentDataProperty !== undefined)
      (cxt.parentData as Record<string | number, unknown>)[cxt.parentDataProperty] = code;
    return true;
  },
};

/** The Chinese message of a failed `x-check` (e.g. 身份证号的校验位不正确), naming the field by `label`. */
export function checkProblem(type: unknown, label: string, data: unknown): string | undefined {
  return isCheckedType(type) && typeof data === 'string' ? checkedTextProblem(type, label, data) : undefined;
}

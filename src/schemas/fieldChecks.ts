/**
 * What a field's text must satisfy beyond its JSON schema: the check characters of identity codes
 * (居民身份证号, 统一社会信用代码), which no pattern can express. The client's form rule and the
 * server's request validation (one Ajv keyword, server/src/schema-engine/request-schemas.ts) both
 * ask here, so they refuse the same values in the same words.
 */
import { creditCodeProblem, idCardProblem, type IdentityCodeProblem } from '../domain/identityCodes';
import { validationMessages as say } from '../domain/validationMessages';
import type { FieldType } from './types';

/** Field types whose text is checked by `checkedTextProblem`. */
export type CheckedType = Extract<FieldType, 'idCard' | 'creditCode'>;

const CHECKS: Record<CheckedType, (value: string) => IdentityCodeProblem | undefined> = {
  idCard: idCardProblem,
  creditCode: creditCodeProblem,
};

/** Whether values of `type` are checked beyond their JSON schema. */
export const isCheckedType = (type: unknown): type is CheckedType =>
  typeof type === 'string' && Object.prototype.hasOwnProperty.call(CHECKS, type);

/**
 * The Chinese message for a value of a checked type that fails its check, naming the field by
 * `label` ({label}的格式不正确, {label}中的出生日期不正确, {label}的校验位不正确); undefined when sound.
 */
export function checkedTextProblem(type: CheckedType, label: string, value: string): string | undefined {
  switch (CHECKS[type](value)) {
    case 'format':
      return say.pattern(label);
    case 'birthDate':
      return say.birthDate(label);
    case 'checkCharacter':
      return say.checkCharacter(label);
    default:
      return undefined;
  }
}

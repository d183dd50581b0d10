import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import { AppError, badRequest } from '../../core/errors';
import { inScope } from '../../db/scope';
import { ServerCode } from '../../../../src/domain/errorCatalogue';
import type { Dto } from '../../schema-engine/codec';
import type { ConversionChoice, CustomerCandidate } from '../../../../src/domain/customerConversion';

export type { ConversionChoice } from '../../../../src/domain/customerConversion';

/**
 * How a conversion (转为客户, 生成订单 of a lead's quotation) treats customers of the same name:
 * - the caller chose: `customerId` links that customer, `createNew` makes a new one;
 * - else a customer of the same name whose 联系人 or 联系号码 is the lead's too is the same customer:
 *   the lead links to it (the oldest when several);
 * - else a customer of only the same name may or may not be the same: the conversion refuses with
 *   CUSTOMER_NAME_TAKEN and the candidates, and the client asks 关联已有客户 or 新建客户.
 */

/** Same name, same tenant and project, not deleted; oldest first. */
async function sameName(trx: Kysely<any>, table: string, scope: Scope, name: string): Promise<CustomerCandidate[]> {
  const rows = await trx
    .selectFrom(table)
    .select(['id', 'name', 'contact_name', 'contact_value', 'region', 'created_at'])
    .where(inScope(scope))
    .where('deleted_at', 'is', null)
    .where('name', '=', name.trim())
    .orderBy('created_at')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows.map((r) => ({
    _id: r.id,
    name: r.name,
    contactName: r.contact_name,
    contactValue: r.contact_value,
    region: r.region,
    createdAt: r.created_at,
  }));
}

const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && a.trim() === b.trim();

/** The refusal the client turns into the choice: 409, its own code, the candidates in `data`. */
export function nameTaken(name: string, candidates: CustomerCandidate[]): AppError {
  return new AppError(409, `已有同名客户“${name}”，请选择关联已有客户或新建客户`, ServerCode.CUSTOMER_NAME_TAKEN, { candidates });
}

/**
 * The existing customer a lead becomes (its id), or null to create one; throws CUSTOMER_NAME_TAKEN
 * when only the name matches and the caller has not chosen.
 */
export async function matchingCustomer(
  trx: Kysely<any>,
  table: string,
  scope: Scope,
  lead: Dto,
  choice: ConversionChoice,
): Promise<string | null> {
  if (choice.customerId) return choice.customerId;
  if (choice.createNew) return null;
  const candidates = await sameName(trx, table, scope, String(lead.name ?? ''));
  if (!candidates.length) return null;
  const match = candidates.find((c) => same(c.contactName, lead.contactName) || same(c.contactValue, lead.contactValue));
  if (match) return match._id;
  throw nameTaken(String(lead.name), candidates);
}

/** The body properties of a conversion's choice, for both calls that convert (JSON schema). */
export const conversionChoiceProperties = {
  customerId: { title: '关联的客户', type: 'string', minLength: 1, maxLength: 64 },
  createNew: { title: '新建客户', type: 'boolean' },
} as const;

/** The choice of a request body; both at once is refused, naming the fields. */
export function choiceOf(body: ConversionChoice): ConversionChoice {
  if (body.customerId && body.createNew) throw badRequest('“关联的客户”和“新建客户”只能选择一个', { field: 'customerId' });
  return { customerId: body.customerId, createNew: body.createNew };
}

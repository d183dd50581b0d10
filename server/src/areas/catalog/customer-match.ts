import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import { AppError, badRequest, forbidden } from '../../core/errors';
import type { Database } from '../../db/types';
import { liveRows } from '../../schema-engine/dynamic-table';
import { ServerCode } from '../../../../src/domain/errorCatalogue';
import { deniedMessage } from '../../../../src/domain/permissions/actions';
import type { RegionValue } from '../../../../src/domain/regions';
import type { Dto } from '../../schema-engine/codec';
import type { ResourceService } from '../../schema-engine/resource-service';
import { ownerColumn } from '../../schema-engine/columns';
import { ownerCondition } from '../../schema-engine/owner-scope';
import { fieldRules } from '../../schema-engine/field-rules';
import type { Access } from '../../http/permission-guard';
import type { ConversionRights } from './conversion-rights';
import type { ConversionChoice, CustomerCandidate } from '../../../../src/domain/customerConversion';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

export type { ConversionChoice } from '../../../../src/domain/customerConversion';

/**
 * How a conversion (转为客户, 生成订单 of a lead's quotation) treats customers of the same name:
 * - the caller chose: `customerId` links that customer, `createNew` makes a new one;
 * - else a customer of the same name whose 联系人 or 联系号码 is the lead's too is the same customer:
 *   the lead links to it (the oldest when several);
 * - else a customer of only the same name may or may not be the same: the conversion refuses with
 *   CUSTOMER_NAME_TAKEN and the candidates, and the client asks 关联已有客户 or 新建客户.
 */

/**
 * Same name, same tenant and project, not deleted; oldest first. With the caller's access to 客户,
 * only customers in their scope (the engine's owner column, owner-scope.ts) and without the fields their role
 * hides, so a candidate tells nothing the customer list would not; without it, as the server sees them.
 */
async function sameName(trx: Kysely<Database>, clients: ResourceService, scope: Scope, name: string, access?: Access | null) {
  // The tenant's variant of 客户: its custom columns are read too, so its table is reached dynamically.
  let query = liveRows(trx, clients.live, scope).selectAll().where('name', '=', name.trim());
  if (access?.owners) query = query.where(ownerCondition(ownerColumn(clients.schema), access.owners));
  const rows = await query.orderBy('created_at').orderBy('id').limit(20).execute();
  const rules = fieldRules(clients.schema, access);
  return (await clients.decode(scope, rows, { trx })).map(rules.strip).map((dto): CustomerCandidate => {
    const candidate: CustomerCandidate = { _id: dto._id, name: String(dto.name), createdAt: String(dto.createdAt) };
    if ('contactName' in dto) candidate.contactName = (dto.contactName as string | null) ?? null;
    if ('contactValue' in dto) candidate.contactValue = (dto.contactValue as string | null) ?? null;
    if ('region' in dto) candidate.region = (dto.region as RegionValue | null) ?? null;
    return candidate;
  });
}

const same = (a: unknown, b: unknown) => typeof a === 'string' && typeof b === 'string' && a.trim() !== '' && a.trim() === b.trim();

/** The refusal the client turns into the choice: 409, its own code, the candidates in `data`. */
function nameTaken(name: string, candidates: CustomerCandidate[]): AppError {
  return new AppError(409, () => ts('customerNameTaken', { name }), ServerCode.CUSTOMER_NAME_TAKEN, { candidates });
}

/**
 * The existing customer a lead becomes (its id), or null to create one; throws CUSTOMER_NAME_TAKEN
 * when only the name matches and the caller has not chosen. With the caller's `rights`, a chosen
 * customer needs `edit` on 客户 (linking writes to it), and only customers they may list and edit are
 * looked for, matched on what they may see (a hidden 联系号码 decides nothing); none: a new customer.
 */
export async function matchingCustomer(
  trx: Kysely<Database>,
  clients: ResourceService,
  scope: Scope,
  lead: Dto,
  choice: ConversionChoice,
  rights?: ConversionRights,
): Promise<string | null> {
  if (choice.customerId) {
    const label = clients.schema.label;
    if (rights && !rights.link) throw forbidden(() => deniedMessage('edit', shownLabel(label)));
    return choice.customerId;
  }
  if (choice.createNew || (rights && !rights.offer)) return null;
  const candidates = await sameName(trx, clients, scope, String(lead.name ?? ''), rights?.link);
  if (!candidates.length) return null;
  const match = candidates.find((c) => same(c.contactName, lead.contactName) || same(c.contactValue, lead.contactValue));
  if (match) return match._id;
  throw nameTaken(String(lead.name), candidates);
}

/** The body properties of a conversion's choice, for both calls that convert (JSON schema). */
export const conversionChoiceProperties = {
  customerId: { title: ts('fieldLinkedCustomer'), type: 'string', minLength: 1, maxLength: 64 },
  createNew: { title: ts('fieldCreateNew'), type: 'boolean' },
} as const;

/** The choice of a request body; both at once is refused, naming the fields. */
export function choiceOf(body: ConversionChoice): ConversionChoice {
  if (body.customerId && body.createNew) throw badRequest(() => ts('chooseOneWay'), { field: 'customerId' });
  return { customerId: body.customerId, createNew: body.createNew };
}

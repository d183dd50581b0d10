import type { Kysely } from 'kysely';
import type { ResourceEngine } from '../../schema-engine/engine';
import type { ResourceHooks, SaveContext } from '../../schema-engine/hooks';
import type { Dto } from '../../schema-engine/codec';
import { customerFields } from '../../../../src/schemas/customerFields';
import { AppError, badRequest, forbidden, operationFailed } from '../../core/errors';
import type { Scope } from '../../core/scope';
import type { AuthContext } from '../../core/auth-context';
import { actingFor, type Actor } from '../../core/actor';
import type { Access } from '../../http/permission-guard';
import { nowIso } from '../../core/time';
import type { Database } from '../../db/types';
import { dynamicTable } from '../../schema-engine/dynamic-table';
import { copiedCustomValues, NO_VARIANTS, variantOf, type TenantVariants, type VariantsOf } from './custom-values';
import { matchingCustomer, type ConversionChoice } from './customer-match';
import type { ResourceService } from '../../schema-engine/resource-service';
import { ownerTransfer } from '../../schema-engine/owner-transfer';
import type { ConversionRights } from './conversion-rights';
import { serverBusinessTexts, t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

type BusinessText = keyof typeof serverBusinessTexts;

/** Contact methods (docs/requirements.md §3) and the rule each contact value must follow. */
const CONTACT_RULES: Record<number, { test: RegExp; message: BusinessText }> = {
  0: { test: /^1[3-9]\d{9}$/, message: 'contactMobile' },
  1: { test: /^([a-zA-Z][-_a-zA-Z0-9]{5,19}|1[3-9]\d{9})$/, message: 'contactWechat' },
  2: { test: /^[1-9]\d{4,11}$/, message: 'contactQq' },
  3: { test: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: 'contactEmail' },
  4: { test: /\S/, message: 'contactNumberMissing' },
};

/** The problem with a contact value for its method (its text's key), or null when it fits. */
function contactValueProblem(method: number, value: string): BusinessText | null {
  const rule = CONTACT_RULES[method];
  if (!rule) return 'contactMethodInvalid';
  return rule.test.test(value.trim()) ? null : rule.message;
}

/** The contact value is checked against the method, whichever of the two the update changes. */
function checkContact(ctx: SaveContext) {
  const { values, existing } = ctx;
  if (values.contactMethod === undefined && values.contactValue === undefined) return;
  const method = Number(values.contactMethod ?? existing?.contactMethod);
  const value = String(values.contactValue ?? existing?.contactValue ?? '');
  if (typeof values.contactValue === 'string') values.contactValue = values.contactValue.trim();
  const problem = contactValueProblem(method, value);
  if (problem) throw badRequest(() => ts(problem), { field: 'contactValue' });
}

const CONVERTED = 1;

/**
 * The new customer keeps the lead's 负责人 when the caller may give it one (转移 on 客户); without
 * 转移 it must be the caller (a lead without one: the caller becomes it), as on any add.
 */
function ownersOfNew(clients: ResourceService, rights: ConversionRights, values: Record<string, unknown>): void {
  try {
    ownerTransfer(clients.schema, rights.adder).onAdd(values);
  } catch (err) {
    // onAdd refuses only a 负责人 the caller may not give; say why it is not theirs to give here.
    if (!(err instanceof AppError)) throw err;
    const label = clients.schema.label;
    throw forbidden(() => ts('leadOwnerNotYou', { label: shownLabel(label) }));
  }
}

/** Rules of customers: contact value by method. */
export const customerHooks: ResourceHooks = { beforeSave: checkContact };

/** Rules of potential customers: contact value by method; 已转化 only through the conversion. */
export const potentialHooks: ResourceHooks = {
  beforeSave(ctx) {
    checkContact(ctx);
    if (ctx.trusted) return;
    if (ctx.values.status === CONVERTED) throw badRequest(() => ts('convertedOnlyByConversion'));
    if (ctx.existing?.status === CONVERTED && ctx.values.status !== undefined && ctx.values.status !== CONVERTED) {
      throw operationFailed(() => ts('leadConvertedLocked'));
    }
  },
};

/** Fields a conversion copies from the potential customer to the new customer. */
const COPIED = customerFields.map((f) => f.name);

export interface ConversionResult {
  customer: Dto;
  potential: Dto;
  /** The lead was linked to a customer that existed (customer-match.ts), none was created. */
  linked: boolean;
}

/**
 * Customers and potential customers beyond the generic calls: converting a potential customer.
 * The potential record is kept (marked 已转化, linked to the customer, its quotations untouched)
 * and the customer links back (`potentialId`), so the history stays readable from both sides.
 * Both are read and written through the tenant's variants (`variants`), so the customer is the
 * tenant's 客户 (its custom fields' defaults and numbers apply) and takes the lead's custom values.
 * A customer of the same name is linked instead of made again (`choice`, customer-match.ts).
 * With the caller's `rights` on 客户 (conversion-rights.ts), the customers it meets are those the
 * caller may see and edit, and a new customer's 负责人 other than the caller needs 转移 on 客户;
 * without them (the seed) the server converts on its own account.
 */
export function createCustomersService(engine: ResourceEngine, variantsOf: VariantsOf) {
  const customers = () => engine.get('customer');
  const potentials = () => engine.get('customer_potential');

  async function convertIn(
    trx: Kysely<Database>,
    scope: Scope,
    id: string,
    auth: AuthContext | null,
    allowDone: boolean,
    variants: TenantVariants,
    choice: ConversionChoice,
    rights: ConversionRights | undefined,
    /** Who the conversion's entries on the audit trail name (`auth`'s, or 系统 for the seed's). */
    actor: Actor,
  ): Promise<ConversionResult> {
    const leads = variantOf(variants, potentials());
    const clients = variantOf(variants, customers());
    // PostgreSQL: lock the lead so two concurrent conversions cannot both create a customer
    // (SQLite runs write transactions one at a time already).
    if (leads.db.dialect === 'postgres') {
      await dynamicTable(trx, leads.table, scope).from().select('id').where('id', '=', id).forUpdate().execute();
    }
    const potential = await leads.findById(scope, id, trx);
    if (potential.status === CONVERTED) {
      const existing = potential.convertedCustomerId ? await clients.find(scope, String(potential.convertedCustomerId), trx) : null;
      if (allowDone && existing) return { customer: existing, potential, linked: false };
      const name = String(potential.name);
      throw operationFailed(() => ts(existing ? 'leadAlreadyConverted' : 'leadCustomerGone', { name }));
    }
    const existingId = await matchingCustomer(trx, clients, scope, potential, choice, rights);
    const customer = existingId
      ? await linkExisting(trx, scope, existingId, potential, auth, actor, clients, rights?.link)
      : await createFrom(potential);
    const updated = await leads.update(
      scope,
      { _id: potential._id, status: CONVERTED, convertedCustomerId: customer._id, convertedAt: nowIso() },
      { trx, auth, actor, trusted: true, auditAction: 'convert' },
    );
    return { customer, potential: updated, linked: !!existingId };

    async function createFrom(lead: Dto): Promise<Dto> {
      // The custom fields both have (docs/requirements.md §10.3) and the built-in ones; the customer's number is its own.
      const values: Record<string, unknown> = { potentialId: lead._id, ...copiedCustomValues(leads.schema, lead, clients.schema) };
      for (const name of COPIED) if (lead[name] !== null && lead[name] !== undefined) values[name] = lead[name];
      if (rights) ownersOfNew(clients, rights, values);
      return clients.add(scope, values, { trx, auth, actor, trusted: true, auditAction: 'convert' });
    }
  }

  /**
   * The existing customer the lead becomes; it links back to the lead unless it came from another one.
   * With the caller's `access` (edit on 客户), one outside their scope is answered as a missing one.
   */
  async function linkExisting(
    trx: Kysely<Database>,
    scope: Scope,
    id: string,
    lead: Dto,
    auth: AuthContext | null,
    actor: Actor,
    clients: ResourceService,
    access?: Access | null,
  ): Promise<Dto> {
    if (access && !(await clients.find(scope, id, trx, access))) throw badRequest(() => ts('chosenCustomerGone'), { field: 'customerId' });
    const found = await clients.find(scope, id, trx);
    if (!found) throw badRequest(() => ts('chosenCustomerGone'), { field: 'customerId' });
    if (found.potentialId) return found;
    return clients.update(scope, { _id: id, potentialId: lead._id }, { trx, auth, actor, trusted: true, auditAction: 'convert' });
  }

  return {
    /** POST /business/customer_potential/convert: one transaction creating or linking the customer and marking the lead. */
    async convert(
      scope: Scope,
      id: string,
      auth: AuthContext | null,
      choice: ConversionChoice = {},
      rights?: ConversionRights,
    ): Promise<ConversionResult> {
      const variants = await variantsOf(scope.tenantId);
      return customers().inTransaction((trx) => convertIn(trx, scope, id, auth, false, variants, choice, rights, actingFor(auth)));
    },
    /** Inside the caller's transaction; returns the customer it already became when converted before (generate order). */
    convertIn: (
      trx: Kysely<Database>,
      scope: Scope,
      id: string,
      auth: AuthContext | null = null,
      variants: TenantVariants = NO_VARIANTS,
      choice: ConversionChoice = {},
      rights?: ConversionRights,
      actor: Actor = actingFor(auth),
    ) => convertIn(trx, scope, id, auth, true, variants, choice, rights, actor),
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;

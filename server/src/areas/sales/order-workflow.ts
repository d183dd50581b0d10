import type { Db } from '../../db/client';
import type { Scope } from '../../core/scope';
import { notFound, operationFailed } from '../../core/errors';
import { businessToday } from '../../core/business-days';
import { inScope } from '../../db/scope';
import { isUniqueViolation } from '../../db/faults';
import type { AuthContext } from '../../core/auth-context';
import { actingFor } from '../../core/actor';
import type { ResourceService } from '../../schema-engine/resource-service';
import { OrderStatus, OrderType, QuotationStatus, isQuotationType, statusLabel } from '../../../../src/domain/sales/statuses';
import { viewOfType } from '../../../../src/schemas/orderViews';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import type { CatalogLookup } from './catalog-lookup';
import { copiedCustomValues, type VariantsOf } from '../catalog/custom-values';
import type { ConversionChoice } from '../catalog/customer-match';
import type { ConversionRights } from '../catalog/conversion-rights';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

export interface GenerateResult {
  order: OrderRecord;
  /** False when the quotation had already been turned into this order (a retry or double click). */
  created: boolean;
}

/** Who a server-made write is for: the signed-in caller, or (the seed) a user id. */
export type Caller = { auth?: AuthContext | null; userId?: string };

/** What generateOrder needs besides the quotation. */
export interface GenerateOptions {
  /** Dates the order: the seed writes history; the route passes nothing (the real clock). */
  now?: Date;
  /** A lead's quotation: which customer of the lead's name the order is for, or a new one (customer-match.ts). */
  choice?: ConversionChoice;
  /** The caller's rights on 客户 for that conversion (conversion-rights.ts); none for the seed, which converts as the server. */
  rights?: ConversionRights;
}

/**
 * Status changes and turning accepted quotations into orders: writes the server makes through the
 * engine (trusted), so the order rules (orders.hooks.ts) check every move and keep the roll-up.
 */
export function createOrderWorkflow(
  db: Db,
  catalog: CatalogLookup,
  services: { family: () => ResourceService; order: () => ResourceService; variantsOf: VariantsOf },
) {
  async function existingOrderOf(scope: Scope, quotationId: string): Promise<OrderRecord | null> {
    const row = await db.kysely
      .selectFrom('orders')
      .select('id')
      .where(inScope(scope))
      .where('source_quotation_id', '=', quotationId)
      .executeTakeFirst();
    return row ? ((await services.family().find(scope, row.id)) as unknown as OrderRecord) : null;
  }

  return {
    /**
     * Moves an order or quotation to `status` when ORDER_TRANSITIONS / QUOTATION_TRANSITIONS allow it. `now` dates the check of a
     * quotation's validity.
     */
    async changeStatus(scope: Scope, id: string, status: number, opts: Caller & { now?: Date } = {}): Promise<OrderRecord> {
      const context = { now: opts.now ?? new Date(), userId: opts.userId };
      return (await services
        .family()
        .update(
          scope,
          { _id: id, status },
          { trusted: true, auth: opts.auth, actor: actingFor(opts.auth), context, auditAction: 'status' },
        )) as unknown as OrderRecord;
    },

    /**
     * One transaction: lock the quotation, create the formal order (处理中, today, the quotation's
     * lines and totals), link both ways. A second call answers the order already made; the unique
     * index on (tenant, project, source_quotation_id) settles any race the lock did not. A potential
     * customer's quotation first converts them into a customer. The custom fields the tenant gave both
     * the quotation and 订单 carry their values over (copiedCustomValues), the lead's onto the customer too.
     */
    async generateOrder(scope: Scope, caller: Caller, quotationId: string, opts: GenerateOptions = {}): Promise<GenerateResult> {
      const { now = new Date(), choice, rights } = opts;
      // Who the trail names for the order, the quotation and a converted lead (系统 for the seed's).
      const actor = actingFor(caller.auth);
      // The tenant's 订单 (its custom fields' defaults and 自动编号 apply) and quotations, read before the transaction.
      const variants = await services.variantsOf(scope.tenantId);
      const orders = variants.get('order') ?? services.order();
      try {
        return await db.transaction(async (trx): Promise<GenerateResult> => {
          const [q] = (await services.family().lock(scope, [quotationId], trx)) as unknown as OrderRecord[];
          if (!q) throw notFound(() => ts('quotationGone'));
          if (!isQuotationType(q.type)) throw operationFailed(() => ts('onlyQuotationsGenerate'));
          if (q.orderId) {
            const existing = await services.family().find(scope, q.orderId, trx);
            if (existing) return { order: existing as unknown as OrderRecord, created: false };
          }
          if (q.status !== QuotationStatus.ACCEPTED) {
            const { type, status } = q;
            throw operationFailed(() => ts('onlyAcceptedGenerate', { status: statusLabel(type, status) }));
          }
          const customerId =
            q.type === OrderType.CUSTOMER_POTENTIAL_QUTATION
              ? (await catalog.convertPotential(trx, scope, q.customerId, actor, variants, choice, rights)).id
              : q.customerId;
          // The quotation as its tenant's variant reads it (the family's lock above knows only the built-in fields).
          const member = variants.get(viewOfType(q.type));
          const custom = member ? copiedCustomValues(member.schema, await member.findById(scope, q._id, trx), orders.schema) : {};
          const values = {
            ...custom,
            customerId,
            orderDate: businessToday(now),
            status: OrderStatus.PROCESSING,
            remark: q.remark,
            lines: q.lines,
          };
          const order = (await orders.add(scope, values, {
            trx,
            trusted: true,
            auditAction: 'generateOrder',
            auth: caller.auth,
            actor,
            context: { copiedFrom: q, userId: caller.userId },
          })) as unknown as OrderRecord;
          await services
            .family()
            .update(
              scope,
              { _id: q._id, orderId: order._id },
              { trx, trusted: true, auth: caller.auth, actor, auditAction: 'generateOrder' },
            );
          return { order, created: true };
        });
      } catch (err) {
        // A concurrent call committed first: answer its order instead of a refusal.
        if (isUniqueViolation(err)) {
          const existing = await existingOrderOf(scope, quotationId);
          if (existing) return { order: existing, created: false };
        }
        throw err;
      }
    },
  };
}

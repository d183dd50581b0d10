import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/fastify-types.js';
import { operationFailed } from '../../http/errors.js';
import { newId } from '../../db/ids.js';
import { nowIso } from '../../db/time.js';
import {
  OrderStatus, OrderType, QuotationStatus, canTransition, isQuotationExpired, isQuotationType, statusLabel, statusOptionsFor,
} from '../../../../src/domain/sales/index.js';
import { businessToday } from './business-dates.js';
import { readLines, replaceLines } from './order-lines.js';
import { insertOrder, isUniqueViolation, lockOrder, saveOrder } from './order-store.js';
import { toOrderDto, type OrderDto } from './order-dto.js';
import { orderCode } from './orders.service.js';
import type { CatalogLookup } from './catalog-lookup.js';

export interface GenerateResult {
  order: OrderDto;
  /** False when the quotation had already been turned into this order (a retry or double click). */
  created: boolean;
}

/** Status changes and turning accepted quotations into orders. */
export function createOrderWorkflow(db: Db, catalog: CatalogLookup) {
  const k = db.kysely;

  async function existingOrderOf(scope: Scope, quotationId: string): Promise<OrderDto | null> {
    const row = await k
      .selectFrom('orders')
      .selectAll()
      .where('tenant_id', '=', scope.tenantId)
      .where('project_id', '=', scope.projectId)
      .where('source_quotation_id', '=', quotationId)
      .executeTakeFirst();
    return row ? toOrderDto(row, await readLines(k, scope, row.id)) : null;
  }

  return {
    /** Moves an order or quotation to `status` when ORDER_TRANSITIONS / QUOTATION_TRANSITIONS allow it. */
    async changeStatus(scope: Scope, id: string, status: number, now = new Date()): Promise<OrderDto> {
      const result = await db.transaction(async (trx) => {
        const before = await lockOrder(trx, db.dialect, scope, id);
        const what = isQuotationType(before.type) ? '报价单' : '订单';
        if (before.status === status) throw operationFailed(`${what}已经是「${statusLabel(before.type, status)}」状态`);
        // A status of the other family (an order's 1 on a quotation…) is not a move at all.
        if (!statusOptionsFor(before.type).some((o) => o.value === status)) throw operationFailed(`${what}没有状态 ${status}，请刷新后重试`);
        if (!canTransition(before.type, before.status, status)) {
          throw operationFailed(`不允许将${what}状态从「${statusLabel(before.type, before.status)}」改为「${statusLabel(before.type, status)}」`);
        }
        if (status === QuotationStatus.ACCEPTED && isQuotationExpired(before.valid_until, businessToday(now))) {
          throw operationFailed(`报价单已过有效期（${before.valid_until}），不能接受，请撤回修改有效期后重新发送`);
        }
        const after = await saveOrder(trx, scope, before, { status });
        return toOrderDto(after, await readLines(trx, scope, id));
      });
      return result;
    },

    /**
     * One transaction: lock the quotation, create the formal order (处理中, today, the quotation's
     * lines and totals), link both ways. A second call answers the order already made; the unique
     * index on (tenant, project, source_quotation_id) settles any race the lock did not.
     * A potential customer's quotation first converts them into a customer. `now` dates the order
     * (the seed writes history; the route always passes the real clock).
     */
    async generateOrder(scope: Scope, userId: string | null, quotationId: string, now = new Date()): Promise<GenerateResult> {
      try {
        const result = await db.transaction(async (trx): Promise<GenerateResult> => {
          const q = await lockOrder(trx, db.dialect, scope, quotationId, '报价单');
          if (!isQuotationType(q.type)) throw operationFailed('只有报价单可以生成订单');
          if (q.order_id) {
            const existing = await trx.selectFrom('orders').selectAll().where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', '=', q.order_id).executeTakeFirst();
            if (existing) return { order: toOrderDto(existing, await readLines(trx, scope, existing.id)), created: false };
          }
          if (q.status !== QuotationStatus.ACCEPTED) {
            throw operationFailed(`只有已接受的报价单可以生成订单，当前状态为「${statusLabel(q.type, q.status)}」`);
          }
          let customer = { id: q.customer_id, name: q.customer_name };
          if (q.type === OrderType.CUSTOMER_POTENTIAL_QUTATION) customer = await catalog.convertPotential(trx, scope, q.customer_id);
          const id = newId();
          const today = businessToday(now);
          const stamp = nowIso();
          const order = await insertOrder(trx, scope, {
            id, tenant_id: scope.tenantId, project_id: scope.projectId, type: OrderType.FORMAL, code: orderCode(OrderType.FORMAL, today, id),
            status: OrderStatus.PROCESSING, payment_status: 0, customer_id: customer.id, customer_name: customer.name,
            order_date: today, valid_until: null, subtotal: q.subtotal, discount_total: q.discount_total, tax_total: q.tax_total,
            total: q.total, paid_total: 0, refunded_total: 0, is_unpaid: 0, source_quotation_id: q.id, order_id: null,
            remark: q.remark, created_by: userId, created_at: stamp, updated_at: stamp,
          });
          const lines = (await readLines(trx, scope, q.id)).map(({ order_id: _o, ...l }) => ({ ...l, id: newId() }));
          const stored = await replaceLines(trx, scope, id, lines);
          await saveOrder(trx, scope, q, { order_id: id });
          return { order: toOrderDto(order, stored), created: true };
        });
        return result;
      } catch (err) {
        // A concurrent call committed first: answer its order instead of a 500.
        if (isUniqueViolation(err)) {
          const existing = await existingOrderOf(scope, quotationId);
          if (existing) return { order: existing, created: false };
        }
        throw err;
      }
    },
  };
}

export type OrderWorkflow = ReturnType<typeof createOrderWorkflow>;

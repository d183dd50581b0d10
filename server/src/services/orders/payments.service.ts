import type { Db } from '../../db/client.js';
import type { OrdersTable, PaymentsTable } from '../../db/tables/sales.js';
import type { Scope } from '../../http/fastify-types.js';
import { badRequest, notFound, operationFailed } from '../../http/errors.js';
import { newId } from '../../db/ids.js';
import { nowIso } from '../../db/time.js';
import { listQuery, type ListableColumn, type ListQuery } from '../../db/list-query.js';
import type { PaymentDto } from '../../../../src/domain/sales/dto.js';
import { OrderStatus, OrderType, amountOwed, formatCents, paymentAllowed, paymentStatusFor, statusLabel } from '../../../../src/domain/sales/index.js';
import { assertDay, businessToday } from './business-dates.js';
import { lockOrder, lockOrders, saveOrder, writeOrderRow } from './order-store.js';
import { recordChanges } from '../../db/transactions.js';
import { countScopeKey } from '../../db/count-cache.js';
import { applyStatsBatch } from './order-stats.js';

export type { PaymentDto };

/** 0 收款 (a payment received), 1 退款 (money given back). */
export const PaymentKind = { PAYMENT: 0, REFUND: 1 } as const;


export interface PaymentAddInput {
  orderId: string;
  kind?: number;
  amount: number;
  payModeId: string;
  paidAt?: string;
  remark?: string | null;
}

type PaymentRow = PaymentsTable & { order_code?: string | null; customer_name?: string | null };
const toDto = (r: PaymentRow): PaymentDto => ({
  _id: r.id, orderId: r.order_id, orderCode: r.order_code ?? null, customerName: r.customer_name ?? null, kind: r.kind, amount: r.amount,
  payModeId: r.pay_mode_id, payModeName: r.pay_mode_name, paidAt: r.paid_at, remark: r.remark, createdAt: r.created_at,
});

const text = (v: unknown) => String(v);
const int = (label: string) => (v: unknown) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw badRequest(`「${label}」的筛选值必须是整数`);
  return n;
};
const COLUMNS: Record<string, ListableColumn> = {
  orderId: { column: 'order_id', label: '订单', filterable: true, encode: text },
  kind: { column: 'kind', label: '类型', filterable: true, encode: int('类型') },
  payModeId: { column: 'pay_mode_id', label: '付款方式', filterable: true, encode: text },
  paidAt: { column: 'paid_at', label: '付款日期', filterable: true, sortable: true, encode: text },
  amount: { column: 'amount', label: '金额', filterable: true, sortable: true, encode: int('金额') },
  createdAt: { column: 'created_at', label: '创建时间', sortable: true },
};

/**
 * Payments and refunds against formal orders. Each write locks the order, checks the sums, stores
 * the entry and moves the order's paid/refunded totals and payment status in one transaction.
 */
export function createPaymentsService(db: Db) {
  const k = db.kysely;

  /** The columns of a locked order after a signed change of its paid and refunded sums. */
  function sums(order: OrdersTable, paidDelta: number, refundedDelta: number): Partial<OrdersTable> {
    const paid = order.paid_total + paidDelta;
    const refunded = order.refunded_total + refundedDelta;
    return { paid_total: paid, refunded_total: refunded, payment_status: paymentStatusFor(order.total, paid, refunded) };
  }

  async function withOrderInfo(scope: Scope, rows: PaymentsTable[]): Promise<PaymentDto[]> {
    const ids = [...new Set(rows.map((r) => r.order_id))];
    const orders = ids.length
      ? await k.selectFrom('orders').select(['id', 'code', 'customer_name']).where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', 'in', ids).execute()
      : [];
    const byId = new Map(orders.map((o) => [o.id, o]));
    return rows.map((r) => toDto({ ...r, order_code: byId.get(r.order_id)?.code, customer_name: byId.get(r.order_id)?.customer_name }));
  }

  return {
    async list(scope: Scope, q: ListQuery) {
      const res = await listQuery<PaymentsTable>({
        db, table: 'payments', scope: { tenant_id: scope.tenantId, project_id: scope.projectId }, columns: COLUMNS,
        defaultSort: { field: 'paidAt', order: 'desc' },
        request: q,
        countCache: db.counts, cacheScopeKey: countScopeKey(scope),
      });
      return { rows: await withOrderInfo(scope, res.rows), total: res.total };
    },

    async findById(scope: Scope, id: string): Promise<PaymentDto> {
      const row = await k.selectFrom('payments').selectAll().where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('付款记录不存在或已被删除');
      return (await withOrderInfo(scope, [row]))[0];
    },

    /** Records a payment or a refund; refuses overpaying (beyond what is owed) and over-refunding (beyond what was paid). */
    async add(scope: Scope, userId: string | null, input: PaymentAddInput): Promise<PaymentDto> {
      const kind = input.kind ?? PaymentKind.PAYMENT;
      // The server's business day when none was chosen (the browser's "today" may be another day).
      const paidAt = assertDay(input.paidAt ?? businessToday(), '付款日期');
      const result = await db.transaction(async (trx) => {
        const order = await lockOrder(trx, db.dialect, scope, input.orderId);
        if (order.type !== OrderType.FORMAL) throw operationFailed('只能对正式订单记录付款，报价单不能付款');
        const verb = kind === PaymentKind.REFUND ? '退款' : '付款';
        if (!paymentAllowed(order.status, kind === PaymentKind.REFUND ? 'refund' : 'payment')) {
          throw operationFailed(`「${statusLabel(order.type, order.status)}」状态的订单不能${verb}${kind === PaymentKind.PAYMENT && order.status === OrderStatus.DRAFT ? '，请先确认订单' : ''}`);
        }
        const mode = await trx.selectFrom('pay_modes').select(['id', 'name', 'enabled']).where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', '=', input.payModeId).executeTakeFirst();
        if (!mode) throw badRequest('付款方式不存在或已被删除');
        if (!mode.enabled) throw badRequest(`付款方式「${mode.name}」已停用`);
        const net = order.paid_total - order.refunded_total;
        if (kind === PaymentKind.PAYMENT) {
          const owed = amountOwed(order.total, order.paid_total);
          if (input.amount > owed) throw operationFailed(owed <= 0 ? `订单 ${order.code} 已付清，不能再付款` : `付款金额 ${formatCents(input.amount)} 超过未付金额 ${formatCents(owed)}`);
        } else if (input.amount > net) {
          throw operationFailed(net <= 0 ? `订单 ${order.code} 没有可退的金额` : `退款金额 ${formatCents(input.amount)} 超过已付金额 ${formatCents(net)}`);
        }
        const row: PaymentsTable = {
          id: newId(), tenant_id: scope.tenantId, project_id: scope.projectId, order_id: order.id, kind, amount: input.amount,
          pay_mode_id: mode.id, pay_mode_name: mode.name, paid_at: paidAt, remark: input.remark ?? null,
          created_by: userId, created_at: nowIso(),
        };
        await trx.insertInto('payments').values(row).execute();
        recordChanges(trx, 'payments', countScopeKey(scope), [{ before: null, after: { ...row } }]);
        await saveOrder(trx, scope, order, sums(order, kind === PaymentKind.PAYMENT ? input.amount : 0, kind === PaymentKind.REFUND ? input.amount : 0));
        return toDto({ ...row, order_code: order.code, customer_name: order.customer_name });
      });
      return result;
    },

    /** Removes an entry recorded by mistake; refused when the refunds left would exceed the payments left. */
    async remove(scope: Scope, ids: string[]): Promise<{ deleted: number }> {
      await db.transaction(async (trx) => {
        const read = async () => {
          const rows = await trx.selectFrom('payments').selectAll().where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', 'in', ids).execute();
          if (rows.length !== new Set(ids).size) throw notFound('付款记录不存在或已被删除');
          return rows;
        };
        // Orders locked in id order before anything else, the roll-up moved once at the end (day
        // order): two deletes naming entries of the same orders in another order cannot deadlock.
        const orders = await lockOrders(trx, db.dialect, scope, (await read()).map((p) => p.order_id));
        // Read again under the order locks: every writer of an order's entries holds its lock, so
        // these are current (a concurrent delete that committed meanwhile leaves them missing).
        const entries = await read();
        const changes: Array<[OrdersTable, OrdersTable]> = [];
        for (const order of orders) {
          const mine = entries.filter((p) => p.order_id === order.id);
          const paidDelta = -mine.filter((p) => p.kind === PaymentKind.PAYMENT).reduce((a, p) => a + p.amount, 0);
          const refundedDelta = -mine.filter((p) => p.kind === PaymentKind.REFUND).reduce((a, p) => a + p.amount, 0);
          if (order.paid_total + paidDelta < order.refunded_total + refundedDelta) throw operationFailed('删除该付款后退款金额将超过付款金额，请先删除相应的退款');
          changes.push([order, await writeOrderRow(trx, scope, order, sums(order, paidDelta, refundedDelta))]);
        }
        await trx.deleteFrom('payments').where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', 'in', ids).execute();
        recordChanges(trx, 'payments', countScopeKey(scope), entries.map((before) => ({ before: { ...before }, after: null })));
        await applyStatsBatch(trx, scope, changes);
      });
      return { deleted: ids.length };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

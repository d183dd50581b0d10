import type { Db } from '../../db/client.js';
import type { OrdersTable } from '../../db/tables/sales.js';
import type { Scope } from '../../http/fastify-types.js';
import { badRequest, notFound, operationFailed } from '../../http/errors.js';
import { newId } from '../../db/ids.js';
import { nowIso } from '../../db/time.js';
import { listQuery, type ListableColumn, type ListQuery } from '../../db/list-query.js';
import {
  OrderType, OrderStatus, QuotationStatus, isQuotationType, isEditableStatus, selectableStatusesFor, statusLabel,
} from '../../../../src/domain/sales/index.js';
import { businessToday, addDays, assertDay } from './business-dates.js';
import { buildLines, readLines, replaceLines, type OrderLineInput } from './order-lines.js';
import { insertOrder, lockOrder, lockOrders, saveOrder, writeOrderRow } from './order-store.js';
import { recordChanges } from '../../db/transactions.js';
import { countScopeKey } from '../../db/count-cache.js';
import { applyStatsBatch, type StatsState } from './order-stats.js';
import { toOrderDto, type OrderDto } from './order-dto.js';
import type { CatalogLookup } from './catalog-lookup.js';

export interface OrderAddInput {
  type: number;
  customerId: string;
  orderDate?: string;
  validUntil?: string | null;
  status?: number;
  remark?: string | null;
  lines: OrderLineInput[];
}

export interface OrderUpdateInput extends Partial<Omit<OrderAddInput, 'type' | 'status'>> {
  _id: string;
}

/** Days a quotation holds when no validity date is given. */
export const DEFAULT_VALIDITY_DAYS = 30;
const CODE_PREFIX: Record<number, string> = { 0: 'SO', 1: 'QT', 2: 'QP' };

/** Human number: prefix, order date, and 8 characters of the time-ordered id (display and search). */
export const orderCode = (type: number, orderDate: string, id: string) =>
  `${CODE_PREFIX[type] ?? 'SO'}${orderDate.replaceAll('-', '')}-${id.replaceAll('-', '').slice(-8).toUpperCase()}`;

const int = (label: string) => (v: unknown) => {
  const n = Number(v);
  if (!Number.isInteger(n)) throw badRequest(`「${label}」的筛选值必须是整数`);
  return n;
};
const text = (v: unknown) => String(v);

/** The list's filterable / sortable / searchable fields (wire name → column). */
const COLUMNS: Record<string, ListableColumn> = {
  type: { column: 'type', label: '类型', filterable: true, encode: int('类型') },
  status: { column: 'status', label: '状态', filterable: true, sortable: true, encode: int('状态') },
  paymentStatus: { column: 'payment_status', label: '付款状态', filterable: true, sortable: true, encode: int('付款状态') },
  customerId: { column: 'customer_id', label: '客户', filterable: true, encode: text },
  customerName: { column: 'customer_name', label: '客户名称', filterable: true, sortable: true, searchable: true, encode: text },
  code: { column: 'code', label: '编号', filterable: true, sortable: true, searchable: true, encode: text },
  orderDate: { column: 'order_date', label: '日期', filterable: true, sortable: true, encode: text },
  validUntil: { column: 'valid_until', label: '有效期至', filterable: true, sortable: true, encode: text },
  total: { column: 'total', label: '总金额', filterable: true, sortable: true, encode: int('总金额') },
  createdAt: { column: 'created_at', label: '创建时间', sortable: true },
  _id: { column: 'id', label: '编号', filterable: true, encode: text },
};

/** Formal orders and both kinds of quotation: list, read, add, update, delete. */
export function createOrdersService(db: Db, catalog: CatalogLookup) {
  const k = db.kysely;

  /** The customer's name, copied onto the order; the customer must exist (potential customers for type 2). */
  async function customerName(trx: Parameters<CatalogLookup['customer']>[0], scope: Scope, type: number, id: string) {
    const c = await catalog.customer(trx, scope, type === OrderType.CUSTOMER_POTENTIAL_QUTATION, id);
    if (c) return c.name;
    throw badRequest(type === OrderType.CUSTOMER_POTENTIAL_QUTATION ? '潜在客户不存在或已被删除' : '客户不存在或已被删除');
  }

  const dateLabel = (type: number) => (isQuotationType(type) ? '报价日期' : '下单日期');

  function checkDates(type: number, orderDate: string, validUntil: string | null) {
    if (isQuotationType(type) && validUntil && validUntil < orderDate) throw badRequest('有效期至不能早于报价日期');
  }

  return {
    /** One page of a decoded list query (wire format of src/schemas/listQuery.ts); rows without lines. */
    async list(scope: Scope, q: ListQuery): Promise<{ rows: OrderDto[]; total: number }> {
      const res = await listQuery<OrdersTable>({
        db,
        table: 'orders',
        scope: { tenant_id: scope.tenantId, project_id: scope.projectId },
        columns: COLUMNS,
        defaultSort: { field: 'orderDate', order: 'desc' },
        request: q,
        countCache: db.counts,
        cacheScopeKey: countScopeKey(scope),
      });
      return { rows: res.rows.map((r) => toOrderDto(r)), total: res.total };
    },

    async findById(scope: Scope, id: string): Promise<OrderDto> {
      const row = await k.selectFrom('orders').selectAll().where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('订单不存在或已被删除');
      return toOrderDto(row, await readLines(k, scope, id));
    },

    async add(scope: Scope, userId: string | null, input: OrderAddInput): Promise<OrderDto> {
      const type = input.type;
      const quotation = isQuotationType(type);
      const status = input.status ?? (quotation ? QuotationStatus.DRAFT : OrderStatus.DRAFT);
      if (!selectableStatusesFor(type).includes(status)) throw badRequest(`新建时状态不能为「${statusLabel(type, status)}」`);
      // No date chosen: the server's business day, never the browser's (its time zone may differ).
      // Real calendar days only (the route checks the shape): 2026-02-30 would never reach a trend bucket.
      const orderDate = assertDay(input.orderDate ?? businessToday(), dateLabel(type));
      const validUntil = quotation ? (input.validUntil ? assertDay(input.validUntil, '有效期至') : addDays(orderDate, DEFAULT_VALIDITY_DAYS)) : null;
      checkDates(type, orderDate, validUntil);
      const id = newId();
      const result = await db.transaction(async (trx) => {
        const name = await customerName(trx, scope, type, input.customerId);
        const { rows, totals } = await buildLines(trx, scope, catalog, input.lines);
        const now = nowIso();
        const row = await insertOrder(trx, scope, {
          id, tenant_id: scope.tenantId, project_id: scope.projectId, type, code: orderCode(type, orderDate, id), status,
          payment_status: 0, customer_id: input.customerId, customer_name: name, order_date: orderDate, valid_until: validUntil,
          subtotal: totals.subtotal, discount_total: totals.discountTotal, tax_total: totals.taxTotal, total: totals.total,
          paid_total: 0, refunded_total: 0, is_unpaid: 0, source_quotation_id: null, order_id: null,
          remark: input.remark ?? null, created_by: userId, created_at: now, updated_at: now,
        });
        return toOrderDto(row, await replaceLines(trx, scope, id, rows));
      });
      return result;
    },

    /** Remark always; customer, dates and lines only while the document is a draft (sent ones are frozen). */
    async update(scope: Scope, input: OrderUpdateInput): Promise<OrderDto> {
      const result = await db.transaction(async (trx) => {
        const before = await lockOrder(trx, db.dialect, scope, input._id);
        const changesContent = input.lines !== undefined || input.customerId !== undefined || input.orderDate !== undefined || input.validUntil !== undefined;
        if (changesContent && !isEditableStatus(before.type, before.status)) {
          throw operationFailed(`「${statusLabel(before.type, before.status)}」状态的${isQuotationType(before.type) ? '报价单' : '订单'}不能修改明细、客户和日期，请先改回草稿`);
        }
        const patch: Partial<OrdersTable> = {};
        if (input.remark !== undefined) patch.remark = input.remark;
        if (input.customerId !== undefined) {
          patch.customer_id = input.customerId;
          patch.customer_name = await customerName(trx, scope, before.type, input.customerId);
        }
        if (input.orderDate !== undefined) patch.order_date = assertDay(input.orderDate, dateLabel(before.type));
        if (input.validUntil !== undefined && isQuotationType(before.type)) {
          // A quotation always has a validity date: clearing it means "the default again", not "never expires".
          patch.valid_until = input.validUntil ? assertDay(input.validUntil, '有效期至') : addDays(patch.order_date ?? before.order_date, DEFAULT_VALIDITY_DAYS);
        }
        checkDates(before.type, patch.order_date ?? before.order_date, patch.valid_until ?? before.valid_until);
        let lines;
        if (input.lines !== undefined) {
          const built = await buildLines(trx, scope, catalog, input.lines);
          Object.assign(patch, { subtotal: built.totals.subtotal, discount_total: built.totals.discountTotal, tax_total: built.totals.taxTotal, total: built.totals.total });
          lines = await replaceLines(trx, scope, before.id, built.rows);
        }
        const after = await saveOrder(trx, scope, before, patch);
        return toOrderDto(after, lines ?? (await readLines(trx, scope, before.id)));
      });
      return result;
    },

    /**
     * Deletes drafts and dead documents only: formal orders in 草稿 or 取消 without payments;
     * quotations not accepted (草稿, 已拒绝, 已关闭) and not turned into an order. Deleting an
     * order made from a quotation frees that quotation to generate again.
     */
    async remove(scope: Scope, ids: string[]): Promise<{ deleted: number }> {
      await db.transaction(async (trx) => {
        // Every order first, in id order, then the quotations they free, then the roll-up once:
        // concurrent deletes naming the same orders in another order queue instead of deadlocking.
        const rows = await lockOrders(trx, db.dialect, scope, ids);
        const gone = rows.map((r) => r.id);
        for (const row of rows) {
          const label = `${row.code}（${statusLabel(row.type, row.status)}）`;
          if (isQuotationType(row.type)) {
            // Its order deleted in the same call frees it, whichever of the two was named first.
            if (row.order_id && !gone.includes(row.order_id)) throw operationFailed(`报价单 ${row.code} 已生成订单，不能删除`);
            if (![QuotationStatus.DRAFT, QuotationStatus.REFUSED, QuotationStatus.CLOSED].includes(row.status as 100)) throw operationFailed(`报价单 ${label} 不能删除，请先关闭`);
          } else {
            if (![OrderStatus.DRAFT, OrderStatus.CANCELED].includes(row.status as 0)) throw operationFailed(`订单 ${label} 不能删除，只能删除草稿或已取消的订单`);
            const paid = await trx.selectFrom('payments').select('id').where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('order_id', '=', row.id).executeTakeFirst();
            if (paid) throw operationFailed(`订单 ${row.code} 已有付款记录，不能删除`);
          }
        }
        const freed = [...new Set(rows.map((r) => r.source_quotation_id).filter((v): v is string => !!v))].sort();
        for (const quotationId of freed) {
          // Named in this call too: it is deleted below anyway.
          if (gone.includes(quotationId)) continue;
          await writeOrderRow(trx, scope, await lockOrder(trx, db.dialect, scope, quotationId, '报价单'), { order_id: null });
        }
        await trx.deleteFrom('order_lines').where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('order_id', 'in', gone).execute();
        await trx.deleteFrom('orders').where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('id', 'in', gone).execute();
        recordChanges(trx, 'orders', countScopeKey(scope), rows.map((before) => ({ before, after: null })));
        await applyStatsBatch(trx, scope, rows.map((r): [StatsState, null] => [r, null]));
      });
      return { deleted: ids.length };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;

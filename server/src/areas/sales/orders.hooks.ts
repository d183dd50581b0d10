import { sql } from 'kysely';
import { badRequest, operationFailed } from '../../core/errors';
import { businessToday } from '../../core/business-days';
import { inScope } from '../../db/scope';
import type { ResourceHooks, SaveContext, DeleteContext } from '../../schema-engine/hooks';
import type { ResourceService } from '../../schema-engine/resource-service';
import {
  amountKept,
  amountOwed,
  canTransition,
  isQuotationExpired,
  isQuotationType,
  QuotationStatus,
  selectableStatusesFor,
  statusLabel,
  statusOptionsFor,
} from '../../../../src/domain/sales/statuses';
import { contentLockReason, expiredAcceptRefusal, paidDeleteRefusal } from '../../../../src/domain/sales/documentRules';
import type { OrderLineInput, OrderRecord } from '../../../../src/schemas/orderFields';
import type { CatalogLookup } from './catalog-lookup';
import { buildLines } from './order-lines';
import { checkDates, customerName, orderCode, orderDay, validUntilOf } from './order-rules';
import { isUnpaid, recordStats, type StatsState } from './order-stats';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/** Whose record it is (created_by): the signed-in caller, or the user a server task acts for (the seed). */
export const creatorOf = (ctx: SaveContext) => ctx.auth?.userId ?? (ctx.context.userId as string | undefined) ?? null;

/** The document's kind as a refusal names it (报价单, 订单), in the language being said. */
const what = (type: number) => ts(isQuotationType(type) ? 'kindQuotation' : 'kindOrder');

/** The order as it will be once `values` apply (for the index column and the roll-up). */
const merged = (ctx: SaveContext) => ({ ...(ctx.existing ?? {}), ...ctx.values }) as unknown as OrderRecord;

/** A new order or quotation from a client: start status, dates, customer, lines and totals, its number. */
async function adding(ctx: SaveContext, catalog: CatalogLookup) {
  const v = ctx.values;
  const type = Number(v.type);
  const status = Number(v.status);
  if (!ctx.trusted && !selectableStatusesFor(type).includes(status))
    throw badRequest(() => ts('statusNotForNew', { status: statusLabel(type, status) }));
  const orderDate = orderDay(type, String(v.orderDate));
  const validUntil = isQuotationType(type) ? validUntilOf(orderDate, v.validUntil) : null;
  checkDates(type, orderDate, validUntil);
  const name = await customerName(ctx.trx, catalog, ctx.scope, type, String(v.customerId));
  const copied = ctx.context.copiedFrom as OrderRecord | undefined;
  if (copied) {
    // An order generated from a quotation keeps its lines and figures as the customer accepted them.
    v.lines = (copied.lines ?? []).map(({ _id, lineNo, ...line }) => line);
    ctx.figuredLines.add('lines');
    Object.assign(v, {
      subtotal: copied.subtotal,
      discountTotal: copied.discountTotal,
      taxTotal: copied.taxTotal,
      total: copied.total,
      sourceQuotationId: copied._id,
    });
  } else {
    const built = await buildLines(ctx.trx, ctx.scope, catalog, v.lines as OrderLineInput[]);
    v.lines = built.items;
    ctx.figuredLines.add('lines');
    Object.assign(v, {
      subtotal: built.totals.subtotal,
      discountTotal: built.totals.discountTotal,
      taxTotal: built.totals.taxTotal,
      total: built.totals.total,
    });
  }
  Object.assign(v, {
    orderDate,
    validUntil,
    customerName: name,
    code: orderCode(type, orderDate, ctx.id),
    paymentStatus: 0,
    paidTotal: 0,
    refundedTotal: 0,
  });
  ctx.columns.created_by = creatorOf(ctx);
}

/** A client's edit: the remark always; customer, dates and lines only while a draft (sent documents are frozen). */
async function editing(ctx: SaveContext, catalog: CatalogLookup) {
  const v = ctx.values;
  const before = ctx.existing as unknown as OrderRecord;
  // The status moves only through changeStatus, along the allowed transitions.
  if ('status' in v) throw badRequest(() => ts('statusNotAllowed'));
  const content = ['lines', 'customerId', 'orderDate', 'validUntil'].some((k) => v[k] !== undefined);
  // Closed documents were refused by the engine (recordRules); sent ones keep their content.
  const locked = content ? contentLockReason(before) : null;
  if (locked) throw operationFailed(() => contentLockReason(before) ?? locked);
  if (v.customerId !== undefined) v.customerName = await customerName(ctx.trx, catalog, ctx.scope, before.type, String(v.customerId));
  if (v.orderDate !== undefined) v.orderDate = orderDay(before.type, String(v.orderDate));
  if (v.validUntil !== undefined && isQuotationType(before.type))
    v.validUntil = validUntilOf(String(v.orderDate ?? before.orderDate), v.validUntil);
  checkDates(before.type, String(v.orderDate ?? before.orderDate), (v.validUntil as string | undefined) ?? before.validUntil);
  if (v.lines !== undefined) {
    const built = await buildLines(ctx.trx, ctx.scope, catalog, v.lines as OrderLineInput[]);
    ctx.figuredLines.add('lines');
    Object.assign(v, {
      lines: built.items,
      subtotal: built.totals.subtotal,
      discountTotal: built.totals.discountTotal,
      taxTotal: built.totals.taxTotal,
      total: built.totals.total,
    });
  }
}

/** A status move the server makes (changeStatus): only along the transitions of the document's kind. */
function moving(ctx: SaveContext) {
  const before = ctx.existing as unknown as OrderRecord;
  const status = Number(ctx.values.status);
  const { type, status: from, validUntil } = before;
  if (from === status) throw operationFailed(() => ts('statusAlready', { kind: what(type), status: statusLabel(type, status) }));
  // A status of the other family (an order's 1 on a quotation…) is not a move at all.
  if (!statusOptionsFor(type).some((o) => o.value === status))
    throw operationFailed(() => ts('statusUnknown', { kind: what(type), status }));
  if (!canTransition(type, from, status)) {
    throw operationFailed(() =>
      ts('statusMoveRefused', { kind: what(type), from: statusLabel(type, from), to: statusLabel(type, status) }),
    );
  }
  const now = (ctx.context.now as Date | undefined) ?? new Date();
  if (status === QuotationStatus.ACCEPTED && isQuotationExpired(validUntil, businessToday(now))) {
    throw operationFailed(() => expiredAcceptRefusal(validUntil));
  }
}

/**
 * Deletes drafts and dead documents only: the engine refused the others by the documents' rules
 * (src/domain/sales/documentRules.ts, `recordRules`); here the payment rows are checked too, as
 * the order's figures may lag. Deleting an order made from a quotation frees that quotation to
 * generate again.
 */
async function deleting(ctx: DeleteContext, family: () => ResourceService) {
  const rows = ctx.records as unknown as OrderRecord[];
  const gone = rows.map((r) => r._id);
  for (const row of rows) {
    if (isQuotationType(row.type)) continue;
    const paid = await ctx.trx
      .selectFrom('payments')
      .select('id')
      .where(inScope(ctx.scope))
      .where('order_id', '=', row._id)
      .executeTakeFirst();
    if (paid) {
      const code = row.code;
      throw operationFailed(() => paidDeleteRefusal(code));
    }
  }
  // The quotations these orders came from are free to generate again (locked after the orders, in id order).
  const freed = [...new Set(rows.map((r) => r.sourceQuotationId).filter((v): v is string => !!v && !gone.includes(v)))].sort();
  for (const quotationId of freed)
    await family().update(ctx.scope, { _id: quotationId, orderId: null }, { trx: ctx.trx, trusted: true, actor: ctx.actor });
}

/**
 * The rules of the order documents (formal orders and both kinds of quotation), plugged into the
 * engine for all three views: what a new document gets, what may still change, how the status
 * moves, what may be deleted; the index column `is_unpaid`, the per-day roll-up of every write, and
 * 未付金额 and 实收金额 on every read. Rules in README.md beside this file.
 */
export function createOrderHooks(catalog: CatalogLookup, family: () => ResourceService): ResourceHooks {
  return {
    async beforeSave(ctx) {
      if (ctx.op === 'add') await adding(ctx, catalog);
      else if (!ctx.trusted) await editing(ctx, catalog);
      else if ('status' in ctx.values) moving(ctx);
      // The unpaid-list index follows every write (a payment, a status move, new lines).
      ctx.columns.is_unpaid = isUnpaid(merged(ctx)) ? 1 : 0;
    },
    afterSave(ctx) {
      recordStats(ctx.trx, ctx.scope, ctx.existing as unknown as StatsState | null, ctx.record as unknown as StatsState);
    },
    beforeDelete: (ctx) => deleting(ctx, family),
    afterDelete(ctx) {
      for (const r of ctx.records) recordStats(ctx.trx, ctx.scope, r as unknown as StatsState, null);
    },
    afterRead(records) {
      for (const r of records) {
        r.unpaidAmount = amountOwed(Number(r.total), Number(r.paidTotal));
        r.receivedAmount = amountKept(Number(r.paidTotal), Number(r.refundedTotal));
      }
    },
    sumOf: {
      // amountOwed in SQL: total − paid, never below 0.
      unpaidAmount: () => sql<number>`CASE WHEN total > paid_total THEN total - paid_total ELSE 0 END`,
      // amountKept in SQL.
      receivedAmount: () => sql<number>`paid_total - refunded_total`,
    },
  };
}

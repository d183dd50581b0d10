import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import type { Database } from '../../db/types';
import { badRequest, notFound, operationFailed } from '../../core/errors';
import { assertDay } from '../../core/business-days';
import { inScope } from '../../db/scope';
import type { ResourceHooks } from '../../schema-engine/hooks';
import type { ResourceService } from '../../schema-engine/resource-service';
import {
  OrderStatus,
  OrderType,
  amountKept,
  amountOwed,
  paymentAllowed,
  paymentStatusFor,
  statusLabel,
} from '../../../../src/domain/sales/statuses';
import { formatCents } from '../../../../src/domain/money';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import type { PaymentRecord } from '../../../../src/schemas/payment';
import { creatorOf } from './orders.hooks';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

/** 0 收款 (a payment received), 1 退款 (money given back). */
const PaymentKind = { PAYMENT: 0, REFUND: 1 } as const;

/** An order's sums after a signed change of what was paid and refunded, and the payment status they give. */
function sums(order: OrderRecord, paidDelta: number, refundedDelta: number) {
  const paidTotal = order.paidTotal + paidDelta;
  const refundedTotal = order.refundedTotal + refundedDelta;
  return { paidTotal, refundedTotal, paymentStatus: paymentStatusFor(order.total, paidTotal, refundedTotal) };
}

async function payMode(trx: Kysely<Database>, scope: Scope, id: string) {
  const mode = await trx
    .selectFrom('pay_modes')
    .select(['id', 'name', 'enabled'])
    .where(inScope(scope))
    .where('id', '=', id)
    .executeTakeFirst();
  if (!mode) throw badRequest(() => ts('payModeGone'));
  if (!mode.enabled) {
    const name = mode.name;
    throw badRequest(() => ts('payModeDisabled', { name }));
  }
  return mode as { id: string; name: string };
}

/**
 * The rules of payments, plugged into the engine: an entry is recorded against a formal order that
 * may take it (confirmed for a payment, not a draft for a refund), never beyond what is owed or what
 * was paid, and moves the order's paid and refunded sums and payment status in the same transaction;
 * deleting one (recorded by mistake) moves them back, unless refunds would then exceed payments.
 * Orders are locked first, in id order, so concurrent writes of one order queue. Every read fills
 * the order's number and customer.
 */
export function createPaymentHooks(orders: () => ResourceService): ResourceHooks {
  return {
    async beforeSave(ctx) {
      const v = ctx.values;
      const kind = Number(v.kind);
      // The server's business day when none was chosen (the browser's "today" may be another day).
      v.paidAt = assertDay(String(v.paidAt), () => shownLabel('付款日期'));
      // The engine has checked the order is one the caller may name (outside their scope: not found) before this hook.
      const [order] = (await orders().lock(ctx.scope, [String(v.orderId)], ctx.trx)) as unknown as OrderRecord[];
      if (!order) throw notFound(() => ts('orderGone'));
      if (order.type !== OrderType.FORMAL) throw operationFailed(() => ts('formalOrdersOnly'));
      if (!paymentAllowed(order.status, kind === PaymentKind.REFUND ? 'refund' : 'payment')) {
        const { type, status } = order;
        const refusal =
          kind === PaymentKind.REFUND
            ? 'refundNotAllowed'
            : kind === PaymentKind.PAYMENT && status === OrderStatus.DRAFT
              ? 'paymentNeedsConfirm'
              : 'paymentNotAllowed';
        throw operationFailed(() => ts(refusal, { status: statusLabel(type, status) }));
      }
      v.payModeName = (await payMode(ctx.trx, ctx.scope, String(v.payModeId))).name;
      const amount = Number(v.amount);
      const net = amountKept(order.paidTotal, order.refundedTotal);
      if (kind === PaymentKind.PAYMENT) {
        const owed = amountOwed(order.total, order.paidTotal);
        if (amount > owed) {
          const said = { code: order.code, amount: formatCents(amount), owed: formatCents(owed) };
          throw operationFailed(() => ts(owed <= 0 ? 'orderPaidOff' : 'paymentTooBig', said));
        }
      } else if (amount > net) {
        const said = { code: order.code, amount: formatCents(amount), net: formatCents(net) };
        throw operationFailed(() => ts(net <= 0 ? 'nothingToRefund' : 'refundTooBig', said));
      }
      ctx.columns.created_by = creatorOf(ctx);
      if (ctx.op === 'add') ctx.auditAction = kind === PaymentKind.REFUND ? 'refund' : 'pay';
    },
    async afterSave(ctx) {
      const p = ctx.record as unknown as PaymentRecord;
      const [order] = (await orders().lock(ctx.scope, [p.orderId], ctx.trx)) as unknown as OrderRecord[];
      const refund = p.kind === PaymentKind.REFUND;
      await orders().update(
        ctx.scope,
        { _id: order._id, ...sums(order, refund ? 0 : p.amount, refund ? p.amount : 0) },
        // The order's entry names who paid (`actor`, not `auth`: the order's creator stays who it was).
        { trx: ctx.trx, trusted: true, actor: ctx.actor, auditAction: refund ? 'refund' : 'pay' },
      );
    },
    async beforeDelete(ctx) {
      const entries = ctx.records as unknown as PaymentRecord[];
      // The entries are locked already (the engine reads them FOR UPDATE), then their orders, in id order.
      const locked = (await orders().lock(
        ctx.scope,
        entries.map((p) => p.orderId),
        ctx.trx,
      )) as unknown as OrderRecord[];
      for (const order of locked) {
        const mine = entries.filter((p) => p.orderId === order._id);
        const paidDelta = -mine.filter((p) => p.kind === PaymentKind.PAYMENT).reduce((a, p) => a + p.amount, 0);
        const refundedDelta = -mine.filter((p) => p.kind === PaymentKind.REFUND).reduce((a, p) => a + p.amount, 0);
        if (order.paidTotal + paidDelta < order.refundedTotal + refundedDelta) throw operationFailed(() => ts('refundsWouldExceed'));
        await orders().update(
          ctx.scope,
          { _id: order._id, ...sums(order, paidDelta, refundedDelta) },
          { trx: ctx.trx, trusted: true, actor: ctx.actor },
        );
      }
    },
    async afterRead(records, ctx) {
      const ids = [...new Set(records.map((r) => r.orderId as string))];
      const k = ctx.trx ?? ctx.db.kysely;
      const found: { id: string; code: string; customer_name: string }[] = ids.length
        ? await k.selectFrom('orders').select(['id', 'code', 'customer_name']).where(inScope(ctx.scope)).where('id', 'in', ids).execute()
        : [];
      const byId = new Map(found.map((o) => [o.id, o]));
      for (const r of records) {
        const o = byId.get(r.orderId as string);
        r.orderCode = o?.code ?? null;
        r.customerName = o?.customer_name ?? null;
      }
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  ORDER_STATUS_OPTIONS,
  ORDER_TRANSITIONS,
  QUOTATION_STATUS_OPTIONS,
  QUOTATION_TRANSITIONS,
  allowedTransitions,
  amountOwed,
  canTransition,
  countsAsSale,
  isEditableStatus,
  isQuotationExpired,
  paymentAllowed,
  paymentStatusFor,
  statusLabel,
} from '../../../../src/domain/sales/statuses';

describe('order and quotation transitions', () => {
  it('only name known statuses and never loop on one status', () => {
    for (const [edges, options] of [
      [ORDER_TRANSITIONS, ORDER_STATUS_OPTIONS],
      [QUOTATION_TRANSITIONS, QUOTATION_STATUS_OPTIONS],
    ] as const) {
      const known = new Set(options.map((o) => o.value));
      for (const e of edges) {
        expect(known.has(e.from) && known.has(e.to)).toBe(true);
        expect(e.from).not.toBe(e.to);
        expect(e.action).toMatch(/\S/);
      }
      expect(new Set(edges.map((e) => `${e.from}>${e.to}`)).size).toBe(edges.length);
    }
  });

  it('offers the moves a sales team expects', () => {
    expect(allowedTransitions(0, 0).map((t) => t.to)).toEqual([1, 2]);
    expect(allowedTransitions(0, 1).map((t) => t.to)).toEqual([3, 4, 2]);
    expect(allowedTransitions(0, 3)).toEqual([]); // completed is final
    expect(allowedTransitions(0, 2)).toEqual([]); // cancelled is final
    expect(allowedTransitions(1, 101).map((t) => t.to)).toEqual([102, 103, 100, 104]);
    expect(allowedTransitions(2, 104)).toEqual([]);
    expect(canTransition(1, 100, 102)).toBe(false); // a draft must be sent before it is accepted
    expect(canTransition(2, 101, 102)).toBe(true); // potential-customer quotations share the rules
    expect(canTransition(0, 101, 102)).toBe(false); // quotation statuses mean nothing on orders
  });

  it('labels statuses in Chinese by type', () => {
    expect(statusLabel(0, 1)).toBe('处理中');
    expect(statusLabel(1, 102)).toBe('已接受');
    expect(statusLabel(0, 102)).toBe('未知状态 102');
  });

  it('freezes sent documents and counts confirmed or completed orders as sales', () => {
    expect(isEditableStatus(0, 0)).toBe(true);
    expect(isEditableStatus(0, 1)).toBe(false);
    expect(isEditableStatus(1, 100)).toBe(true);
    expect(isEditableStatus(1, 101)).toBe(false);
    expect([0, 1, 2, 3, 4].filter((s) => countsAsSale(0, s))).toEqual([1, 3]);
    expect(countsAsSale(1, 1)).toBe(false);
  });
});

describe('payment status from the sums', () => {
  it.each([
    [1000, 0, 0, 0],
    [1000, 400, 0, 1],
    [1000, 1000, 0, 2],
    [1000, 1000, 1000, 3],
    [1000, 1000, 200, 4],
    [1000, 400, 400, 3],
    [0, 0, 0, 0],
    // A refund on a partly paid order: partly refunded (and still owing for what was kept).
    [10000, 3000, 1000, 4],
    // Everything received went back, though less than the total was ever paid.
    [10000, 3000, 3000, 3],
  ])('total %i, paid %i, refunded %i → %i', (total, paid, refunded, status) => {
    expect(paymentStatusFor(total, paid, refunded)).toBe(status);
  });

  it('owes the total less the payments received, whatever the status says; a refund never makes money owed again', () => {
    expect(amountOwed(10000, 3000)).toBe(7000); // 部分退款 after ¥10 went back for returned goods: ¥70 still owed
    expect(amountOwed(1000, 1000)).toBe(0); // 已退款 after a full return: nothing owed
    expect(amountOwed(1000, 0)).toBe(1000);
    expect(amountOwed(0, 0)).toBe(0);
  });

  it('expires a quotation the day after its validity date', () => {
    expect(isQuotationExpired('2026-11-15', '2026-11-16')).toBe(true);
    expect(isQuotationExpired('2026-11-16', '2026-11-16')).toBe(false);
    expect(isQuotationExpired(null, '2026-11-16')).toBe(false);
    expect(isQuotationExpired('2026-11-15', null)).toBe(false); // today not known yet: offer, the server decides
  });

  it('takes payments on confirmed orders and refunds on any non-draft one', () => {
    expect([0, 1, 2, 3, 4].filter((s) => paymentAllowed(s, 'payment'))).toEqual([1, 3]);
    expect([0, 1, 2, 3, 4].filter((s) => paymentAllowed(s, 'refund'))).toEqual([1, 2, 3, 4]);
  });
});

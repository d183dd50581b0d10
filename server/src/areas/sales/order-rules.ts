import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import type { Database } from '../../db/types';
import { addDays, assertDay } from '../../core/business-days';
import { badRequest } from '../../core/errors';
import { OrderType, isQuotationType } from '../../../../src/domain/sales/statuses';
import type { CatalogLookup } from './catalog-lookup';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

/** Days a quotation holds when no validity date is given. */
const DEFAULT_VALIDITY_DAYS = 30;
const CODE_PREFIX: Record<number, string> = { 0: 'SO', 1: 'QT', 2: 'QP' };

/** Human number: prefix, order date, and 8 characters of the time-ordered id (display and search). */
export const orderCode = (type: number, orderDate: string, id: string) =>
  `${CODE_PREFIX[type] ?? 'SO'}${orderDate.replaceAll('-', '')}-${id.replaceAll('-', '').slice(-8).toUpperCase()}`;

const dateLabel = (type: number) => (isQuotationType(type) ? '报价日期' : '下单日期');

/** A real calendar day (2026-02-30 is refused: it would never reach a trend bucket), named by the type's label. */
export const orderDay = (type: number, day: string) => assertDay(day, () => shownLabel(dateLabel(type)));

/**
 * A quotation's validity date: the one given (a real day), else 报价日期 + 30 days (also when cleared:
 * a quotation always has one, clearing it means "the default again", not "never expires").
 */
export const validUntilOf = (orderDate: string, given: unknown) =>
  typeof given === 'string' && given ? assertDay(given, () => shownLabel('有效期至')) : addDays(orderDate, DEFAULT_VALIDITY_DAYS);

export function checkDates(type: number, orderDate: string, validUntil: string | null | undefined) {
  if (isQuotationType(type) && validUntil && validUntil < orderDate) throw badRequest(() => ts('validUntilTooEarly'));
}

/** The customer's name, copied onto the order; the customer must exist (a potential customer for type 2). */
export async function customerName(trx: Kysely<Database>, catalog: CatalogLookup, scope: Scope, type: number, id: string) {
  const potential = type === OrderType.CUSTOMER_POTENTIAL_QUTATION;
  const c = await catalog.customer(trx, scope, potential, id);
  if (c) return c.name;
  throw badRequest(() => ts(potential ? 'leadGone' : 'customerGone'));
}

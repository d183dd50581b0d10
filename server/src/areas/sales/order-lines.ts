import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import type { Database } from '../../db/types';
import { badRequest } from '../../core/errors';
import { inScope } from '../../db/scope';
import { amountLimitError, sumOfLines, type OrderTotals } from '../../../../src/domain/sales/money';
import { lineAmounts, percentToBp } from '../../../../src/domain/money';
import type { OrderLineInput, OrderLineRecord } from '../../../../src/schemas/orderFields';
import type { CatalogLookup } from './catalog-lookup';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/** A line as it is stored (the record's `lines` items, without `_id` and `lineNo`). */
export type OrderLineValues = Omit<OrderLineRecord, '_id' | 'lineNo'>;

/**
 * Turns the client's lines into stored ones: product name (and default price) copied from the
 * catalogue, tax name and rate copied from the tax settings, figures computed by the shared money
 * module once per line (the engine keeps them: SaveContext.figuredLines), the totals summed from
 * them, each refusal naming the line (第 2 行的…). The client's own figures are never read.
 */
export async function buildLines(
  trx: Kysely<Database>,
  scope: Scope,
  catalog: CatalogLookup,
  input: OrderLineInput[],
): Promise<{ items: OrderLineValues[]; totals: OrderTotals }> {
  if (!input.length) throw badRequest(() => ts('noLines'));
  const productIds = [...new Set(input.map((l) => l.productId).filter((v): v is string => !!v))];
  const products = await catalog.products(trx, scope, productIds);
  const taxIds = [...new Set(input.map((l) => l.taxId).filter((v): v is string => !!v))];
  const taxes = taxIds.length
    ? await trx.selectFrom('taxes').select(['id', 'name', 'rate', 'enabled']).where(inScope(scope)).where('id', 'in', taxIds).execute()
    : [];

  const items = input.map((l, i): OrderLineValues => {
    const row = i + 1;
    const product = l.productId ? products.get(l.productId) : undefined;
    if (l.productId && !product) throw badRequest(() => ts('lineProductGone', { row }));
    const productName = (product?.name ?? l.productName ?? '').trim();
    if (!productName) throw badRequest(() => ts('lineProductNameMissing', { row }));
    const unitPrice = l.unitPrice ?? product?.price;
    if (unitPrice == null) throw badRequest(() => ts('linePriceMissing', { row }));
    const tax = l.taxId ? taxes.find((t) => t.id === l.taxId) : undefined;
    if (l.taxId && !tax) throw badRequest(() => ts('lineTaxGone', { row }));
    if (l.taxId && tax && !tax.enabled) {
      const name = tax.name;
      throw badRequest(() => ts('lineTaxDisabled', { row, tax: name }));
    }
    const discount = l.discount ?? 0;
    // The rate as lines compute with it: two decimals (percentToBp).
    const taxRate = tax ? percentToBp(Number(tax.rate)) / 100 : 0;
    // Before any arithmetic on the line: quantity × price may be far beyond an exact integer.
    const figures = [{ quantity: l.quantity, unitPrice, discount, taxRate }];
    const tooBig = amountLimitError(figures, row);
    // Said again in the language being said (the domain's text).
    if (tooBig) throw badRequest(() => amountLimitError(figures, row) ?? tooBig);
    if (discount > l.quantity * unitPrice) throw badRequest(() => ts('lineDiscountTooBig', { row }));
    const a = lineAmounts({ quantity: l.quantity, unitPrice, discount, taxRate });
    return {
      productId: l.productId ?? null,
      productName,
      quantity: l.quantity,
      unitPrice,
      discount,
      taxId: tax?.id ?? null,
      taxName: tax?.name ?? null,
      taxRate,
      amount: a.amount,
      taxAmount: a.taxAmount,
    };
  });
  const inputs = items.map((r) => ({ quantity: r.quantity, unitPrice: r.unitPrice ?? 0, discount: r.discount, taxRate: r.taxRate }));
  // Every line fits; the sum of up to 200 of them may still pass the cap.
  const tooBig = amountLimitError(inputs);
  if (tooBig) throw badRequest(() => amountLimitError(inputs) ?? tooBig);
  return { items, totals: sumOfLines(items) };
}

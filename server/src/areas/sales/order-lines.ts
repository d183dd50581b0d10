import type { Kysely } from 'kysely';
import type { Scope } from '../../core/scope';
import type { Database } from '../../db/types';
import { badRequest } from '../../core/errors';
import { inScope } from '../../db/scope';
import { amountLimitError, sumOfLines, type OrderTotals } from '../../../../src/domain/sales/money';
import { lineAmounts, percentToBp } from '../../../../src/domain/money';
import type { OrderLineInput, OrderLineRecord } from '../../../../src/schemas/orderFields';
import type { CatalogLookup } from './catalog-lookup';

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
  if (!input.length) throw badRequest('请至少添加一行明细');
  const productIds = [...new Set(input.map((l) => l.productId).filter((v): v is string => !!v))];
  const products = await catalog.products(trx, scope, productIds);
  const taxIds = [...new Set(input.map((l) => l.taxId).filter((v): v is string => !!v))];
  const taxes = taxIds.length
    ? await trx.selectFrom('taxes').select(['id', 'name', 'rate', 'enabled']).where(inScope(scope)).where('id', 'in', taxIds).execute()
    : [];

  const items = input.map((l, i): OrderLineValues => {
    const at = `第 ${i + 1} 行`;
    const product = l.productId ? products.get(l.productId) : undefined;
    if (l.productId && !product) throw badRequest(`${at}的产品不存在或已被删除`);
    const productName = (product?.name ?? l.productName ?? '').trim();
    if (!productName) throw badRequest(`请输入${at}的产品名称`);
    const unitPrice = l.unitPrice ?? product?.price;
    if (unitPrice == null) throw badRequest(`请输入${at}的单价`);
    const tax = l.taxId ? taxes.find((t) => t.id === l.taxId) : undefined;
    if (l.taxId && !tax) throw badRequest(`${at}的税费不存在或已被删除`);
    if (l.taxId && tax && !tax.enabled) throw badRequest(`${at}的税费「${tax.name}」已停用`);
    const discount = l.discount ?? 0;
    // The rate as lines compute with it: two decimals (percentToBp).
    const taxRate = tax ? percentToBp(Number(tax.rate)) / 100 : 0;
    // Before any arithmetic on the line: quantity × price may be far beyond an exact integer.
    const tooBig = amountLimitError([{ quantity: l.quantity, unitPrice, discount, taxRate }], i + 1);
    if (tooBig) throw badRequest(tooBig);
    if (discount > l.quantity * unitPrice) throw badRequest(`${at}的优惠金额不能大于数量 × 单价`);
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
  if (tooBig) throw badRequest(tooBig);
  return { items, totals: sumOfLines(items) };
}

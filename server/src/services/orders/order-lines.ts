import type { OrderLinesTable } from '../../db/tables/sales.js';
import type { Scope } from '../../http/fastify-types.js';
import { badRequest } from '../../http/errors.js';
import { newId } from '../../db/ids.js';
import { amountLimitError, lineAmounts, orderTotals, percentToBp, type OrderTotals } from '../../../../src/domain/sales/index.js';
import type { Trx } from './order-store.js';
import type { CatalogLookup } from './catalog-lookup.js';

/** One line as the client sends it (add / update). Money in cents. */
export interface OrderLineInput {
  productId?: string | null;
  /** Used when the line names no catalogue product (a free-text service line). */
  productName?: string;
  quantity: number;
  /** Defaults to the product's price when omitted. */
  unitPrice?: number;
  discount?: number;
  /** A tax of the tax settings; its rate is copied onto the line. None: untaxed. */
  taxId?: string | null;
}

export interface BuiltLines {
  rows: Omit<OrderLinesTable, 'order_id'>[];
  totals: OrderTotals;
}

/**
 * Turns the client's lines into stored rows: product name (and default price) copied from the
 * catalogue, tax name and rate copied from the tax settings, figures computed by the shared money
 * module. The client's own figures are never read.
 */
export async function buildLines(trx: Trx, scope: Scope, catalog: CatalogLookup, input: OrderLineInput[]): Promise<BuiltLines> {
  if (!input.length) throw badRequest('请至少添加一行明细');
  const productIds = [...new Set(input.map((l) => l.productId).filter((v): v is string => !!v))];
  const products = await catalog.products(trx, scope, productIds);
  const taxIds = [...new Set(input.map((l) => l.taxId).filter((v): v is string => !!v))];
  const taxes = taxIds.length
    ? await trx
        .selectFrom('taxes')
        .select(['id', 'name', 'rate', 'enabled'])
        .where('tenant_id', '=', scope.tenantId)
        .where('project_id', '=', scope.projectId)
        .where('id', 'in', taxIds)
        .execute()
    : [];

  const rows = input.map((l, i) => {
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
    const taxBp = tax ? percentToBp(Number(tax.rate)) : 0;
    // Before any arithmetic on the line: quantity × price may be far beyond an exact integer.
    const tooBig = amountLimitError([{ quantity: l.quantity, unitPrice, discount, taxRate: taxBp / 100 }], i + 1);
    if (tooBig) throw badRequest(tooBig);
    if (discount > l.quantity * unitPrice) throw badRequest(`${at}的优惠金额不能大于数量 × 单价`);
    const a = lineAmounts({ quantity: l.quantity, unitPrice, discount, taxRate: taxBp / 100 });
    return {
      id: newId(),
      tenant_id: scope.tenantId,
      project_id: scope.projectId,
      line_no: i + 1,
      product_id: l.productId ?? null,
      product_name: productName,
      quantity: l.quantity,
      unit_price: unitPrice,
      discount,
      tax_id: tax?.id ?? null,
      tax_name: tax?.name ?? null,
      tax_bp: taxBp,
      amount: a.amount,
      tax: a.taxAmount,
    };
  });
  const inputs = rows.map((r) => ({ quantity: r.quantity, unitPrice: r.unit_price, discount: r.discount, taxRate: r.tax_bp / 100 }));
  // Every line fits; the sum of up to 200 of them may still pass the cap.
  const tooBig = amountLimitError(inputs);
  if (tooBig) throw badRequest(tooBig);
  return { rows, totals: orderTotals(inputs) };
}

/** Replaces the lines of an order (within the caller's transaction). */
export async function replaceLines(trx: Trx, scope: Scope, orderId: string, rows: BuiltLines['rows']): Promise<OrderLinesTable[]> {
  await trx.deleteFrom('order_lines').where('tenant_id', '=', scope.tenantId).where('project_id', '=', scope.projectId).where('order_id', '=', orderId).execute();
  const full = rows.map((r) => ({ ...r, order_id: orderId }));
  if (full.length) await trx.insertInto('order_lines').values(full).execute();
  return full;
}

/** The lines of an order, in order. */
export function readLines(trx: Trx, scope: Scope, orderId: string): Promise<OrderLinesTable[]> {
  return trx
    .selectFrom('order_lines')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('project_id', '=', scope.projectId)
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
}

import type { Database as SqliteDatabase } from 'better-sqlite3';
import type pg from 'pg';
import { newId } from '../server/src/core/ids';
import { lineAmounts } from '../src/domain/money';
import { paymentStatusFor } from '../src/domain/sales/statuses';
import { isUnpaid } from '../server/src/areas/sales/order-stats';
import { orderCode } from '../server/src/areas/sales/order-rules';

/** Rows as the bulk load writes them (the engine's columns of the order schema, snake_case). */
type OrderRow = Record<(typeof ORDER_COLS)[number], string | number | null>;
type LineRow = Record<(typeof LINE_COLS)[number], string | number | null>;

/** Deterministic LCG so every run loads the same rows. */
function rng(seed = 7) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

export interface OrderScope {
  tenantId: string;
  projectId: string;
  customerIds: string[];
  /** The customers' names, parallel to customerIds (bench:scale filters orders by them); absent: 客户N. */
  customerNames?: string[];
  products: { id: string; name: string; price: number }[];
}

const ORDER_STATUSES = [0, 1, 1, 1, 2, 3, 3, 3, 3, 4];
const QUOTATION_STATUSES = [100, 101, 101, 102, 102, 103, 104];

/**
 * Yields batches of orders (60 % formal, 30 % customer quotations, 10 % potential) with about three
 * lines each, dated over the past two years, with figures from the shared money module and payment
 * states that follow from their sums: the rows the services would have written.
 */
export function* orderBatches(scope: OrderScope, count: number, batch: number): Generator<{ orders: OrderRow[]; lines: LineRow[] }> {
  const r = rng(scope.projectId.length + count);
  const now = Date.now();
  const span = 730 * 86_400_000;
  for (let done = 0; done < count; done += batch) {
    const orders: OrderRow[] = [];
    const lines: LineRow[] = [];
    for (let i = done; i < Math.min(count, done + batch); i++) {
      const at = now - span + Math.floor((span / count) * i);
      const id = newId(at);
      const day = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10);
      const kind = r(10);
      const type = kind < 6 ? 0 : kind < 9 ? 1 : 2;
      const status = type === 0 ? ORDER_STATUSES[r(ORDER_STATUSES.length)] : QUOTATION_STATUSES[r(QUOTATION_STATUSES.length)];
      let subtotal = 0,
        discountTotal = 0,
        taxTotal = 0;
      const n = 2 + r(3);
      for (let l = 0; l < n; l++) {
        const p = scope.products[r(scope.products.length)];
        const quantity = 1 + r(10);
        const discount = r(4) === 0 ? Math.floor(quantity * p.price * 0.05) : 0;
        const taxBp = [1300, 1300, 600, 0][r(4)];
        const a = lineAmounts({ quantity, unitPrice: p.price, discount, taxRate: taxBp / 100 });
        subtotal += a.amount;
        discountTotal += discount;
        taxTotal += a.taxAmount;
        lines.push({
          id: newId(at),
          tenant_id: scope.tenantId,
          project_id: scope.projectId,
          order_id: id,
          line_no: l + 1,
          product_id: p.id,
          product_name: p.name,
          quantity,
          unit_price: p.price,
          discount,
          tax_id: null,
          tax_name: taxBp ? `增值税 ${taxBp / 100}%` : null,
          tax_rate: taxBp / 100,
          amount: a.amount,
          tax_amount: a.taxAmount,
        });
      }
      const total = subtotal + taxTotal;
      const paidRoll = type === 0 && (status === 1 || status === 3) ? r(10) : 10;
      const paid = paidRoll < 5 ? total : paidRoll < 8 ? Math.floor(total / 3) : 0;
      const customer = r(scope.customerIds.length);
      const row: OrderRow = {
        id,
        tenant_id: scope.tenantId,
        project_id: scope.projectId,
        type,
        code: orderCode(type, day, id),
        status,
        payment_status: paymentStatusFor(total, paid, 0),
        customer_id: scope.customerIds[customer],
        customer_name: scope.customerNames?.[customer] ?? `客户${r(5000)}`,
        order_date: day,
        valid_until: type === 0 ? null : day,
        subtotal,
        discount_total: discountTotal,
        tax_total: taxTotal,
        total,
        paid_total: paid,
        refunded_total: 0,
        is_unpaid: 0,
        source_quotation_id: null,
        order_id: null,
        remark: null,
        created_by: null,
        created_at: new Date(at).toISOString(),
        updated_at: new Date(at).toISOString(),
      };
      row.is_unpaid = isUnpaid({ type, status, orderDate: day, total, paidTotal: paid }) ? 1 : 0;
      orders.push(row);
    }
    yield { orders, lines };
  }
}

const ORDER_COLS = [
  'id',
  'tenant_id',
  'project_id',
  'type',
  'code',
  'status',
  'payment_status',
  'customer_id',
  'customer_name',
  'order_date',
  'valid_until',
  'subtotal',
  'discount_total',
  'tax_total',
  'total',
  'paid_total',
  'refunded_total',
  'is_unpaid',
  'source_quotation_id',
  'order_id',
  'remark',
  'created_by',
  'created_at',
  'updated_at',
] as const;
const LINE_COLS = [
  'id',
  'tenant_id',
  'project_id',
  'order_id',
  'line_no',
  'product_id',
  'product_name',
  'quantity',
  'unit_price',
  'discount',
  'tax_id',
  'tax_name',
  'tax_rate',
  'amount',
  'tax_amount',
] as const;
const INT = new Set(['type', 'status', 'payment_status', 'is_unpaid', 'line_no', 'quantity']);
const BIG = new Set([
  'subtotal',
  'discount_total',
  'tax_total',
  'total',
  'paid_total',
  'refunded_total',
  'unit_price',
  'discount',
  'amount',
  'tax_amount',
]);
const REAL = new Set(['tax_rate']);

/** SQLite: prepared statements in one transaction per batch. */
export function loadSqlite(sqlite: SqliteDatabase, scope: OrderScope, count: number): void {
  const ins = (table: string, cols: readonly string[]) =>
    sqlite.prepare(`insert into ${table} (${cols.join(',')}) values (${cols.map((c) => '@' + c).join(',')})`);
  const o = ins('orders', ORDER_COLS);
  const l = ins('order_lines', LINE_COLS);
  for (const b of orderBatches(scope, count, 20_000)) {
    sqlite.transaction(() => {
      for (const row of b.orders) o.run(row);
      for (const row of b.lines) l.run(row);
    })();
  }
}

/** PostgreSQL: one INSERT … SELECT FROM unnest(arrays) per batch (COPY-like speed, plain SQL). */
export async function loadPostgres(client: pg.ClientBase, scope: OrderScope, count: number): Promise<void> {
  const pgType = (c: string) => (INT.has(c) ? 'int[]' : BIG.has(c) ? 'bigint[]' : REAL.has(c) ? 'float8[]' : 'text[]');
  const sqlFor = (table: string, cols: readonly string[]) =>
    `insert into ${table} (${cols.join(',')}) select * from unnest(${cols.map((c, i) => `$${i + 1}::${pgType(c)}`).join(',')})`;
  const oSql = sqlFor('orders', ORDER_COLS);
  const lSql = sqlFor('order_lines', LINE_COLS);
  for (const b of orderBatches(scope, count, 20_000)) {
    await client.query(
      oSql,
      ORDER_COLS.map((c) => b.orders.map((r) => r[c])),
    );
    await client.query(
      lSql,
      LINE_COLS.map((c) => b.lines.map((r) => r[c])),
    );
  }
}

/** Rebuilds the per-day roll-up of a project from its orders (the bulk load bypassed the services). */
export const rebuildStatsSql = (tenantId: string, projectId: string) => [
  `delete from order_daily_stats where tenant_id = '${tenantId}' and project_id = '${projectId}'`,
  `insert into order_daily_stats (tenant_id, project_id, day, orders, totals, unpaid_count, unpaid_total)
   select tenant_id, project_id, order_date, count(*), sum(total), sum(is_unpaid), sum(case when is_unpaid = 1 then total - paid_total + refunded_total else 0 end)
   from orders where tenant_id = '${tenantId}' and project_id = '${projectId}' and type = 0 and status in (1, 3)
   group by tenant_id, project_id, order_date`,
];

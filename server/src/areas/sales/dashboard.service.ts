import { sql } from 'kysely';
import { ownerCondition } from '../../schema-engine/owner-scope';
import type { Db } from '../../db/client';
import type { Scope } from '../../core/scope';
import { badRequest } from '../../core/errors';
import { addDays, businessToday, daysInMonth, monthStart, prevMonthStart, weekStart, yearStart } from '../../core/business-days';
import type { ResourceService } from '../../schema-engine/resource-service';
import type { OrderRecord } from '../../../../src/schemas/orderFields';
import type { CatalogLookup } from './catalog-lookup';
import type {
  CustomerCounts,
  FiguresDay,
  DashboardCollect,
  MoneyFigure,
  OrderFigures,
  TrendPeriod,
  TrendRange,
  TrendResult,
} from '../../../../src/domain/sales/dto';
import { inScope } from '../../db/scope';
import { keptFigures } from '../../db/list/kept-figures';
import { countScopeKey } from '../../db/list/count-cache';
import type { DayContribution } from './order-stats';
import { OrderType, SALE_STATUSES } from '../../../../src/domain/sales/statuses';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

const TREND_RANGES: TrendRange[] = ['week', 'month', 'year'];
/** The tables the catalogue's customerCounts reads (its figures are kept at their list versions). */
const CUSTOMER_TABLES = ['customer', 'customer_potential'] as const;

/**
 * The order field each money figure of the dashboard is summed from (docs/permissions.md, 仪表盘):
 * the figure goes when the caller's order field rules hide that field. 未收款金额 sums what each sale
 * still owes, the order's 未付金额, which derives from 总金额 and 已付金额: hiding either (or
 * `lines.unitPrice`, from which 总金额 derives) hides it, through the schema's derivations. The trend's
 * money series are sums of 总金额, like 销售总额. Counts name no money and always stay.
 */
const MONEY_FIGURE_SOURCES = { totals: 'total', todayTotals: 'total', unpaidTotal: 'unpaidAmount' } as const satisfies Record<
  MoneyFigure,
  string
>;

/** Whether the caller's order field rules hide a field (FieldRules.hides: derived rules included). */
export type HidesOrderField = (field: string) => boolean;

/** The collect figures without the money figures whose source `hides` covers; every count stays. */
export function withholdCollect(figures: DashboardCollect, hides: HidesOrderField): DashboardCollect {
  const out = { ...figures };
  for (const [figure, field] of Object.entries(MONEY_FIGURE_SOURCES))
    if (hides(field)) delete out[figure as keyof typeof MONEY_FIGURE_SOURCES];
  return out;
}

/** The trend without its money series (each point's and each period's `totals`) when `hides` covers their source; the order counts stay. */
export function withholdTrend(trend: TrendResult, hides: HidesOrderField): TrendResult {
  if (!hides(MONEY_FIGURE_SOURCES.totals)) return trend;
  const period = ({ start, end, points, orders }: TrendPeriod): TrendPeriod => ({
    start,
    end,
    points: points.map(({ date, orders: n }) => ({ date, orders: n })),
    orders,
  });
  return { ...trend, this: period(trend.this), last: period(trend.last) };
}

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** Bucket starts of a period: every day of [start, start+n), or the 12 month starts of a year. */
function buckets(range: TrendRange, start: string): string[] {
  if (range === 'year') return Array.from({ length: 12 }, (_, i) => `${start.slice(0, 4)}-${String(i + 1).padStart(2, '0')}-01`);
  const n = range === 'week' ? 7 : daysInMonth(start);
  return Array.from({ length: n }, (_, i) => addDays(start, i));
}

/**
 * Dashboard figures of docs/requirements.md §3, read from the per-day roll-up `order_daily_stats` (one row
 * per project and day, kept in step with every order write), so each call reads at most a few
 * hundred small rows whatever the number of orders.
 */
export function createDashboardService(db: Db, catalog: CatalogLookup, orders: () => ResourceService) {
  const k = db.kysely;

  async function orderFigures(scope: Scope, today: string): Promise<OrderFigures> {
    const r = await k
      .selectFrom('order_daily_stats')
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('orders'), eb.lit(0)).as('orders'),
        eb.fn.coalesce(eb.fn.sum<number>('totals'), eb.lit(0)).as('totals'),
        eb.fn.coalesce(eb.fn.sum<number>('unpaid_count'), eb.lit(0)).as('unpaid_count'),
        eb.fn.coalesce(eb.fn.sum<number>('unpaid_total'), eb.lit(0)).as('unpaid_total'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('day', '=', today).then(eb.ref('orders')).else(0).end()), eb.lit(0))
          .as('today_orders'),
        eb.fn
          .coalesce(eb.fn.sum<number>(eb.case().when('day', '=', today).then(eb.ref('totals')).else(0).end()), eb.lit(0))
          .as('today_totals'),
      ])
      .where(inScope(scope))
      .executeTakeFirstOrThrow();
    return {
      totals: Number(r.totals),
      orders: Number(r.orders),
      todayTotals: Number(r.today_totals),
      todayOrders: Number(r.today_orders),
      unpaidCount: Number(r.unpaid_count),
      unpaidTotal: Number(r.unpaid_total),
    };
  }

  /**
   * The day roll-up of the sales of the people a role's dashboard scope reaches (仅本人 or a department's,
   * docs/requirements.md §10.2, docs/permissions.md「数据范围」), summed in the database from their orders
   * (index orders_owner_idx: scope, type, creator, order date) by the project's roll-up rule
   * (order-stats.ts dayContribution: a sale is a formal order in 处理中 or 已完成; it is unpaid while it
   * owes, as its `is_unpaid` column says, and owes what its total exceeds its payments by). A department's orders may be hundreds of
   * thousands at a company's volume: one row a day comes out, never the orders.
   */
  async function ownDays(scope: Scope, owners: readonly string[], from?: string, to?: string): Promise<DayContribution[]> {
    // What a sale still owes, read through the index column its hook keeps (is_unpaid: isUnpaid, order-stats.ts).
    const owed = sql<number>`case when is_unpaid = 1 then total - paid_total else 0 end`;
    const rows = await k
      .selectFrom('orders')
      .select((eb) => [
        'order_date',
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number>('total').as('totals'),
        eb.fn.sum<number>('is_unpaid').as('unpaid_count'),
        eb.fn.sum<number>(owed).as('unpaid_total'),
      ])
      .where(inScope(scope))
      .where('type', '=', OrderType.FORMAL)
      .where('status', 'in', [...SALE_STATUSES])
      .where(ownerCondition('created_by', owners))
      .$if(!!from, (q) => q.where('order_date', '>=', from!))
      .$if(!!to, (q) => q.where('order_date', '<=', to!))
      .groupBy('order_date')
      .execute();
    return rows.map((r) => ({
      day: r.order_date,
      orders: Number(r.orders),
      totals: Number(r.totals),
      unpaidCount: Number(r.unpaid_count),
      unpaidTotal: Number(r.unpaid_total),
    }));
  }

  async function ownFigures(scope: Scope, owners: readonly string[], today: string): Promise<OrderFigures> {
    const f: OrderFigures = { totals: 0, orders: 0, todayTotals: 0, todayOrders: 0, unpaidCount: 0, unpaidTotal: 0 };
    for (const d of await ownDays(scope, owners)) {
      f.orders += d.orders;
      f.totals += d.totals;
      f.unpaidCount += d.unpaidCount;
      f.unpaidTotal += d.unpaidTotal;
      if (d.day === today) {
        f.todayOrders += d.orders;
        f.todayTotals += d.totals;
      }
    }
    return f;
  }

  /** Sums by bucket (a day, or a month's first day) between two days: the project's roll-up, or the scope's orders. */
  async function sumsByBucket(scope: Scope, owners: readonly string[] | null, year: boolean, from: string, to: string) {
    const bucketOf = (day: string) => (year ? `${day.slice(0, 7)}-01` : day);
    const sums = new Map<string, { orders: number; totals: number }>();
    const add = (day: string, orders: number, totals: number) => {
      const s = sums.get(bucketOf(day)) ?? { orders: 0, totals: 0 };
      s.orders += orders;
      s.totals += totals;
      sums.set(bucketOf(day), s);
    };
    if (owners) {
      for (const d of await ownDays(scope, owners, from, to)) add(d.day, d.orders, d.totals);
      return sums;
    }
    // A year is summed by month in the database (24 rows out); weeks and months read their days.
    const bucket = year ? sql<string>`substr(day, 1, 7)` : sql<string>`day`;
    const rows = await k
      .selectFrom('order_daily_stats')
      .select([bucket.as('bucket'), (eb) => eb.fn.sum<number>('orders').as('orders'), (eb) => eb.fn.sum<number>('totals').as('totals')])
      .where(inScope(scope))
      .where('day', '>=', from)
      .where('day', '<=', to)
      .groupBy(bucket)
      .execute();
    for (const row of rows) add(year ? `${row.bucket}-01` : row.bucket, Number(row.orders), Number(row.totals));
    return sums;
  }

  return {
    /**
     * Customer counts and order figures of the current project; with `owners` (a scope other than
     * 全部) the order figures count those people's sales.
     */
    async collect(
      scope: Scope,
      now = new Date(),
      owners: readonly string[] | null = null,
    ): Promise<CustomerCounts & OrderFigures & FiguresDay> {
      const today = businessToday(now);
      const [customers, orders] = await Promise.all([
        // Counted over every customer of the project: kept while neither table is written (kept-figures.ts).
        keptFigures(db, CUSTOMER_TABLES, countScopeKey(scope), 'dashboard:customers', () => catalog.customerCounts(k, scope)),
        owners ? ownFigures(scope, owners, today) : orderFigures(scope, today),
      ]);
      return { ...customers, ...orders, today };
    },

    /** This and last week (Monday first), month or year, in day buckets (months for a year). */
    async trend(scope: Scope, range: string, now = new Date(), owners: readonly string[] | null = null): Promise<TrendResult> {
      if (!TREND_RANGES.includes(range as TrendRange)) throw badRequest(() => ts('trendRange'));
      const r = range as TrendRange;
      const today = businessToday(now);
      const thisStart = r === 'week' ? weekStart(today) : r === 'month' ? monthStart(today) : yearStart(today);
      const lastStart =
        r === 'week' ? addDays(thisStart, -7) : r === 'month' ? prevMonthStart(today) : `${Number(today.slice(0, 4)) - 1}-01-01`;
      const thisB = buckets(r, thisStart);
      const lastB = buckets(r, lastStart);
      const thisEnd = r === 'year' ? `${thisStart.slice(0, 4)}-12-31` : thisB[thisB.length - 1];
      const lastEnd = r === 'year' ? `${lastStart.slice(0, 4)}-12-31` : lastB[lastB.length - 1];
      const sums = await sumsByBucket(scope, owners, r === 'year', lastStart, thisEnd);
      const period = (b: string[], start: string, end: string): TrendPeriod => {
        const points = b.map((date) => ({ date, orders: sums.get(date)?.orders ?? 0, totals: sums.get(date)?.totals ?? 0 }));
        return { start, end, points, orders: points.reduce((a, p) => a + p.orders, 0), totals: points.reduce((a, p) => a + p.totals, 0) };
      };
      const n = Math.max(thisB.length, lastB.length);
      const labels = r === 'week' ? WEEKDAYS : Array.from({ length: n }, (_, i) => (r === 'year' ? `${i + 1}月` : `${i + 1}日`));
      return { range: r, labels, this: period(thisB, thisStart, thisEnd), last: period(lastB, lastStart, lastEnd) };
    },

    /** Sales still waiting for money, newest first (index on is_unpaid, order_date); total from the roll-up. */
    async unpaid(
      scope: Scope,
      pageNo = 1,
      pageSize = 3,
      owners: readonly string[] | null = null,
    ): Promise<{ rows: OrderRecord[]; total: number }> {
      const rows = await k
        .selectFrom('orders')
        .selectAll()
        .where(inScope(scope))
        .where('is_unpaid', '=', 1)
        .$if(!!owners, (q) => q.where(ownerCondition('created_by', owners!)))
        .orderBy('order_date', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize)
        .execute();
      const today = businessToday();
      const { unpaidCount } = owners ? await ownFigures(scope, owners, today) : await orderFigures(scope, today);
      return { rows: (await orders().decode(scope, rows)) as unknown as OrderRecord[], total: unpaidCount };
    },
  };
}

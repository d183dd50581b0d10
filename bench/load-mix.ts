import type { Request } from 'autocannon';
import { rng } from './bench-data';

/** What the mix needs of the database under test: a session, a project and rows to read and write. */
export interface LoadFixture {
  token: string;
  projectId: string;
  customerIds: string[];
  productIds: string[];
  orderIds: string[];
  /** Formal orders made for the run, owing far more than the run can pay. */
  payOrderIds: string[];
  payModeId: string;
}

/** The tables whose rows the writes add: each 2xx add is one row more. */
export type CountedTable = 'customer' | 'product' | 'payments';

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: Record<string, unknown>;
}

interface Kind {
  name: string;
  weight: number;
  /** Set on writes; `adds` names the table that gets one row per 2xx reply. */
  write?: { adds?: CountedTable };
  /** `id` is unique across the run and the runs before it on the same database (product codes are). */
  call(f: LoadFixture, r: (n: number) => number, id: string): Call;
}

const API = '/ace-apis';
const pick = <T>(xs: T[], r: (n: number) => number) => xs[r(xs.length)];
const mobile = (r: (n: number) => number) => `1${3 + r(7)}${String(r(1e9)).padStart(9, '0')}`;

/**
 * The mix, by weight out of 100: about what a back office does all day, mostly lists and records
 * opened from them, one call in three a write. Payments are small (≤ ¥100) against orders owing
 * ¥10亿 each, so none is refused for paying more than is owed.
 */
const KINDS: Kind[] = [
  {
    name: '订单列表',
    weight: 14,
    call: (_f, r) => ({ method: 'GET', path: `/business/order/list?type=0&sortField=orderDate&sortOrder=desc&pageNo=${1 + r(5)}` }),
  },
  { name: '客户列表', weight: 12, call: (_f, r) => ({ method: 'GET', path: `/business/customer/list?pageNo=${1 + r(5)}&pageSize=10` }) },
  {
    name: '产品列表',
    weight: 12,
    call: (_f, r) => ({ method: 'GET', path: `/business/product/list?status=1&sortField=price&sortOrder=desc&pageNo=${1 + r(5)}` }),
  },
  { name: '订单详情', weight: 10, call: (f, r) => ({ method: 'GET', path: `/business/order/findById?_id=${pick(f.orderIds, r)}` }) },
  { name: '客户详情', weight: 9, call: (f, r) => ({ method: 'GET', path: `/business/customer/findById?_id=${pick(f.customerIds, r)}` }) },
  { name: '产品详情', weight: 9, call: (f, r) => ({ method: 'GET', path: `/business/product/findById?_id=${pick(f.productIds, r)}` }) },
  {
    name: '新增客户',
    weight: 6,
    write: { adds: 'customer' },
    call: (_f, r, id) => ({
      method: 'POST',
      path: '/business/customer/add',
      body: { name: `压测客户 ${id}`, type: r(2), contactMethod: 0, contactValue: mobile(r) },
    }),
  },
  {
    name: '新增产品',
    weight: 6,
    write: { adds: 'product' },
    call: (_f, r, id) => ({
      method: 'POST',
      path: '/business/product/add',
      body: { name: `压测产品 ${id}`, code: `LOAD-${id}`, price: 100 * (1 + r(10000)), stock: r(500) },
    }),
  },
  {
    name: '修改客户',
    weight: 6,
    write: {},
    call: (f, r, id) => ({
      method: 'PUT',
      path: '/business/customer/update',
      body: { _id: pick(f.customerIds, r), remark: `压测备注 ${id}` },
    }),
  },
  {
    name: '修改产品',
    weight: 6,
    write: {},
    call: (f, r) => ({ method: 'PUT', path: '/business/product/update', body: { _id: pick(f.productIds, r), stock: r(1000) } }),
  },
  {
    name: '订单收款',
    weight: 10,
    write: { adds: 'payments' },
    call: (f, r) => ({
      method: 'POST',
      path: '/business/payment/add',
      body: { orderId: pick(f.payOrderIds, r), kind: 0, amount: 1 + r(10000), payModeId: f.payModeId },
    }),
  },
];

export interface KindFigures {
  name: string;
  write: boolean;
  sent: number;
  answered: number;
  ok: number;
  statuses: Record<number, number>;
  latencies: number[];
}

/** What the replies said: per kind, the acknowledged adds per table and the first server errors. */
export class LoadTally {
  kinds = new Map<string, KindFigures>(KINDS.map((k) => [k.name, this.empty(k)]));
  acked: Record<CountedTable, number> = { customer: 0, product: 0, payments: 0 };
  /** Cents of the payments the server acknowledged. */
  ackedPaid = 0;
  /** Requests in flight when the run stopped, per table they might have added to. */
  unanswered: Record<CountedTable, number> = { customer: 0, product: 0, payments: 0 };
  serverErrors: string[] = [];
  private last: KindFigures | null = null;

  private empty(k: Kind): KindFigures {
    return { name: k.name, write: !!k.write, sent: 0, answered: 0, ok: 0, statuses: {}, latencies: [] };
  }

  sent(k: Kind) {
    this.kinds.get(k.name)!.sent += 1;
  }

  answered(k: Kind, call: Call, status: number, body: string) {
    const f = this.kinds.get(k.name)!;
    f.answered += 1;
    this.last = f;
    if (status >= 200 && status < 300) {
      f.ok += 1;
      if (k.write?.adds) this.acked[k.write.adds] += 1;
      if (k.write?.adds === 'payments') this.ackedPaid += call.body!.amount as number;
      return;
    }
    f.statuses[status] = (f.statuses[status] ?? 0) + 1;
    if (status >= 500 && this.serverErrors.length < 5)
      this.serverErrors.push(
        `${status} ${call.method} ${API}${call.path} ${call.body ? JSON.stringify(call.body) : ''} → ${body.slice(0, 300)}`,
      );
  }

  /** autocannon's 'response' event follows onResponse synchronously: its time belongs to that reply. */
  latency(ms: number) {
    this.last?.latencies.push(ms);
    this.last = null;
  }

  /** Called once the run is over: what was sent and never answered may or may not have been written. */
  close() {
    for (const k of KINDS) {
      const f = this.kinds.get(k.name)!;
      if (k.write?.adds) this.unanswered[k.write.adds] += f.sent - f.answered;
    }
  }
}

/**
 * One autocannon request that is a different call each time, drawn from the mix. `tag` keeps the
 * product codes of one run apart from those of the runs before it on the same database.
 */
export function mixedRequest(f: LoadFixture, tally: LoadTally, tag: string, seed: number): Request {
  const r = rng(seed);
  const total = KINDS.reduce((s, k) => s + k.weight, 0);
  let n = 0;
  const draw = () => {
    let x = r(total);
    for (const k of KINDS) if ((x -= k.weight) < 0) return k;
    return KINDS[0];
  };
  return {
    setupRequest(req, context) {
      const kind = draw();
      n += 1;
      const call = kind.call(f, r, `${tag}-${seed}-${n}`);
      context.kind = kind;
      context.call = call;
      tally.sent(kind);
      // A fresh headers object each time: autocannon writes Content-Length into the one it gets.
      const headers: Record<string, string> = { authorization: `Bearer ${f.token}`, projectid: f.projectId };
      if (call.body) headers['content-type'] = 'application/json';
      return { ...req, method: call.method, path: API + call.path, headers, body: call.body ? JSON.stringify(call.body) : undefined };
    },
    onResponse(status, body, context) {
      tally.answered(context.kind, context.call, status, body);
    },
  };
}

import type { RowCounts } from './load-db';
import type { CountedTable, KindFigures, LoadTally } from './load-mix';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const ms = (v: number) => `${v.toFixed(1)} ms`;
const num = (v: number) => Math.round(v).toLocaleString();
const yuan = (cents: number) => `¥${(cents / 100).toLocaleString(undefined, { minimumFractionDigits: 2 })}`;

function line(label: string, kinds: KindFigures[], seconds: number) {
  const times = kinds.flatMap((k) => k.latencies).sort((a, b) => a - b);
  const answered = kinds.reduce((s, k) => s + k.answered, 0);
  const failed = kinds.reduce((s, k) => s + k.answered - k.ok, 0);
  return `  ${label.padEnd(6, '　')} p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  p99 ${ms(pct(times, 99))}  ${num(answered / seconds)} 次/秒（${num(answered)} 次）${failed ? `  非 2xx ${num(failed)}` : ''}`;
}

const TABLES: [CountedTable, string][] = [
  ['customer', '客户 customer'],
  ['product', '产品 product'],
  ['payments', '付款 payments'],
];

/**
 * Whether the database holds exactly the acknowledged adds. A request still in flight when the run
 * stopped may have been committed without its reply being read, so up to that many rows more are
 * consistent; fewer rows than acknowledged, or more than that, are not.
 */
function checkWrites(tally: LoadTally, before: RowCounts, after: RowCounts): boolean {
  let sound = true;
  console.log('  写入核对（2xx 回复数 / 数据库行数增量，运行后直接读数据库）：');
  for (const [table, label] of TABLES) {
    const acked = tally.acked[table];
    const delta = after[table] - before[table];
    const open = tally.unanswered[table];
    const ok = delta === acked || (delta > acked && delta <= acked + open);
    sound &&= ok;
    const note = delta === acked ? '一致' : ok ? `一致（另 ${delta - acked} 行来自结束时未收到回复的 ${open} 个请求）` : '不一致 ✗';
    console.log(`    ${label.padEnd(14)} 2xx ${num(acked).padStart(7)}  增量 ${num(delta).padStart(7)}  ${note}`);
  }
  const paid = after.paid - before.paid;
  const exact = after.payments - before.payments === tally.acked.payments;
  const paidOk = exact ? paid === tally.ackedPaid : paid >= tally.ackedPaid;
  sound &&= paidOk;
  const paidNote = !paidOk ? '不一致 ✗' : exact ? '一致' : '一致（含未收到回复的付款）';
  console.log(`    ${'已付金额'.padEnd(10, '　')} 2xx ${yuan(tally.ackedPaid)}  订单已付增量 ${yuan(paid)}  ${paidNote}`);
  return sound;
}

export interface RunFigures {
  title: string;
  tally: LoadTally;
  seconds: number;
  /** autocannon's connection errors and timeouts. */
  errors: number;
  before: RowCounts;
  after: RowCounts;
  serverErrors: string[];
}

/** Prints one run's figures and checks; returns its requests per second. */
export function printRun(r: RunFigures): number {
  const kinds = [...r.tally.kinds.values()];
  const answered = kinds.reduce((s, k) => s + k.answered, 0);
  console.log(`\n== ${r.title}`);
  console.log(line('全部', kinds, r.seconds) + `  错误 ${r.errors}`);
  console.log(
    line(
      '读',
      kinds.filter((k) => !k.write),
      r.seconds,
    ),
  );
  console.log(
    line(
      '写',
      kinds.filter((k) => k.write),
      r.seconds,
    ),
  );
  for (const k of kinds) {
    const times = [...k.latencies].sort((a, b) => a - b);
    const statuses = Object.entries(k.statuses).map(([s, n]) => `${s}×${n}`);
    console.log(
      `    ${k.name.padEnd(5, '　')} ${num(k.answered).padStart(7)} 次  p50 ${ms(pct(times, 50))}  p99 ${ms(pct(times, 99))}${statuses.length ? `  非 2xx：${statuses.join('，')}` : ''}`,
    );
  }
  if (r.tally.serverErrors.length) console.log(`  5xx 示例（请求 → 回复）：\n    ${r.tally.serverErrors.join('\n    ')}`);
  if (r.serverErrors.length) console.log(`  服务端错误日志：\n    ${r.serverErrors.join('\n    ')}`);
  if (!checkWrites(r.tally, r.before, r.after)) process.exitCode = 1;
  return answered / r.seconds;
}

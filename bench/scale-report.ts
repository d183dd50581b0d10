import { median, type Load } from './scale-measure';

/**
 * The figures of `npm run bench:scale`, printed as they come and again at the end as Markdown tables
 * (one per database, and one for PostgreSQL's processes) to paste into docs/performance.md.
 */

/**
 * Milliseconds, megabytes or microseconds of CPU of single measurements (their median is shown), or
 * autocannon runs (medians of each figure).
 */
export type Figure = { ms: number[] } | { mb: number[] } | { us: number[] } | { load: Load[] };

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const dec = (n: number) => (n < 10 ? n.toFixed(1) : int(n));

function loadMedian(runs: Load[]): Load {
  return {
    p50: median(runs.map((r) => r.p50)),
    p95: median(runs.map((r) => r.p95)),
    rps: median(runs.map((r) => r.rps)),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  };
}

/** The figure as a table cell: `12.3 ms`, `85 MB`, or `p50 1.2 / p95 3.4 ms, 4,567 req/s`. */
function cell(f: Figure): string {
  if ('ms' in f) return `${dec(median(f.ms))} ms`;
  if ('mb' in f) return `${dec(median(f.mb))} MB`;
  if ('us' in f) return `${dec(median(f.us))} µs`;
  const l = loadMedian(f.load);
  return `p50 ${dec(l.p50)} / p95 ${dec(l.p95)} ms, ${int(l.rps)} req/s${l.errors ? ` (${l.errors} errors)` : ''}`;
}

/**
 * Engine against bare, always engine ÷ bare: for throughput (req/s) below 1 means the engine is slower
 * (docs/performance.md reads its aims as "≥ 0.8× the bare handler"); for times, sizes and CPU above 1
 * means slower, bigger or costlier.
 */
function ratio(engine: Figure, bare: Figure): string {
  const r =
    'load' in engine && 'load' in bare
      ? loadMedian(engine.load).rps / loadMedian(bare.load).rps
      : 'ms' in engine && 'ms' in bare
        ? median(engine.ms) / median(bare.ms)
        : 'mb' in engine && 'mb' in bare
          ? median(engine.mb) / median(bare.mb)
          : 'us' in engine && 'us' in bare
            ? median(engine.us) / median(bare.us)
            : NaN;
  return `${r.toFixed(2)}×`;
}

interface Table {
  title: string;
  header: string[];
  rows: string[][];
  notes: string[];
}

export class ScaleReport {
  private tables: Table[] = [];

  private table(title: string, header: string[]): Table {
    let t = this.tables.find((x) => x.title === title);
    if (!t) this.tables.push((t = { title, header, rows: [], notes: [] }));
    return t;
  }

  /** A row of a database's table: one figure of the engine beside the bare one (`against` names another floor). */
  pair(database: string, size: number, figure: string, engine: Figure, bare: Figure, against?: string): void {
    const row = [int(size), against ? `${figure} (bare: ${against})` : figure, cell(engine), cell(bare), ratio(engine, bare)];
    this.table(database, ['Rows', 'Figure', 'Engine', 'Bare', 'Ratio']).rows.push(row);
    console.log(`  ${figure}: 服务 ${row[2]} | ${against ?? '裸处理器'} ${row[3]} | ${row[4]}`);
  }

  /** A line printed under a database's table. */
  note(database: string, text: string): void {
    this.table(database, ['Rows', 'Figure', 'Engine', 'Bare', 'Ratio']).notes.push(text);
  }

  /** A row of PostgreSQL's processes table: the order list with total through one process and through two. */
  processes(size: number, one: Load, oneOfTwo: Load, two: Load): void {
    const row = [int(size), cell({ load: [one] }), cell({ load: [oneOfTwo] }), cell({ load: [two] }), `${(two.rps / one.rps).toFixed(2)}×`];
    this.table('PostgreSQL: order list with total, one server process and two on the same database', [
      'Rows',
      'One process',
      'One of two processes (the other idle)',
      'Two processes (connections split)',
      'Two ÷ one, req/s',
    ]).rows.push(row);
    console.log(`  进程：一个 ${row[1]} | 两个中的一个 ${row[2]} | 两个 ${row[3]} | ${row[4]}`);
  }

  /** Every table in Markdown. */
  print(): void {
    console.log('\n----- Markdown (docs/performance.md) -----');
    console.log(
      '\nRatio, always engine ÷ bare: req/s below 1 means the engine is slower; times, memory and start-up above 1 mean slower or bigger.',
    );
    for (const t of this.tables) {
      console.log(`\n${t.title} (rows: customers, and as many orders and quotations of about three lines each)\n`);
      console.log(`| ${t.header.join(' | ')} |`);
      console.log(`|${t.header.map(() => '---').join('|')}|`);
      for (const r of t.rows) console.log(`| ${r.join(' | ')} |`);
      if (t.notes.length) console.log(`\n${t.notes.join('\n')}`);
    }
  }
}

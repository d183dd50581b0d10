import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import autocannon from 'autocannon';

/** What every benchmark of `bench/` shares: starting a server process and one autocannon run. */

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const root = path.resolve(import.meta.dirname, '..');

/** Starts a process of node with `args` and resolves once its output matches `ready`. */
export function start(args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d) => (out += d.toString()));
    child.on('exit', (code) => reject(new Error(`${args[0]} exited (${code}):\n${out}`)));
  });
}

export interface Figures {
  name: string;
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One autocannon run; latencies collected per response so p95 is exact (autocannon reports p97.5, not p95). */
export async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const times: number[] = [];
  const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  instance.on('response', (_c: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await instance;
  times.sort((a, b) => a - b);
  return {
    name,
    p50: pct(times, 50),
    p95: pct(times, 95),
    p99: pct(times, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

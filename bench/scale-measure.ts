import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import autocannonAny, { type RequestsOptions } from 'autocannon';

/** The measuring parts of `npm run bench:scale`: processes timed from spawn, single requests, autocannon. */

const root = path.resolve(import.meta.dirname, '..');

/** What autocannon's result holds beyond autocannon-requests.d.ts's type. */
interface CannonResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { average: number };
}
const autocannon = autocannonAny as unknown as (o: RequestsOptions) => PromiseLike<CannonResult> & {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): void;
};

export interface Started {
  child: ChildProcess;
  /** Milliseconds from spawn to the first HTTP answer (any status). */
  ms: number;
}

/**
 * Spawns node with `args` and polls `probe` every 5 ms until anything answers over HTTP: the time a
 * load balancer would wait before sending the process work.
 */
export async function spawnTimed(args: string[], env: NodeJS.ProcessEnv, probe: string): Promise<Started> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d.toString()));
  child.stderr!.on('data', (d) => (out += d.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode}):\n${out}`);
    try {
      await fetch(probe);
      return { child, ms: performance.now() - t0 };
    } catch {
      if (performance.now() - t0 > 60_000) throw new Error(`${args.join(' ')} did not answer in 60 s:\n${out}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }
}

/** SIGTERM and wait for the exit (a clean shutdown: the server removes its row of server_processes). */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Resolves once a server has answered what was asked of it before: `probe` (a cheap path) answers
 * within 50 ms. Requests autocannon left in flight are read and run one after the other when the
 * server's event loop gets to them; a probe sent meanwhile is accepted on a new connection and read
 * only after them, so a slow answer means a backlog (a bare LIKE scan takes seconds at a million rows)
 * and a quick one its end.
 */
export async function drained(probe: string): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    const t = performance.now();
    await (await fetch(probe)).text();
    if (performance.now() - t < 50) return;
    if (performance.now() - t0 > 300_000) throw new Error(`${probe}: still busy after 5 minutes`);
  }
}

/** Resident memory of a process in MB (VmRSS). */
export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/** Clock ticks a second, the unit of /proc's CPU times. */
const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/** CPU time a process has used so far (user and system), in microseconds: /proc/<pid>/stat's utime and stime. */
export function cpuUs(pid: number): number {
  // The fields after the command name, which is in parentheses and may hold spaces: state is field 3, utime 14, stime 15.
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLK_TCK;
}

/** One GET, timed to the end of its body; answers the time and the parsed JSON. */
export async function timed<T>(url: string, headers: Record<string, string> = {}): Promise<{ ms: number; body: T }> {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as T };
}

export interface Load {
  p50: number;
  p95: number;
  rps: number;
  /** Socket errors and timeouts, and non-2xx answers unless `expect404`. */
  errors: number;
  /**
   * The CPU the processes of `pids` spent per answer (µs): what a request costs the server itself, which
   * req/s hides once the load generator, on the same cores, is what limits them.
   */
  cpuUs?: number;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * autocannon with `connections` split evenly across `ports` (one instance per port, all at once), each
 * request taking the next of `paths` in turn (a rotating set of searches, or one path). p50/p95 from
 * every response's time (autocannon itself reports p97.5, not p95); req/s summed over the instances.
 */
export async function load(opts: {
  ports: number[];
  paths: string[];
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  expect404?: boolean;
  /** Processes whose CPU time per answer to report (the server's, not the database's). */
  pids?: number[];
}): Promise<Load> {
  const times: number[] = [];
  const cpuSpent = (pids: number[]) => pids.reduce((s, pid) => s + cpuUs(pid), 0);
  const cpuBefore = opts.pids && cpuSpent(opts.pids);
  let turn = 0;
  const results = await Promise.all(
    opts.ports.map((port, i) => {
      const instance = autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: Math.floor(opts.connections / opts.ports.length) + (i < opts.connections % opts.ports.length ? 1 : 0),
        duration: opts.seconds,
        timeout: 60,
        requests: [
          {
            setupRequest: (req) => ({ ...req, method: 'GET', path: opts.paths[turn++ % opts.paths.length], headers: opts.headers ?? {} }),
          },
        ],
      });
      instance.on('response', (_c, _s, _b, ms) => times.push(ms));
      return instance;
    }),
  );
  const cpu = opts.pids && cpuSpent(opts.pids) - cpuBefore!;
  times.sort((a, b) => a - b);
  return {
    ...(cpu !== undefined && times.length ? { cpuUs: cpu / times.length } : {}),
    p50: pct(times, 50),
    p95: pct(times, 95),
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    errors: results.reduce((s, r) => s + r.errors + r.timeouts + (opts.expect404 ? 0 : r.non2xx), 0),
  };
}

/** The median of some numbers. */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

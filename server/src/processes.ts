import cluster, { type Worker } from 'node:cluster';

/**
 * The primary process of `ACE_PROCESSES=N` (main.ts): forks N workers that share the port (Node's
 * cluster hands out connections) and replaces one that dies, waiting longer each time replacements
 * die before listening; a first worker that fails to start stops them all (the others would too).
 * On SIGINT/SIGTERM it tells every worker to close (each drains its in-flight requests) and exits
 * when they are gone, with a worker's non-zero exit code if one had to be forced. The workers share
 * one PostgreSQL database; their caches stay true through the change bus (db/change-bus.ts).
 * Resolves once every worker listens.
 */
export async function runProcesses(count: number, shutdownTimeoutMs: number): Promise<void> {
  let stopping = false;
  /** True once every first worker listens: from then on a worker that fails is retried, not fatal. */
  let up = false;
  /** Wait before the next replacement; doubles while replacements keep dying, up to 30 s. */
  let backoffMs = 0;
  /** Non-zero when a worker did not stop cleanly: the primary exits with it. */
  let exitCode = 0;
  /** Live workers, and whether each got as far as listening. */
  const workers = new Map<Worker, { listened: boolean }>();

  const fork = () => {
    const worker = cluster.fork();
    const state = { listened: false };
    workers.set(worker, state);
    worker.once('listening', () => (state.listened = true));
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const listened = workers.get(worker)?.listened ?? false;
    workers.delete(worker);
    if (stopping) {
      if (code) exitCode = code;
      if (workers.size === 0) process.exit(exitCode);
      return;
    }
    console.error(`服务进程 ${worker.process.pid} 已退出（${signal ?? `退出码 ${code}`}）`);
    // A first worker that never listened failed at start (a setting, the database): the others would too.
    if (!up && !listened) {
      console.error('服务进程未能启动，不再重启；请查看上面的错误');
      for (const other of workers.keys()) other.process.kill('SIGTERM');
      process.exit(1);
    }
    // Later, replace it; if replacements die before listening (the database away), wait longer each time.
    backoffMs = listened ? 0 : Math.min(Math.max(backoffMs * 2, 1_000), 30_000);
    setTimeout(() => {
      if (!stopping) fork().once('listening', () => (backoffMs = 0));
    }, backoffMs);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of workers.keys()) worker.process.kill(signal);
    setTimeout(() => {
      console.error(`服务进程未在 ${shutdownTimeoutMs / 1000} 秒内全部退出，强制结束`);
      for (const worker of workers.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + 2_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const listening = Array.from({ length: count }, () => new Promise<void>((resolve) => fork().once('listening', () => resolve())));
  await Promise.all(listening);
  up = true;
}

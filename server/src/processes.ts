import cluster, { type Worker } from 'node:cluster';

/**
 * The primary process of `ACE_PROCESSES=N` (main.ts): forks N workers that share the port (Node's
 * cluster hands out connections), restarts one that dies after it listened (one that fails to start
 * stops them all: a restart would fail the same way), and on SIGINT/SIGTERM tells every worker
 * to close (each drains its in-flight requests) and exits when they are gone. The workers share
 * one PostgreSQL database; their caches stay true through the change bus (db/change-bus.ts).
 * Resolves once every worker listens.
 */
export async function runProcesses(count: number, shutdownTimeoutMs: number): Promise<void> {
  let stopping = false;
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
      if (workers.size === 0) process.exit(0);
      return;
    }
    console.error(`服务进程 ${worker.process.pid} 已退出（${signal ?? `退出码 ${code}`}）`);
    // One that never listened failed at start (configuration, database): restarting would only loop.
    if (!listened) {
      console.error('服务进程未能启动，不再重启；请查看上面的错误');
      for (const other of workers.keys()) other.process.kill('SIGTERM');
      process.exit(1);
    }
    fork();
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
}

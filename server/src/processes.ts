import cluster, { type Worker } from 'node:cluster';

/** A worker that dies this soon after starting is failing at start: do not restart it in a loop. */
const MIN_UPTIME_MS = 5_000;

/**
 * The primary process of `ACE_PROCESSES=N` (main.ts): forks N workers that share the port (Node's
 * cluster hands out connections), restarts one that dies, and on SIGINT/SIGTERM tells every worker
 * to close (each drains its in-flight requests) and exits when they are gone. The workers share
 * one PostgreSQL database; their caches stay true through the change bus (db/change-bus.ts).
 * Resolves once every worker listens.
 */
export async function runProcesses(count: number, shutdownTimeoutMs: number): Promise<void> {
  let stopping = false;
  const startedAt = new Map<Worker, number>();

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`服务进程 ${worker.process.pid} 已退出（${signal ?? `退出码 ${code}`}）`);
    if (uptime < MIN_UPTIME_MS) {
      console.error('服务进程启动后很快退出，不再重启；请查看上面的错误');
      process.exit(1);
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of startedAt.keys()) worker.process.kill(signal);
    setTimeout(() => {
      console.error(`服务进程未在 ${shutdownTimeoutMs / 1000} 秒内全部退出，强制结束`);
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, shutdownTimeoutMs + 2_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const listening = Array.from({ length: count }, () => new Promise<void>((resolve) => fork().once('listening', () => resolve())));
  await Promise.all(listening);
}

import { loadConfig } from './config';
import { openDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './seed';
import { buildApp } from './app';

/** Time in-flight requests get to finish after SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts the server: migrate, seed on first run, listen; closes cleanly on SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const db = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const seeded = await seedDemo(db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, '正在关闭服务…');
    // A request that never finishes (a client trickling its body, a stuck query) must not keep the
    // process alive forever: a supervisor waiting for the exit would hang with it.
    setTimeout(() => {
      app.log.error({ signal, timeoutMs: SHUTDOWN_TIMEOUT_MS }, `关闭超时（${SHUTDOWN_TIMEOUT_MS / 1000} 秒），强制退出`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, '关闭失败');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  const lines = [
    '',
    `  管理后台已启动: ${url}`,
    `  数据库: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.dataDir}/ace.sqlite`}`,
    ...seeded.loginLines.map((l) => `  ${l}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err) => {
  console.error('启动失败:', err);
  process.exit(1);
});

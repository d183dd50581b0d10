import cluster from 'node:cluster';
import pino from 'pino';
import { loadConfig, type AppConfig } from './config';
import { openDb } from './db/client';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './seed';
import { buildApp } from './app';
import { runProcesses } from './processes';
import { scheduleAttachmentSweep } from './areas/platform/uploads/attachment-sweep';
import { scheduleAuditPurge } from './db/audit/audit-retention';
import { scheduleRecyclePurge } from './schema-engine/recycle-purge';

/** Time in-flight requests get to finish after SIGINT/SIGTERM before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Migrates and seeds (first run) before the cluster's processes serve. Returns the login lines. */
async function prepareDatabase(config: AppConfig): Promise<string[]> {
  const db = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateToLatest(db);
    const seeded = await seedDemo(db, config, pino({ level: config.logLevel }));
    return seeded.loginLines;
  } finally {
    await db.close();
  }
}

/** The SMS channel as the start names it: without one, SMS sign-up and reset are off (docs/operations.md, 短信通道). */
function smsLine(config: AppConfig): string {
  if (config.sms.provider !== 'none') return config.sms.provider;
  return config.sms.devCodes ? '未配置，开发模式（验证码随回复返回，勿用于生产）' : '未配置（短信注册与短信找回密码已关闭）';
}

/** What the start prints: where it listens, on which database, how many processes, the logins. */
function banner(config: AppConfig, loginLines: string[]) {
  const url = `http://${config.host}:${config.port}`;
  return [
    '',
    `  管理后台已启动: ${url}`,
    `  数据库: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `SQLite ${config.dataDir}/ace.sqlite`}`,
    ...(config.processes > 1 ? [`  服务进程: ${config.processes} 个（共用端口 ${config.port}）`] : []),
    `  短信通道: ${smsLine(config)}`,
    ...loginLines.map((l) => `  ${l}`),
    '',
  ].join('\n');
}

/**
 * One serving process: open the database, build the app, listen; close cleanly on SIGINT/SIGTERM
 * (stop accepting, let in-flight requests finish, then exit; forced after SHUTDOWN_TIMEOUT_MS).
 * `prepare`: the only process, so it migrates and seeds too, over the same connection and services
 * (opening and building them twice was a tenth of the time to the first answer). Answers the login lines.
 */
async function serve(config: AppConfig, prepare: boolean): Promise<string[]> {
  const db = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (prepare) await migrateToLatest(db);
  const app = await buildApp({ config, db });
  const loginLines = prepare ? (await seedDemo(db, config, app.log, app.services)).loginLines : [];
  // Uploads no record holds are removed hourly; stopped (a sweep under way finished) before the database closes.
  app.addHook('onClose', scheduleAttachmentSweep(app));
  // Audit entries past ACE_AUDIT_RETENTION_DAYS are removed a few times a day, the chains kept verifiable.
  app.addHook('onClose', scheduleAuditPurge(db, config.auditRetentionDays, app.log));
  // Records deleted more than ACE_RECYCLE_DAYS ago leave their recycle bins for good, a few times a day.
  app.addHook('onClose', scheduleRecyclePurge(db, app.services, config.recycleDays, app.log));

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
      await app.close(); // stops accepting (readiness answers 503), lets in-flight requests finish
      await db.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, '关闭失败');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // A promise nobody awaited that failed (a background task, a library's stray rejection) is logged;
  // it must not take down a process serving everyone else's requests.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, '未处理的异步错误'));

  await app.listen({ port: config.port, host: config.host });
  return loginLines;
}

/**
 * Starts the server: prepare the database once, then serve in this process, or in
 * `ACE_PROCESSES` cluster workers sharing the port (processes.ts).
 */
async function main() {
  const config = loadConfig();
  if (cluster.isWorker) return void (await serve(config, false));
  if (config.processes > 1 && !config.databaseUrl) {
    throw new Error('ACE_PROCESSES 大于 1 需要 PostgreSQL（DATABASE_URL）：SQLite 数据库文件只能由一个服务进程使用');
  }
  if (config.processes > 1) {
    const loginLines = await prepareDatabase(config);
    await runProcesses(config.processes, SHUTDOWN_TIMEOUT_MS);
    console.log(banner(config, loginLines));
  } else {
    console.log(banner(config, await serve(config, true)));
  }
}

main().catch((err) => {
  console.error('启动失败:', err);
  process.exit(1);
});

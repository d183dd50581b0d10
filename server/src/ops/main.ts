import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { openDb } from '../db/client';
import { pendingMigrations } from '../db/migrate';
import { verifyAuditTrail } from '../db/audit/audit-verify';
import { DB_FILE, UPLOADS_DIR, formatBytes } from './data-files';
import { backupSqlite } from './backup';
import { restoreSqlite } from './restore';

/**
 * `npm run backup [目标文件夹]` and `npm run restore <备份>` (scripts/ops.mjs starts this file, or its
 * bundle dist-server/ops.js). They read the server's own configuration, so they act on the data folder
 * the server uses. SQLite only: a PostgreSQL database is backed up with PostgreSQL's own tools.
 */
const PG_BACKUP = [
  '已设置 DATABASE_URL，数据库是 PostgreSQL：本命令只备份内置的 SQLite 数据库。请用 PostgreSQL 自带的工具：',
  '  备份：pg_dump -Fc -f ace-$(date +%Y%m%d-%H%M%S).dump "$DATABASE_URL"',
  '  恢复（先停止服务）：pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" <备份文件>.dump',
  '上传的文件另在数据目录的 uploads/ 下，请一并复制。详见 docs/operations.md「备份与恢复」。',
].join('\n');

async function backup(dataDir: string, target?: string) {
  const r = await backupSqlite(dataDir, target);
  console.log(`备份完成：${r.dir}`);
  console.log(`  数据库    ${DB_FILE}  ${formatBytes(r.databaseBytes)}（完整性检查通过）`);
  console.log(`  上传文件  ${UPLOADS_DIR}/  ${r.uploads.files} 个文件，${formatBytes(r.uploads.bytes)}`);
}

async function restore(dataDir: string, source?: string) {
  if (!source) throw new Error('用法：npm run restore <备份文件夹或 .sqlite 文件>');
  const r = await restoreSqlite(dataDir, source);
  console.log(`恢复完成：${r.database} ← ${path.resolve(source)}（完整性检查通过）`);
  console.log(r.databaseKeptAs ? `  原数据库保留为 ${r.databaseKeptAs}` : '  原来没有数据库');
  if (r.removed.length) console.log(`  已删除过期的 ${r.removed.join('、')}`);
  if (r.uploads)
    console.log(
      `  上传文件  ${r.uploads.files} 个，${formatBytes(r.uploads.bytes)}${r.uploadsKeptAs ? `；原上传文件夹保留为 ${r.uploadsKeptAs}` : ''}`,
    );
  else console.log('  备份只有数据库文件：上传文件夹保持不变');
  console.log('现在可以启动服务（npm start）。');
}

/** `npm run audit:verify`: walks every chain of the audit trail; exit code 1 at a broken link. */
async function auditVerify(config: AppConfig) {
  const db = openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // A check changes nothing: a database the server has not brought up to date is reported, not migrated.
    if ((await pendingMigrations(db)).length)
      throw new Error('数据库还没有升级到当前版本：请先启动一次服务（npm start），再校验审计日志。');
    const r = await verifyAuditTrail(db);
    if (!r.broken.length) {
      console.log(`审计日志校验通过：${r.chains} 条链，${r.entries} 条记录，哈希链完整。`);
      return;
    }
    for (const b of r.broken)
      console.error(
        `审计日志链断裂：租户 ${b.tenantId || '（无租户）'} 第 ${b.seq} 条${b.entryId ? `（${b.entryId}，${b.at}）` : ''}：${b.reason}`,
      );
    process.exitCode = 1;
  } finally {
    await db.close();
  }
}

async function main() {
  const [command, arg] = process.argv.slice(2);
  if (command === 'audit-verify') return auditVerify(loadConfig());
  if (command !== 'backup' && command !== 'restore')
    throw new Error('用法：npm run backup [目标文件夹] | npm run restore <备份> | npm run audit:verify');
  const config = loadConfig();
  if (config.databaseUrl) throw new Error(PG_BACKUP);
  if (command === 'backup') await backup(config.dataDir, arg);
  else await restore(config.dataDir, arg);
}

main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});

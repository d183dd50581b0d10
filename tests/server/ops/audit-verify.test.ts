import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditTrail } from '../../../server/src/db/audit/audit-verify';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';
import { ok } from '../helpers/replies';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm run audit:verify` as an operator runs it: scripts/ops.mjs in a process of its own, finding the
 * database through the server's own variables (DATABASE_URL, else ACE_DATA_DIR's ace.sqlite), on a
 * database the real app wrote. The checks themselves are tested in areas/platform/audit/audit-trail.test.ts.
 */
describe.each(dialects)('npm run audit:verify on %s', (dialect) => {
  let t: TestApp;
  const k = () => t.db.kysely as Kysely<any>;

  /** The command, as `npm run audit:verify` starts it, on the test's database. */
  const auditVerify = () =>
    spawnSync(process.execPath, ['scripts/ops.mjs', 'audit-verify'], {
      cwd: root,
      // An empty DATABASE_URL counts as unset (server/src/config.ts): SQLite in ACE_DATA_DIR.
      env: { ...process.env, DATABASE_URL: t.config.databaseUrl ?? '', ACE_DATA_DIR: t.config.dataDir },
      encoding: 'utf8',
    });

  /** An entry in the middle of the demo tenant's chain, whole. */
  const middleEntry = async () => {
    const rows = await k()
      .selectFrom('audit_entries')
      .selectAll()
      .where('tenant_id', '=', t.ids.tenantId)
      .orderBy('seq', 'desc')
      .limit(3)
      .execute();
    return rows[2];
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const admin = t.as(await t.login('demo_admin'));
    const c = ok(await admin.post('/business/customer/add', { name: '校验客户', type: 1, contactMethod: 0, contactValue: '13800138000' }));
    ok(await admin.put('/business/customer/update', { _id: c._id, name: '校验客户乙' }));
    ok(await admin.post('/business/product/add', { name: '校验产品', code: 'VERIFY-1', price: 100 }));
    ok(await admin.delete('/business/customer/delete', { _id: c._id }));
  });
  afterAll(async () => t?.close());

  it('says the chains are intact and exits 0', async () => {
    const { chains, entries } = await verifyAuditTrail(t.db);
    expect(entries).toBeGreaterThanOrEqual(5); // the sign-in and the four writes
    const r = auditVerify();
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`审计日志校验通过：${chains} 条链，${entries} 条记录，哈希链完整。`);
  });

  it('exits 1 naming the tenant and number of a changed entry', async () => {
    const victim = await middleEntry();
    await k().updateTable('audit_entries').set({ record_label: '篡改' }).where('id', '=', victim.id).execute();
    try {
      const [broken] = (await verifyAuditTrail(t.db)).broken;
      expect(broken).toMatchObject({ tenantId: t.ids.tenantId, seq: Number(victim.seq), entryId: victim.id });
      const r = auditVerify();
      expect(r.status).toBe(1);
      expect(r.stdout).not.toContain('校验通过');
      expect(r.stderr.trim()).toBe(
        `审计日志链断裂：租户 ${t.ids.tenantId} 第 ${victim.seq} 条（${victim.id}，${victim.at}）：${broken.reason}`,
      );
      expect(broken.reason).toMatch(/被修改/);
    } finally {
      await k().updateTable('audit_entries').set({ record_label: victim.record_label }).where('id', '=', victim.id).execute();
    }
    expect(auditVerify().status).toBe(0);
  });

  it('exits 1 naming the tenant and number of a removed entry', async () => {
    const victim = await middleEntry();
    await k().deleteFrom('audit_entries').where('id', '=', victim.id).execute();
    try {
      const [broken] = (await verifyAuditTrail(t.db)).broken;
      expect(broken).toMatchObject({ tenantId: t.ids.tenantId, seq: Number(victim.seq), entryId: null });
      const r = auditVerify();
      expect(r.status).toBe(1);
      expect(r.stderr.trim()).toBe(`审计日志链断裂：租户 ${t.ids.tenantId} 第 ${victim.seq} 条：${broken.reason}`);
      expect(broken.reason).toBe(`缺少第 ${victim.seq} 条（下一条是第 ${Number(victim.seq) + 1} 条）`);
    } finally {
      await k().insertInto('audit_entries').values(victim).execute();
    }
    expect(auditVerify().status).toBe(0);
  });
});

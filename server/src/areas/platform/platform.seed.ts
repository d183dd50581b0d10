import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { AppConfig } from '../../config';
import { newId } from '../../core/ids';
import { nowIso } from '../../core/time';
import { hashPassword } from './sign-in/auth.service';
import type { UserRole } from '../../core/auth-context';
import { isUniqueViolation } from '../../db/faults';
import { companyInfoRow } from './settings/company-info';
import { inTenant } from '../../db/scope';
import { seedDemoDepartments } from './departments/demo-departments';

export const DEMO_TENANT_NAME = '郑州云帆信息科技有限公司';
export const DEMO_PASSWORD = 'Demo@123456';
/** Demo logins of the seeded tenant; the super-admin is separate (ACE_ADMIN_USER). */
const DEMO_USERS: { username: string; displayName: string; role: UserRole }[] = [
  { username: 'demo_admin', displayName: '王经理', role: 'admin' },
  { username: 'demo_staff', displayName: '李晓明', role: 'staff' },
];

/** company_info of docs/requirements.md §1: a technology company in a city in Henan province. */
const DEMO_COMPANY_INFO = {
  logo: '/logo.svg',
  name: DEMO_TENANT_NAME,
  address: '河南省郑州市金水区花园路 88 号云帆大厦 16 层',
};

export interface DemoIds {
  tenantId: string;
  mainProjectId: string;
  secondProjectId: string;
  adminUserId: string;
  staffUserId: string;
}

/** app_meta key holding the demo tenant's id: its name may be changed by a super-admin, its id never. */
const DEMO_TENANT_META_KEY = 'demo_tenant_id';

/** Finds the demo tenant's ids (for the area seeders that run after this one); null when there is none. */
export async function findDemoIds(db: Db): Promise<DemoIds | null> {
  const k = db.kysely;
  const meta = await k.selectFrom('app_meta').select('value').where('key', '=', DEMO_TENANT_META_KEY).executeTakeFirst();
  if (!meta) return null;
  const tenant = await k.selectFrom('tenants').select('id').where('id', '=', meta.value).executeTakeFirst();
  if (!tenant) return null;
  const projects = await k.selectFrom('projects').select(['id', 'is_default']).where(inTenant(tenant.id)).orderBy('created_at').execute();
  const users = await k.selectFrom('users').select(['id', 'username']).where(inTenant(tenant.id)).execute();
  const byName = (n: string) => users.find((u) => u.username === n)?.id ?? '';
  const main = projects.find((p) => p.is_default === 1);
  if (!main) return null;
  return {
    tenantId: tenant.id,
    mainProjectId: main.id,
    secondProjectId: projects.find((p) => p.is_default !== 1)?.id ?? main.id,
    adminUserId: byName('demo_admin'),
    staffUserId: byName('demo_staff'),
  };
}

/**
 * The demo tenant with projects Main (default) and 华东分公司, a super-admin, a tenant admin and a
 * staff user, the company_info setting in each project and a small department tree. Runs once, on an empty database: skipped
 * as soon as any user exists, so renaming the demo tenant (or deleting it) never re-seeds it.
 */
export async function seedPlatform(db: Db, config: AppConfig): Promise<{ created: boolean; loginLines: string[] }> {
  const k = db.kysely;
  const superName = config.adminUser ?? 'admin';
  const demoLines = [`演示登录（租户管理员）: demo_admin / ${DEMO_PASSWORD}`, `演示登录（普通员工）: demo_staff / ${DEMO_PASSWORD}`];
  const existing = async () => {
    const demo = await findDemoIds(db);
    const lines = [`超级管理员: ${superName}（密码见首次启动时的输出或 ACE_ADMIN_PASSWORD）`, ...(demo ? demoLines : [])];
    return { created: false, loginLines: lines };
  };
  if (await k.selectFrom('users').select('id').limit(1).executeTakeFirst()) return existing();

  const generated = !config.adminPassword;
  const superPassword = config.adminPassword ?? randomBytes(9).toString('base64url');
  const now = nowIso();
  const tenantId = newId();
  const mainId = newId();
  const secondId = newId();
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const users = [
    {
      id: newId(),
      username: superName,
      display_name: '超级管理员',
      role: 'super_admin' as UserRole,
      password_hash: await hashPassword(superPassword),
    },
    ...DEMO_USERS.map((u) => ({ id: newId(), username: u.username, display_name: u.displayName, role: u.role, password_hash: demoHash })),
  ];

  try {
    await k.transaction().execute(async (trx) => {
      // First, so a second process seeding at the same time stops here on the primary key.
      await trx.insertInto('app_meta').values({ key: DEMO_TENANT_META_KEY, value: tenantId, updated_at: now }).execute();
      await trx.insertInto('tenants').values({ id: tenantId, name: DEMO_TENANT_NAME, status: 1, created_at: now }).execute();
      await trx
        .insertInto('projects')
        .values([
          { id: mainId, tenant_id: tenantId, name: 'Main', is_default: 1, created_at: now },
          { id: secondId, tenant_id: tenantId, name: '华东分公司', is_default: 0, created_at: new Date(Date.now() + 1).toISOString() },
        ])
        .execute();
      await trx
        .insertInto('users')
        .values(users.map((u) => ({ ...u, tenant_id: tenantId, mobile: null, status: 1, created_at: now })))
        .execute();
      await trx
        .insertInto('user_projects')
        .values(users.flatMap((u) => [mainId, secondId].map((p) => ({ tenant_id: tenantId, user_id: u.id, project_id: p }))))
        .execute();
      await trx
        .insertInto('settings')
        .values([mainId, secondId].map((projectId) => companyInfoRow(tenantId, projectId, DEMO_COMPANY_INFO, now)))
        .execute();
      const idOf = (name: string) => users.find((u) => u.username === name)!.id;
      await seedDemoDepartments(trx, tenantId, DEMO_TENANT_NAME, { adminId: idOf('demo_admin'), staffId: idOf('demo_staff') }, now);
    });
  } catch (err) {
    // Another process sharing the database (PostgreSQL) seeded first: its app_meta row won.
    if (isUniqueViolation(err)) return existing();
    throw err;
  }

  const superLine = generated
    ? `超级管理员: ${superName} / ${superPassword}（随机生成，仅显示这一次，请妥善保存）`
    : `超级管理员: ${superName}（密码来自 ACE_ADMIN_PASSWORD）`;
  return { created: true, loginLines: [superLine, ...demoLines] };
}

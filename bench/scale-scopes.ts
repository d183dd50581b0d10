import pg from 'pg';
import SQLite from 'better-sqlite3';
import { DEMO_PASSWORD } from '../server/src/areas/platform/platform.seed';
import { signedInHeaders } from './harness';
import { apiCall } from './api-call';
import type { ScaleDatabase } from './scale-db';

/**
 * The people of `npm run bench:scale`'s data-scope figure (docs/permissions.md「数据范围」): three
 * regions (华东, 华北, 华南 大区) of three teams of ten reps each, the orders spread over the 90 reps, and
 * 华东大区's manager holding a role whose order scope is 本部门及以下 — a third of the orders, across 30
 * owners. Made once per database through the API (departments, role, people), then the orders of each
 * size handed to the reps with one UPDATE.
 */
const REGIONS = ['华东大区', '华北大区', '华南大区'];
const TEAMS = 3;
const REPS = 10;
const MANAGER = 'bench_manager';

/** A call's `value` (the 组织 calls answer in it). */
const call = async <T>(base: string, headers: Record<string, string>, method: string, path: string, body?: unknown) =>
  (await apiCall<{ value: T }>(base, headers, method, path, body)).value;

/** Makes the regions, teams, reps and the manager once; answers the manager's call headers. */
export async function scopedManager(base: string, admin: Record<string, string>, db: ScaleDatabase): Promise<Record<string, string>> {
  const existing = await call<{ name: string }[]>(base, admin, 'GET', '/setting/dept/tree');
  if (!existing.some((d) => d.name === REGIONS[0])) {
    const role = await call<{ _id: string }>(base, admin, 'POST', '/setting/role/add', {
      name: '大区经理（压测）',
      permissions: { order: { actions: ['list', 'show'], scope: 'deptAndBelow' } },
    });
    let n = 0;
    for (const [r, region] of REGIONS.entries()) {
      const regionId = (await call<{ _id: string }>(base, admin, 'POST', '/setting/dept/add', { name: region }))._id;
      if (r === 0) {
        await call(base, admin, 'POST', '/setting/org/addUser', {
          username: MANAGER,
          password: DEMO_PASSWORD,
          displayName: '华东经理',
          roleIds: [role._id],
          deptId: regionId,
        });
      }
      for (let t = 0; t < TEAMS; t++) {
        const teamId = (
          await call<{ _id: string }>(base, admin, 'POST', '/setting/dept/add', { name: `${region}${t + 1}组`, parentId: regionId })
        )._id;
        for (let i = 0; i < REPS; i++, n++)
          await call(base, admin, 'POST', '/setting/org/addUser', {
            username: `bench_rep${n}`,
            password: DEMO_PASSWORD,
            displayName: `销售${n}`,
            roleIds: [role._id],
            deptId: teamId,
          });
      }
    }
  }
  await spreadOrders(db);
  return signedInHeaders(base, db.projectId, MANAGER);
}

/** Hands every order to one of the reps (bench_rep0 … bench_rep89), evenly. */
async function spreadOrders(db: ScaleDatabase) {
  const reps = REGIONS.length * TEAMS * REPS;
  if (db.dialect === 'sqlite') {
    const sqlite = new SQLite(db.target);
    try {
      sqlite
        .prepare(
          `update orders set created_by = (select id from users u where u.tenant_id = orders.tenant_id and u.username = 'bench_rep' || (orders.rowid % ${reps}))
           where tenant_id = ?`,
        )
        .run(db.tenantId);
    } finally {
      sqlite.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: db.target });
  await client.connect();
  try {
    await client.query(
      `with reps as (select id, row_number() over (order by username) - 1 as n from users where tenant_id = $1 and username like 'bench\\_rep%')
       update orders o set created_by = reps.id from reps where o.tenant_id = $1 and reps.n = abs(hashtext(o.id)) % ${reps}`,
      [db.tenantId],
    );
    await client.query('vacuum analyze orders');
  } finally {
    await client.end();
  }
}

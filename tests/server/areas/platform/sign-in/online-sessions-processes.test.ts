import { describe, expect, it } from 'vitest';
import { twoProcesses, within } from '../../../helpers/two-processes';

/**
 * Two servers listening on loopback over one PostgreSQL, each with its own pool and session cache, as
 * two processes behind a proxy: a session ended in one (强退, 退出其他设备) is refused by the other
 * within a second, though the other had it cached (the change bus drops it there).
 */
describe.runIf(!!process.env.DATABASE_URL)('ending sessions with two server processes on one PostgreSQL', () => {
  const { call, login } = twoProcesses();

  it('a session 强退 in one is refused by the other within a second', async () => {
    const admin = await login(0, 'demo_admin');
    const staff = await login(0, 'demo_staff');
    expect((await call(1, 'GET', '/setting/project/listByUser', staff)).status).toBe(200); // cached in the second
    const rows = (await call(0, 'GET', '/setting/session/list?userName=demo_staff', admin)).body.data.value.rows;
    expect((await call(0, 'POST', '/setting/session/kick', admin, { _id: rows[0]._id })).status).toBe(200);
    await within(1000, async () => (await call(1, 'GET', '/setting/project/listByUser', staff)).status === 401);
    expect((await call(1, 'GET', '/setting/project/listByUser', staff)).body.code).toBe(10204);
  });

  it('退出其他设备 in one ends the others in the other within a second', async () => {
    const admin = await login(0, 'demo_admin');
    expect((await call(0, 'PUT', '/setting/session/limit', admin, { maxPerUser: 2 })).status).toBe(200);
    const first = await login(1, 'demo_staff');
    const second = await login(0, 'demo_staff');
    expect((await call(1, 'GET', '/setting/project/listByUser', first)).status).toBe(200);
    expect((await call(0, 'POST', '/setting/session/logoutOthers', second, {})).body.data.value).toEqual({ ended: 1 });
    await within(1000, async () => (await call(1, 'GET', '/setting/project/listByUser', first)).status === 401);
  });
});

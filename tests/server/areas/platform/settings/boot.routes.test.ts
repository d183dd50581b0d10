import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp } from '../../../helpers/test-app';

/** The data of a separate call, as the shell read it before the boot call. */
async function separately(t: TestApp, token: string, projectId: string | null) {
  const plain = t.as(token, '');
  const data = async (p: Promise<{ statusCode: number; json(): { data: unknown } }>) => {
    const res = await p;
    return res.statusCode === 200 ? res.json().data : null;
  };
  const inProject = projectId ? t.as(token, projectId) : null;
  return {
    userMenu: await data(plain.get('/setting/menu/userMenu')),
    projects: await data(plain.get('/setting/project/listByUser')),
    permissions: await data(plain.get('/setting/role/mine')),
    published: await data(plain.get('/setting/resource/published')),
    watermark: await data(plain.get('/setting/watermark')),
    profile: await data(plain.get('/setting/profile')),
    settings: inProject ? await data(inProject.get('/setting/list', { pageNo: 1, pageSize: 500 })) : null,
    companyInfo: inProject ? await data(inProject.get('/setting/getItemByKey', { key: 'company_info' })) : null,
    projectId,
  };
}

describe.each(dialects)('GET /setting/boot on %s', (dialect) => {
  let t: TestApp;
  let otherTenantProject: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    await root.post('/setting/tenant/add', { name: '洛阳另一家', adminUsername: 'ly_admin', adminPassword: 'Luoyang123' });
    const other = t.as(await t.login('ly_admin', 'Luoyang123'), '');
    otherTenantProject = (await other.get('/setting/project/listByUser')).json().data.value[0]._id;
  });
  afterAll(async () => t?.close());

  it.each(['demo_admin', 'demo_staff'])('returns for %s exactly what the separate calls return, in the project picked', async (user) => {
    const token = await t.login(user);
    // No stored project: Main, as the client picks.
    const boot = await t.as(token, '').get('/setting/boot');
    expect(boot.statusCode).toBe(200);
    expect(boot.json().data.value.projectId).toBe(t.ids.mainProjectId);
    expect(boot.json().data.value).toEqual(await separately(t, token, t.ids.mainProjectId));
  });

  it('keeps the stored project when it is one of the user’s, and falls back to Main for another tenant’s', async () => {
    const token = await t.login('demo_admin');
    // As the client asks: with its cache-buster `_t`.
    const second = await t.as(token, '').get('/setting/boot', { project: t.ids.secondProjectId, _t: Date.now() });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.value).toEqual(await separately(t, token, t.ids.secondProjectId));
    const foreign = await t.as(token, '').get('/setting/boot', { project: otherTenantProject });
    expect(foreign.json().data.value.projectId).toBe(t.ids.mainProjectId);
    expect(foreign.json().data.value).toEqual(await separately(t, token, t.ids.mainProjectId));
  });

  it('refuses a caller without a session, like the separate calls', async () => {
    const res = await t.as('', '').get('/setting/boot');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });
});

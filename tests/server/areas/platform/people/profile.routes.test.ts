import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, dialects, type TestApp } from '../../../helpers/test-app';
import { ok, refusal } from '../../../helpers/replies';
import { newId } from '../../../../../server/src/core/ids';

/** 个人中心: one's own profile, department and roles read-only, each field checked (docs/api.md「个人中心」). */
describe.each(dialects)('profile on %s', (dialect) => {
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
  });

  it('reads and saves one’s own profile, with the department’s name and the roles', async () => {
    t = await createTestApp(dialect);
    const deptId = newId();
    await t.db.kysely
      .insertInto('departments')
      .values({
        id: deptId,
        tenant_id: t.ids.tenantId,
        name: '销售一部',
        parent_id: null,
        leader_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await t.db.kysely.updateTable('users').set({ dept_id: deptId }).where('id', '=', t.ids.staffUserId).execute();
    const me = t.as(await t.login('demo_staff'), '');
    const read = ok(await me.get('/setting/profile')).value;
    expect(read).toMatchObject({ _id: t.ids.staffUserId, username: 'demo_staff', deptId, deptName: '销售一部', email: null, avatar: null });
    expect(read.roles.map((r: { name: string }) => r.name)).toEqual(['员工']);

    const avatar = `/ace-apis/uploads/${t.ids.tenantId}/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.png`;
    const saved = ok(
      await me.put('/setting/profile', {
        displayName: '小王',
        mobile: '13912345678',
        email: 'wang@example.com',
        avatar,
        deptName: '不理会',
      }),
    ).value;
    expect(saved).toMatchObject({ displayName: '小王', mobile: '13912345678', email: 'wang@example.com', avatar, deptName: '销售一部' });
    expect(ok(await me.get('/setting/profile')).value.email).toBe('wang@example.com');
    // Cleared with ''.
    expect(ok(await me.put('/setting/profile', { email: '' })).value.email).toBeNull();
  });

  it('refuses bad values with a message naming the field', async () => {
    const me = t.as(await t.login('demo_staff'), '');
    const bad = async (body: object) => refusal(await me.put('/setting/profile', body));
    expect(await bad({ email: 'not-an-email' })).toMatchObject({ status: 400, message: expect.stringContaining('邮箱') });
    expect(await bad({ mobile: '12345' })).toMatchObject({ status: 400, message: expect.stringContaining('手机号') });
    expect(await bad({ displayName: '' })).toMatchObject({ status: 400, message: expect.stringContaining('姓名') });
    expect(await bad({ avatar: '/ace-apis/uploads/other-tenant/x.png' })).toEqual({
      status: 400,
      message: '头像（avatar）须为已上传的图片',
    });
    expect(ok(await me.get('/setting/profile')).value.displayName).toBe('小王');
  });

  it('keeps 外观 with the account: the next sign-in, in any browser, carries it; not on the trail', async () => {
    // One session per person (the default): each sign-in is the browser signing in now.
    const signIn = async (username = 'demo_staff') =>
      (await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password: DEMO_PASSWORD } })).json().data as {
        user: { theme: string };
        token: string;
      };
    const first = await signIn();
    expect(first.user.theme).toBe('light');
    const me = t.as(first.token, '');
    expect(ok(await me.get('/setting/profile')).value.theme).toBe('light');
    // The trail's entries about this person's account (sign-ins are on it too, as 登录日志).
    const trail = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('audit_entries')
            .select((e) => e.fn.countAll().as('n'))
            .where('resource', '=', 'user')
            .where('record_id', '=', t.ids.staffUserId)
            .where('action', '=', 'update')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const trailBefore = await trail();
    expect(ok(await me.put('/setting/profile', { theme: 'dark' })).value.theme).toBe('dark');
    // Another browser signing in now draws in it from its first screen.
    const second = await signIn();
    expect(second.user.theme).toBe('dark');
    expect(ok(await t.as(second.token, '').put('/setting/profile', { theme: 'system' })).value).toMatchObject({
      theme: 'system',
      displayName: '小王',
    });
    // A preference, not a fact about the person: the trail has nothing new.
    expect(await trail()).toBe(trailBefore);
    // Only one's own: demo_admin still draws in light.
    expect((await signIn('demo_admin')).user.theme).toBe('light');
  });

  it('refuses a theme it does not know, naming 外观, and keeps the one chosen', async () => {
    const me = t.as(await t.login('demo_staff'), '');
    const res = refusal(await me.put('/setting/profile', { theme: 'purple' }));
    expect(res).toMatchObject({ status: 400, message: expect.stringContaining('外观') });
    expect(res.message).not.toMatch(/[a-z]{4,}/i);
    expect(ok(await me.get('/setting/profile')).value.theme).toBe('system');
  });
  it('keeps 语言 with the account: the next sign-in carries it; an unknown one is refused naming 语言', async () => {
    const signIn = async (username = 'demo_staff') =>
      (await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username, password: DEMO_PASSWORD } })).json().data as {
        user: { locale: string };
        token: string;
      };
    const first = await signIn();
    expect(first.user.locale).toBe('zh-CN');
    const me = t.as(first.token, '');
    expect(ok(await me.get('/setting/profile')).value.locale).toBe('zh-CN');
    expect(ok(await me.put('/setting/profile', { locale: 'en-US' })).value.locale).toBe('en-US');
    const second = await signIn();
    expect(second.user.locale).toBe('en-US');
    const again = t.as(second.token, '');
    const res = refusal(await again.put('/setting/profile', { locale: 'fr-FR' }));
    expect(res).toMatchObject({ status: 400, message: expect.stringContaining('语言') });
    expect(ok(await again.get('/setting/profile')).value.locale).toBe('en-US');
    // Only one's own: demo_admin is still in Chinese.
    expect((await signIn('demo_admin')).user.locale).toBe('zh-CN');
    await again.put('/setting/profile', { locale: 'zh-CN' });
  });
});

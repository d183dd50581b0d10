import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';

describe.each(dialects)('auth routes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('logs in and returns user and token in the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/login',
      payload: { username: 'demo_admin', password: 'Demo@123456' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'message', 'path', 'success', 'timestamp']);
    expect(body).toMatchObject({ success: true, code: 200, path: '/ace-apis/login', message: '操作成功' });
    expect(body.data.user).toMatchObject({ username: 'demo_admin', role: 'admin' });
    expect(body.data.user.password_hash).toBeUndefined();
    expect(typeof body.data.token).toBe('string');
  });

  it('answers 10202 for an unknown user and 10203 for a wrong password', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'nobody', password: 'x' } });
    expect(unknown.json()).toMatchObject({ success: false, code: 10202, message: '用户不存在' });
    const wrong = await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_staff', password: 'bad' } });
    expect(wrong.json()).toMatchObject({ success: false, code: 10203, message: '密码错误' });
  });

  it('names the missing field in Chinese', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/ace-apis/login', payload: { username: 'demo_admin' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 400, message: '请输入密码', data: { field: 'password' } });
  });

  it('lists the user projects with Main first, and logout revokes the token', async () => {
    const token = await t.login('demo_staff');
    const projects = await t.as(token, '').get('/setting/project/listByUser');
    expect(projects.json().data.value.map((p: { name: string }) => p.name)).toEqual(['Main', '华东分公司']);
    expect((await t.as(token).get('/login/logout')).statusCode).toBe(200);
    const after = await t.as(token, '').get('/setting/project/listByUser');
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 10204, message: '登录信息已过期，请重新登录' });
  });

  it('checks the token before the body: anonymous callers get 401, never a validation 400', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/ace-apis/setting/add', payload: { bogus: 1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 10204, message: '登录信息已过期，请重新登录', data: null });
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/ace-apis/setting/org/update',
      payload: '{"_id":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(401);
    // Role and project checks still come before validation, and validation still follows for the allowed.
    const staff = await t.login('demo_staff');
    expect((await t.as(staff, '').post('/setting/org/addUser', { bogus: 1 })).statusCode).toBe(403);
    expect((await t.as(staff, 'not-my-project').post('/setting/add', { bogus: 1 })).statusCode).toBe(403);
    const admin = await t.login('demo_admin');
    const invalid = await t.as(admin).post('/setting/add', { bogus: 1 });
    expect(invalid.statusCode).toBe(400);
    // Public routes still validate.
    expect((await t.app.inject({ method: 'POST', url: '/ace-apis/register/smsCaptcha', payload: {} })).statusCode).toBe(400);
  });

  it('answers unknown API routes with a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ace-apis/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message: '请求的资源不存在', path: '/ace-apis/nothing/here' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../helpers/test-app';
import { LOCALE_HEADER } from '../../../src/i18n/messages/translate';

/**
 * A reply's message in the language its request asks for (docs/decisions.md "Texts in two
 * languages"): the client's HTTP client names the shown language in LOCALE_HEADER; English is said
 * in English, with the built-in fields named by their English labels, and anything else in Chinese,
 * byte for byte as before. Requests in either language, one after another, never take the other's.
 */
const CHINESE = /[\u3400-\u9fff\uff01-\uff5e]/;

describe.each(dialects)('replies in the language asked for (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = await t.login('demo_admin');
  });
  afterAll(() => t?.close());

  const add = async (body: unknown, locale?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/business/customer/add',
      headers: { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId, ...(locale ? { [LOCALE_HEADER]: locale } : {}) },
      payload: body as object,
    });
    return { status: res.statusCode, message: res.json().message as string, data: res.json().data };
  };

  it('names a left-out built-in field in English, and in Chinese without the header or with zh-CN', async () => {
    for (let round = 0; round < 2; round++) {
      expect(await add({}, 'en-US')).toMatchObject({ status: 400, message: 'Please enter Customer name', data: { field: 'name' } });
      expect(await add({})).toMatchObject({ status: 400, message: '请输入客户名称', data: { field: 'name' } });
      expect(await add({}, 'zh-CN')).toMatchObject({ status: 400, message: '请输入客户名称' });
      // A language the app does not have: Chinese.
      expect((await add({}, 'fr-FR')).message).toBe('请输入客户名称');
    }
  });

  it('asks for a chosen field with its verb, and says lengths in English', async () => {
    const chosen = await add({ name: '某公司', contactValue: '13700000000', type: null }, 'en-US');
    expect(chosen).toMatchObject({ status: 400, message: 'Please select Customer type', data: { field: 'type' } });
    expect((await add({ name: '某公司', contactValue: '13700000000', type: null })).message).toBe('请选择客户类型');
    const long = await add({ name: 'x'.repeat(500), contactValue: '13700000000' }, 'en-US');
    expect(long).toMatchObject({ status: 400, message: 'Customer name cannot exceed 100 characters' });
  });

  it('says the engine’s refusals in English: a reference that is gone, a search too long', async () => {
    const gone = { name: '某公司', contactValue: '13700000000', categoryId: '01a249ce-0000-7000-8000-000000000000' };
    expect(await add(gone, 'en-US')).toMatchObject({
      status: 400,
      message: 'Customer category does not exist or was deleted; choose again',
    });
    expect((await add(gone)).message).toBe('客户分类不存在或已删除，请重新选择');
    const headers = { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId, [LOCALE_HEADER]: 'en-US' };
    const search = await t.app.inject({ method: 'GET', url: `/ace-apis/business/customer/list?q=${'x'.repeat(101)}`, headers });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toMatch(/100/);
    expect(search.json().message).not.toMatch(CHINESE);
    const sort = await t.app.inject({
      method: 'GET',
      url: '/ace-apis/business/customer/list?sortField=contactValue&sortOrder=asc',
      headers,
    });
    expect(sort.json()).toMatchObject({ success: false, message: 'Field "Contact number" cannot be used to sort' });
  });

  it('says an area’s refusal in English, and stores it in Chinese: a sign-in with the wrong password', async () => {
    const login = (locale?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ace-apis/login',
        headers: locale ? { [LOCALE_HEADER]: locale } : {},
        payload: { username: 'demo_staff', password: 'Not-the-password-1' },
      });
    expect((await login('en-US')).json()).toMatchObject({ success: false, message: 'Wrong password' });
    expect((await login()).json()).toMatchObject({ success: false, message: '密码错误' });
  });

  it('says success in the language asked for: 操作成功 and a route’s own notice', async () => {
    const saved = await add({ name: '语言成功公司', contactValue: '13700000071' }, 'en-US');
    expect(saved).toMatchObject({ status: 200, message: 'Operation succeeded' });
    expect((await add({ name: '语言成功公司二', contactValue: '13700000072' })).message).toBe('操作成功');
    const role = (name: string, locale: string) =>
      t.app.inject({
        method: 'POST',
        url: '/ace-apis/setting/role/add',
        headers: { authorization: `Bearer ${token}`, [LOCALE_HEADER]: locale },
        payload: { name },
      });
    expect((await role('语言角色甲', 'en-US')).json()).toMatchObject({ success: true, message: 'Role created' });
    expect((await role('语言角色乙', 'zh-CN')).json()).toMatchObject({ success: true, message: '已新增角色' });
  });

  it('says a day that is not on the calendar in English, naming the field by its English label', async () => {
    const headers = { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId };
    const audit = (locale: string) =>
      t.app.inject({
        method: 'GET',
        url: '/ace-apis/setting/audit/list?from=2026-02-30',
        headers: { ...headers, [LOCALE_HEADER]: locale },
      });
    expect((await audit('en-US')).json()).toMatchObject({ success: false, message: 'Start date "2026-02-30" is not a valid date' });
    expect((await audit('zh-CN')).json()).toMatchObject({ success: false, message: '开始日期「2026-02-30」不是有效的日期' });
  });

  it('says the HTTP layer’s own refusals in English: a body that is not JSON, a route that is not there', async () => {
    const headers = { authorization: `Bearer ${token}`, projectid: t.ids.mainProjectId, [LOCALE_HEADER]: 'en-US' };
    const json = await t.app.inject({
      method: 'POST',
      url: '/ace-apis/business/customer/add',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('The request body is not valid JSON');
    const missing = await t.app.inject({ method: 'GET', url: '/ace-apis/no/such/route', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).not.toMatch(CHINESE);
    const chinese = await t.app.inject({
      method: 'GET',
      url: '/ace-apis/no/such/route',
      headers: { ...headers, [LOCALE_HEADER]: 'zh-CN' },
    });
    expect(chinese.json().message).toBe('请求的资源不存在');
  });
});

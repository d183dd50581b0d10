import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AxiosError, CanceledError } from 'axios';
import { installFakeAdapter, envelope, type FakeHandler } from '../helpers/fakeAdapter';
import { failure } from '../helpers/apiFailure';
import { apiDelete, apiGet, apiPost, apiPut, onSchemaVersion, REQUEST_TIMEOUT_MS, setHttpNotifier } from '../../../src/http/httpClient';
import { SCHEMA_VERSION_HEADER } from '../../../src/domain/envelope';
import { LOCALE_HEADER, useEnglishTexts } from '../../../src/i18n/messages/translate';
import { forgetReported, wasReported } from '../../../src/http/reportedErrors';
import { readStored, STORAGE_KEYS, writeStored } from '../../../src/storage/clientStorage';
import { beginSession, browserNavigation, EXPIRED_RELOAD_DELAY_MS } from '../../../src/storage/session';

let fake: ReturnType<typeof installFakeAdapter>;
const notices = { error: vi.fn(), success: vi.fn() };
let reload: ReturnType<typeof vi.spyOn>;

function reply(handler: FakeHandler) {
  fake?.restore();
  fake = installFakeAdapter(handler);
}

beforeEach(() => {
  // Each case is a session of its own: a 401 of an earlier case must not mute this one.
  beginSession();
  forgetReported();
  reply(() => ({ data: envelope({ ok: 1 }) }));
  setHttpNotifier(notices);
  reload = vi.spyOn(browserNavigation, 'reloadTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  fake.restore();
  setHttpNotifier(null);
  vi.restoreAllMocks();
  notices.error.mockReset();
  notices.success.mockReset();
});

describe('request rules (docs/requirements.md §7)', () => {
  it('gives every call a 30 s timeout', async () => {
    await apiGet('/a');
    await apiPost('/b', { x: 1 });
    expect(REQUEST_TIMEOUT_MS).toBe(30000);
    expect(fake.requests.map((r) => r.timeout)).toEqual([30000, 30000]);
  });

  it('sends no body for a null one', async () => {
    await apiPost('/b', null);
    expect(fake.requests[0].data).toBeUndefined();
  });

  it('sends the stored token as a bearer token, and none when nothing is stored', async () => {
    await apiGet('/a');
    expect(fake.requests[0].headers.authorization).toBeUndefined();
    writeStored('authToken', 'tok-1');
    await apiGet('/a');
    expect(fake.requests[1].headers.authorization).toBe('Bearer tok-1');
  });

  it('adds a fresh _t timestamp to GET calls only, keeping other params', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1234567);
    await apiGet('/a', { pageNo: 2 });
    await apiPost('/b', { x: 1 });
    await apiPut('/c', { x: 1 });
    await apiDelete('/d', { _id: '1' });
    now.mockRestore();
    expect(fake.requests[0].params).toEqual({ pageNo: 2, _t: 1234567 });
    expect(fake.requests[1].params?._t).toBeUndefined();
    expect(fake.requests[2].params?._t).toBeUndefined();
    expect(fake.requests[3].params).toEqual({ _id: '1' });
  });

  it('sends the current project as projectid, unless the call opts out', async () => {
    await apiGet('/a');
    expect(fake.requests[0].headers.projectid).toBeUndefined();
    writeStored('currentProject', 'p-1');
    await apiGet('/a');
    await apiGet('/a', undefined, { skipProject: true });
    expect(fake.requests[1].headers.projectid).toBe('p-1');
    expect(fake.requests[2].headers.projectid).toBeUndefined();
  });

  it('names the shown language on every call, so the server says its messages in it', async () => {
    await apiGet('/a');
    useEnglishTexts({});
    try {
      await apiPost('/b', { x: 1 });
    } finally {
      useEnglishTexts(null);
    }
    expect(fake.requests.map((r) => r.headers[LOCALE_HEADER])).toEqual(['zh-CN', 'en-US']);
  });

  it('returns the envelope data', async () => {
    await expect(apiGet('/a')).resolves.toEqual({ ok: 1 });
  });
});

describe('refresh token (docs/requirements.md §4)', () => {
  it('replaces the stored token with the header value, Bearer prefix removed', async () => {
    writeStored('authToken', 'old');
    reply(() => ({ data: envelope(null), headers: { 'refresh-token': 'Bearer new-token' } }));
    await apiGet('/a');
    expect(readStored('authToken')).toBe('new-token');
  });

  it('also takes the refreshed token from an error response', async () => {
    writeStored('authToken', 'old');
    reply(() => ({
      status: 400,
      data: envelope(null, { success: false, message: '参数错误', code: 400 }),
      headers: { 'refresh-token': 'Bearer newer' },
    }));
    await failure(apiGet('/a'));
    expect(readStored('authToken')).toBe('newer');
  });

  it('keeps the token when no header comes', async () => {
    writeStored('authToken', 'old');
    await apiGet('/a');
    expect(readStored('authToken')).toBe('old');
  });
});

describe('schema version listeners', () => {
  it('tells every listener the header of each reply, a refused one included, until it is removed', async () => {
    const heard: unknown[] = [];
    const stop = onSchemaVersion((value) => heard.push(value));
    reply(() => ({ data: envelope(null), headers: { [SCHEMA_VERSION_HEADER]: 'v1' } }));
    await apiGet('/a');
    reply(() => ({ status: 403, data: envelope(null, { success: false, code: 403 }), headers: { [SCHEMA_VERSION_HEADER]: 'v2' } }));
    await failure(apiGet('/a', undefined, { silent: true }));
    reply(() => ({ data: envelope(null) }));
    await apiGet('/a');
    stop();
    reply(() => ({ data: envelope(null), headers: { [SCHEMA_VERSION_HEADER]: 'v3' } }));
    await apiGet('/a');
    expect(heard).toEqual(['v1', 'v2', undefined]);
  });
});

describe('error catalogue (docs/requirements.md §8)', () => {
  const statusRows: Array<[number, string]> = [
    [403, '权限不足'],
    [404, '请求的资源不存在'],
    [500, '服务器内部错误'],
    [502, '网关错误'],
    [503, '服务器维护中'],
    [504, '服务器超时'],
  ];
  it.each(statusRows)('HTTP %i shows %s whatever the server says, titled with the code', async (status, message) => {
    reply(() => ({ status, data: envelope(null, { success: false, message: 'server text', code: status }) }));
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe(message);
    expect(error.statusCode).toBe(status);
    expect(notices.error).toHaveBeenCalledWith(`请求错误 ${status}`, message);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offline: 没有互联网连接', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    reply(() => 'network');
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('没有互联网连接');
    expect(error.kind).toBe('offline');
    expect(notices.error).toHaveBeenCalledWith('请求错误', '没有互联网连接');
  });

  it('no response: cannot connect, contact the account administrator', async () => {
    reply(() => 'network');
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('无法连接到服务器，请联系账号管理员');
    expect(error.kind).toBe('noResponse');
  });

  it('401: the fixed message whatever the server says, every stored key cleared at once, one reload to / after a pause', async () => {
    vi.useFakeTimers();
    for (const key of STORAGE_KEYS) localStorage.setItem(key, '"x"');
    reply(() => ({ status: 401, data: envelope(null, { success: false, message: '会话无效', code: 10204 }) }));
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('登录信息已过期，请重新登录');
    expect(notices.error).toHaveBeenCalledWith('请求错误 10204', '登录信息已过期，请重新登录');
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    // The notice stays readable: no reload yet.
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(EXPIRED_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/');
    expect(notices.error.mock.invocationCallOrder[0]).toBeLessThan(reload.mock.invocationCallOrder[0]);
  });

  it('401 of a login elsewhere (10205): says the account signed in elsewhere, not that the login expired', async () => {
    vi.useFakeTimers();
    writeStored('authToken', 'tok');
    reply(() => ({ status: 401, data: envelope(null, { success: false, message: '您的账号已在其他地方登录，请重新登录', code: 10205 }) }));
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('账号已在其他地方登录，请重新登录');
    expect(notices.error).toHaveBeenCalledWith('请求错误 10205', '账号已在其他地方登录，请重新登录');
    expect(readStored('authToken')).toBeUndefined();
  });

  it('several 401s at once (menu, projects, settings): one notice, one reload', async () => {
    vi.useFakeTimers();
    for (const key of STORAGE_KEYS) localStorage.setItem(key, '"x"');
    reply(() => ({ status: 401, data: envelope(null, { success: false, message: '登录信息已过期，请重新登录', code: 10204 }) }));
    const errors = await Promise.all([
      failure(apiGet('/setting/menu/userMenu')),
      failure(apiGet('/setting/project/listByUser')),
      failure(apiGet('/setting/list')),
    ]);
    expect(errors.map((e) => e.statusCode)).toEqual([401, 401, 401]);
    expect(notices.error).toHaveBeenCalledTimes(1);
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    vi.advanceTimersByTime(EXPIRED_RELOAD_DELAY_MS * 3);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('a reply stored during the pause is cleared too before the reload', async () => {
    vi.useFakeTimers();
    reply(() => ({ status: 401, data: null }));
    await failure(apiGet('/a'));
    writeStored('userProject', [{ _id: 'p', name: 'Main' }]);
    vi.advanceTimersByTime(EXPIRED_RELOAD_DELAY_MS);
    expect(localStorage.getItem('userProject')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a silent call that answers 401 still ends the session, and leaves the one notice to a call that shows errors', async () => {
    vi.useFakeTimers();
    writeStored('authToken', 'tok');
    reply(() => ({ status: 401, data: null }));
    await failure(apiGet('/a', undefined, { silent: true }));
    expect(notices.error).not.toHaveBeenCalled();
    expect(readStored('authToken')).toBeUndefined();
    await failure(apiGet('/b'));
    await failure(apiGet('/c'));
    expect(notices.error.mock.calls).toEqual([['请求错误 401', '登录信息已过期，请重新登录']]);
    vi.advanceTimersByTime(EXPIRED_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('other status: the server message first', async () => {
    reply(() => ({ status: 400, data: envelope(null, { success: false, message: '手机号格式不正确', code: 400 }) }));
    const error = await failure(apiPost('/a'));
    expect(error.message).toBe('手机号格式不正确');
    expect(notices.error).toHaveBeenCalledWith('请求错误 400', '手机号格式不正确');
  });

  const codeRows: Array<[number, string]> = [
    [10100, '操作失败，请检查数据'],
    [10201, '用户已存在'],
    [10202, '用户不存在'],
    [10203, '密码错误'],
    [10204, '登录已过期，请重新登录'],
    [10205, '账号已在其他地方登录，请重新登录'],
  ];
  it.each(codeRows)('other status without a message: the text of server code %i', async (code, message) => {
    reply(() => ({ status: 400, data: { success: false, message: '', code, data: null } }));
    const error = await failure(apiPost('/a'));
    expect(error.message).toBe(message);
    expect(error.code).toBe(code);
    expect(error.title).toBe(`请求错误 ${code}`);
  });

  it('other status without message or known code: 请求失败，请稍后再试', async () => {
    reply(() => ({ status: 418, data: 'teapot' }));
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('请求失败，请稍后再试');
    expect(error.title).toBe('请求错误 418');
  });

  it('a 200 whose envelope says success false is an error of the "other" row', async () => {
    reply(() => ({ data: envelope(null, { success: false, message: '操作失败', code: 10100 }) }));
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('操作失败');
    expect(notices.error).toHaveBeenCalledWith('请求错误 10100', '操作失败');
  });

  it.each(codeRows)(
    "a 200 whose envelope has only server code %i shows that code's text, by the same rule as other statuses",
    async (code, message) => {
      reply(() => ({ data: { success: false, message: '', code, data: null } }));
      const error = await failure(apiGet('/a'));
      expect(error.message).toBe(message);
      expect(error.kind).toBe('other');
      expect(notices.error).toHaveBeenCalledWith(`请求错误 ${code}`, message);
    },
  );

  it('a 200 with success false and neither message nor known code: 请求失败，请稍后再试', async () => {
    reply(() => ({ data: { success: false, message: '', code: 12345, data: null } }));
    expect((await failure(apiGet('/a'))).message).toBe('请求失败，请稍后再试');
  });

  it('the client timeout shows 服务器超时, not the no-response text', async () => {
    reply((config) => {
      throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ETIMEDOUT, config);
    });
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('服务器超时');
    expect(error.kind).toBe('timeout');
    expect(notices.error).toHaveBeenCalledWith('请求错误', '服务器超时');
  });

  it('a request cancelled before its reply is a failure without response, not a timeout, and shows no notice', async () => {
    reply((config) => {
      throw new CanceledError(undefined, undefined, config);
    });
    const error = await failure(apiGet('/a'));
    expect(error.message).toBe('无法连接到服务器，请联系账号管理员');
    expect(error.kind).toBe('noResponse');
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('remembers what it told the user, so refine can leave out its own notice of the same failure', async () => {
    reply(() => ({ status: 403, data: null }));
    await failure(apiGet('/a'));
    expect(wasReported('权限不足')).toBe(true);
    reply(() => ({ status: 500, data: null }));
    await failure(apiGet('/a', undefined, { silent: true }));
    expect(wasReported('服务器内部错误')).toBe(false);
  });

  it('a silent call reports nothing; the caller shows the error', async () => {
    reply(() => ({ status: 500, data: null }));
    await failure(apiGet('/a', undefined, { silent: true }));
    expect(notices.error).not.toHaveBeenCalled();
  });

  it('a code the caller handles (a dialog) shows no notice and keeps its data; other codes still do', async () => {
    const candidates = [{ _id: 'c1', name: '信阳东方商贸有限公司' }];
    reply(() => ({ status: 409, data: { success: false, code: 10101, message: '已有同名客户', data: { candidates } } }));
    const handled = await failure(apiPost('/a', {}, { handledCodes: [10101] }));
    expect(handled).toMatchObject({ code: 10101, data: { candidates } });
    expect(notices.error).not.toHaveBeenCalled();
    reply(() => ({ status: 400, data: { success: false, code: 10100, message: '只有已接受的报价单可以生成订单' } }));
    await failure(apiPost('/a', {}, { handledCodes: [10101] }));
    expect(notices.error).toHaveBeenCalledWith('请求错误 10100', '只有已接受的报价单可以生成订单');
  });

  it('defines the status texts of every status the spec lists, in Chinese', async () => {
    const { STATUS_TEXTS } = await import('../../../src/domain/errorCatalogue');
    expect(STATUS_TEXTS).toEqual({
      200: '服务器成功返回请求的数据',
      201: '新建或修改数据成功',
      202: '请求已进入后台排队（异步任务）',
      204: '删除数据成功',
      400: '发出的请求有错误，服务器没有进行新建或修改数据的操作',
      401: '用户没有权限（令牌、用户名、密码错误）',
      403: '用户得到授权，但是访问是被禁止的',
      404: '发出的请求针对的是不存在的记录，服务器没有进行操作',
      406: '请求的格式不可得',
      410: '请求的资源被永久删除，且不会再得到',
      422: '创建对象时发生验证错误',
      454: '会话刷新失败，请重新登录',
      500: '服务器发生错误，请检查服务器',
      502: '网关错误',
      503: '服务不可用，服务器暂时过载或维护',
      504: '网关超时',
    });
    expect(
      Object.keys(STATUS_TEXTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 454, 500, 502, 503, 504]);
    reply(() => ({ status: 422, data: envelope(null, { success: false, message: 'x', code: 422 }) }));
    expect((await failure(apiGet('/a'))).statusText).toBe('创建对象时发生验证错误');
  });
});

describe('success notices (docs/requirements.md §8)', () => {
  it('shows the server message, else 操作成功, only when asked', async () => {
    reply(() => ({ data: envelope(null, { message: '保存成功' }) }));
    await apiPut('/a', {}, { successNotice: true });
    reply(() => ({ data: envelope(null, { message: '' }) }));
    await apiPost('/a', {}, { successNotice: true });
    await apiGet('/a');
    expect(notices.success.mock.calls).toEqual([['保存成功'], ['操作成功']]);
  });
});

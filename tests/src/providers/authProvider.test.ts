import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, installFakeAdapter, type FakeHandler } from '../helpers/fakeAdapter';
import { authProvider } from '../../../src/providers/authProvider';
import { ApiError } from '../../../src/http/httpClient';
import { readStored, STORAGE_KEYS, writeStored } from '../../../src/storage/clientStorage';
import { beginSession, browserNavigation, EXPIRED_RELOAD_DELAY_MS } from '../../../src/storage/session';

const USER = { _id: 'u1', username: 'demo_admin', displayName: '王经理', mobile: null, role: 'admin' as const, tenantId: 't1' };
let fake: ReturnType<typeof installFakeAdapter>;
let reload: ReturnType<typeof vi.spyOn>;
const reply = (h: FakeHandler) => {
  fake?.restore();
  fake = installFakeAdapter(h);
};

beforeEach(() => {
  // Each case is a session of its own (a page reload in the browser).
  beginSession();
  reload = vi.spyOn(browserNavigation, 'reloadTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  fake?.restore();
  vi.restoreAllMocks();
});

describe('authProvider', () => {
  it('login posts the credentials without projectid and stores user and token', async () => {
    writeStored('currentProject', 'stale');
    reply(() => ({ data: envelope({ user: USER, token: 'tok' }) }));
    const result = await authProvider.login({ username: 'demo_admin', password: 'pw' });
    expect(result).toEqual({ success: true, redirectTo: '/app' });
    expect(fake.requests[0].url).toBe('/login');
    expect(fake.requests[0].method).toBe('post');
    expect(JSON.parse(fake.requests[0].data as string)).toEqual({ username: 'demo_admin', password: 'pw' });
    expect(fake.requests[0].headers.projectid).toBeUndefined();
    expect(readStored('auth')).toEqual(USER);
    expect(readStored('authToken')).toBe('tok');
  });

  it('a failed login stores nothing and returns the catalogue message', async () => {
    reply(() => ({ status: 400, data: envelope(null, { success: false, message: '密码错误', code: 10203 }) }));
    const result = await authProvider.login({ username: 'demo_admin', password: 'bad' });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe('密码错误');
    expect(readStored('authToken')).toBeUndefined();
  });

  it('logout calls the server, clears every stored key and reloads to /', async () => {
    for (const key of STORAGE_KEYS) localStorage.setItem(key, '"x"');
    reply(() => ({ data: envelope(null) }));
    await authProvider.logout({});
    expect(fake.requests[0].url).toBe('/login/logout');
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('logout still ends the local session when the server cannot be reached', async () => {
    writeStored('authToken', 'tok');
    reply(() => 'network');
    await authProvider.logout({});
    expect(readStored('authToken')).toBeUndefined();
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('check: authenticated with a stored token, else redirect to /login', async () => {
    await expect(authProvider.check()).resolves.toMatchObject({ authenticated: false, redirectTo: '/login' });
    writeStored('authToken', 'tok');
    await expect(authProvider.check()).resolves.toEqual({ authenticated: true });
  });

  it('onError with 401 clears every key at once and reloads to / once the notice could be read', async () => {
    vi.useFakeTimers();
    for (const key of STORAGE_KEYS) localStorage.setItem(key, '"x"');
    await authProvider.onError(new ApiError('登录信息已过期，请重新登录', 401, 10204, 'status'));
    for (const key of STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // refine reports the same failure again from every hook that saw it: still one reload.
    await authProvider.onError(new ApiError('登录信息已过期，请重新登录', 401, 10204, 'status'));
    vi.advanceTimersByTime(EXPIRED_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledWith('/');
  });

  it('logging out while a 401 reload is pending reloads at once, and only once', async () => {
    vi.useFakeTimers();
    writeStored('authToken', 'tok');
    await authProvider.onError(new ApiError('登录信息已过期，请重新登录', 401, 10204, 'status'));
    await authProvider.logout({});
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(EXPIRED_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('onError with 403 keeps the session', async () => {
    writeStored('authToken', 'tok');
    const result = await authProvider.onError(new ApiError('权限不足', 403, 403, 'status'));
    expect(result.logout).toBeFalsy();
    expect(readStored('authToken')).toBe('tok');
    expect(reload).not.toHaveBeenCalled();
  });

  it('getIdentity returns the stored user; getPermissions its role', async () => {
    await expect(authProvider.getIdentity!()).resolves.toBeNull();
    writeStored('auth', USER);
    await expect(authProvider.getIdentity!()).resolves.toEqual(USER);
    await expect(authProvider.getPermissions!()).resolves.toBe('admin');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../../../src/storage/types';

/** What was sent to PUT /setting/profile, and whether the next one is refused. */
const sent: unknown[] = [];
let refuseNext = false;
vi.mock('../../../src/http/httpClient', () => ({
  apiPut: async (_url: string, body: unknown) => {
    sent.push(body);
    if (refuseNext) {
      refuseNext = false;
      throw new Error('refused');
    }
    return { value: body };
  },
}));

/** The device's setting, changed by the test; listeners are told as a browser would. */
let deviceDark = false;
const deviceListeners = new Set<() => void>();
vi.stubGlobal('matchMedia', () => ({
  get matches() {
    return deviceDark;
  },
  addEventListener: (_: string, l: () => void) => deviceListeners.add(l),
}));

const { adoptTheme, chooseTheme, drawStoredTheme, useAppearance } = await import('../../../src/state/appearance');
const { readStored, writeStored } = await import('../../../src/storage/clientStorage');
const { renderHook, act } = await import('@testing-library/react');

const me: AuthUser = { _id: 'u1', username: 'demo', displayName: 'Demo', mobile: null, role: 'staff', tenantId: 't1' };
const drawn = () => document.documentElement.dataset.theme;
const ground = () => document.documentElement.style.getPropertyValue('--ace-bg-container');

describe('外观: the person’s theme in this tab', () => {
  beforeEach(async () => {
    writeStored('auth', me);
    deviceDark = false;
    await drawStoredTheme();
  });
  afterEach(() => {
    sent.splice(0);
    localStorage.clear();
  });

  it('draws in light until chosen otherwise, and antd gets the light theme', () => {
    const { result } = renderHook(() => useAppearance());
    expect(result.current).toMatchObject({ choice: 'light', mode: 'light' });
    expect(result.current.config.algorithm).toBeUndefined();
    expect(drawn()).toBe('light');
    expect(ground()).toBe('#ffffff');
  });

  it('choosing 深色 draws dark once its theme is loaded, saves it to the account and keeps it for a reload', async () => {
    const { result } = renderHook(() => useAppearance());
    await act(() => chooseTheme('dark'));
    expect(result.current).toMatchObject({ choice: 'dark', mode: 'dark' });
    expect(result.current.config.algorithm).toBeDefined();
    expect(drawn()).toBe('dark');
    expect(ground()).toBe('#141414');
    expect(sent).toEqual([{ theme: 'dark' }]);
    expect(readStored('auth')?.theme).toBe('dark');
    // The reload's first frame reads it back.
    await drawStoredTheme();
    expect(drawn()).toBe('dark');
  });

  it('a refused save puts the previous choice back, in the tab and in the stored user', async () => {
    const { result } = renderHook(() => useAppearance());
    refuseNext = true;
    await act(() => chooseTheme('dark'));
    expect(result.current).toMatchObject({ choice: 'light', mode: 'light' });
    expect(drawn()).toBe('light');
    expect(readStored('auth')?.theme).toBe('light');
  });

  it('two quick choices are saved in order, and the first one’s refusal does not undo the second', async () => {
    const { result } = renderHook(() => useAppearance());
    refuseNext = true;
    await act(() => Promise.all([chooseTheme('dark'), chooseTheme('system')]));
    expect(sent).toEqual([{ theme: 'dark' }, { theme: 'system' }]);
    expect(result.current.choice).toBe('system');
    expect(readStored('auth')?.theme).toBe('system');
  });

  it('跟随系统 follows the device, and its changes while the page is open', async () => {
    const { result } = renderHook(() => useAppearance());
    await act(() => chooseTheme('system'));
    expect(result.current.mode).toBe('light');
    deviceDark = true;
    await act(async () => {
      for (const l of deviceListeners) l();
      await vi.dynamicImportSettled();
    });
    expect(result.current).toMatchObject({ choice: 'system', mode: 'dark' });
    expect(drawn()).toBe('dark');
  });

  it('the account’s choice made in another browser (the boot call) is adopted without saving it back; nonsense is ignored', async () => {
    const { result } = renderHook(() => useAppearance());
    await act(async () => {
      adoptTheme('dark');
      await vi.dynamicImportSettled();
    });
    expect(result.current.mode).toBe('dark');
    expect(sent).toEqual([]);
    expect(readStored('auth')?.theme).toBe('dark');
    await act(() => adoptTheme('purple'));
    expect(result.current.choice).toBe('dark');
  });

  it('signed out (the sign-in page, the app fetched ahead while typing): the device’s; the sign-in then draws the person’s', async () => {
    localStorage.clear();
    deviceDark = true;
    const { result } = renderHook(() => useAppearance());
    await act(() => drawStoredTheme());
    expect(result.current).toMatchObject({ choice: 'system', mode: 'dark' });
    // The person signs in: never chose, so light, whatever the device.
    writeStored('auth', me);
    await act(() => drawStoredTheme());
    expect(result.current).toMatchObject({ choice: 'light', mode: 'light' });
    expect(drawn()).toBe('light');
  });
});

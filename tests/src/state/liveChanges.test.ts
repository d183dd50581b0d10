import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveHandlers } from '../../../src/http/liveStream';

/** The streams opened, with the handlers each was given and whether it was closed. */
const opened: Array<{ project: string | null; handlers: LiveHandlers; closed: boolean }> = [];
vi.mock('../../../src/http/liveStream', () => ({
  openLiveStream: (handlers: LiveHandlers) => {
    const s = { project: localStorage.getItem('currentProject'), handlers, closed: false };
    opened.push(s);
    return { close: () => void (s.closed = true) };
  },
}));

const { listenLive, followProject } = await import('../../../src/state/liveChanges');

/** Lets the stream module's dynamic import settle. */
const loaded = () => vi.dynamicImportSettled();

describe('live changes: one stream per tab, news to the listeners of its resource', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.setItem('currentProject', JSON.stringify('p1'));
  });
  afterEach(async () => {
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    opened.splice(0);
  });

  it('opens one stream for every listener and tells each the news of its own resource; resync to all', async () => {
    const customers: unknown[] = [];
    const orders: unknown[] = [];
    const stopA = listenLive('customer', (n) => customers.push(n));
    const stopB = listenLive('order', (n) => orders.push(n));
    await loaded();
    expect(opened).toHaveLength(1);
    const change = { resource: 'customer', kind: 'change' as const, ids: ['c1'] };
    opened[0].handlers.change(change);
    opened[0].handlers.resync();
    expect(customers).toEqual([change, 'resync']);
    expect(orders).toEqual(['resync']);
    stopA();
    stopB();
  });

  it('keeps the stream 30 s after the last listener leaves, so a switch of tabs does not reconnect', async () => {
    const stop = listenLive('customer', () => undefined);
    await loaded();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    const again = listenLive('customer', () => undefined);
    expect(opened).toHaveLength(1);
    expect(opened[0].closed).toBe(false);
    again();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(opened[0].closed).toBe(true);
  });

  it('follows a project switch: the old project’s stream closes and the new one’s opens', async () => {
    const stop = listenLive('customer', () => undefined);
    await loaded();
    localStorage.setItem('currentProject', JSON.stringify('p2'));
    followProject();
    await loaded();
    expect(opened.map((s) => [s.project, s.closed])).toEqual([
      ['"p1"', true],
      ['"p2"', false],
    ]);
    stop();
  });

  it('closes while the tab is hidden (a site has six connections), and reopens with resync when it is shown', async () => {
    const heard: unknown[] = [];
    const stop = listenLive('customer', (n) => heard.push(n));
    await loaded();
    const state = vi.spyOn(document, 'visibilityState', 'get');
    state.mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(opened[0].closed).toBe(true);
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await loaded();
    expect(opened).toHaveLength(2);
    expect(opened[1].closed).toBe(false);
    expect(heard).toEqual(['resync']);
    state.mockRestore();
    stop();
  });

  it('after a refusal (the session or the project gone) the next listener tries again', async () => {
    const stop = listenLive('customer', () => undefined);
    await loaded();
    opened[0].handlers.refused();
    const again = listenLive('order', () => undefined);
    await loaded();
    expect(opened).toHaveLength(2);
    stop();
    again();
  });
});

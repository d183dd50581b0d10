import { afterEach, describe, expect, it } from 'vitest';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { collectStartUpGarbage } from '../../server/src/start-up-memory';

/** Start-up's garbage is collected once the process serves (server/src/start-up-memory.ts). */
describe('collectStartUpGarbage', () => {
  let observer: PerformanceObserver | undefined;
  afterEach(() => observer?.disconnect());

  it('runs one full collection after the delay, without leaving gc exposed', async () => {
    const major: number[] = [];
    observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if ((e as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) major.push(1);
    });
    observer.observe({ entryTypes: ['gc'] });
    collectStartUpGarbage(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(major.length).toBeGreaterThan(0);
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';

describe('resize-observer-polyfill shim', () => {
  it('is the browser’s own ResizeObserver', async () => {
    class Native {}
    vi.stubGlobal('ResizeObserver', Native);
    vi.resetModules();
    const { default: shim } = await import('../../../src/shims/resizeObserver');
    expect(shim).toBe(Native);
    vi.unstubAllGlobals();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { keepStyle, lazyStyle, StyleLoadError } from '../../../src/shims/antdStyleGenerators';

/** What React does with a thrown promise: waits for it, then renders again. */
async function suspended(call: () => unknown): Promise<void> {
  let thrown: unknown;
  try {
    call();
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(Promise);
  await thrown;
}

describe('antd style generators loaded on demand', () => {
  it('suspend until the real generator has come, then run it; the chunk loads once', async () => {
    const real = vi.fn((token: { color: string }) => ({ '.ant-x': { color: token.color } }));
    const load = vi.fn(async () => void keepStyle('X-X', real));
    const generator = lazyStyle('X-X', load) as (token: { color: string }) => unknown;
    await suspended(() => generator({ color: 'red' }));
    expect(generator({ color: 'red' })).toEqual({ '.ant-x': { color: 'red' } });
    expect(generator({ color: 'blue' })).toEqual({ '.ant-x': { color: 'blue' } });
    expect(load).toHaveBeenCalledOnce();
  });

  it('share one load between components asking at once', async () => {
    // As a dynamic import, the chunk's code runs after the call has returned.
    const load = vi.fn(async () => {
      await Promise.resolve();
      keepStyle('Y-Y', () => []);
    });
    const a = lazyStyle('Y-Y', load);
    const b = lazyStyle('Y-Y', load);
    await Promise.all([suspended(a), suspended(b)]);
    expect(load).toHaveBeenCalledOnce();
  });

  it('hand a failed load to the error boundary, through React’s immediate second render, and ask again after (重试)', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementationOnce(async () => void keepStyle('Z-Z', () => ['ok']));
    const generator = lazyStyle('Z-Z', load);
    await suspended(generator);
    expect(() => generator()).toThrow(StyleLoadError);
    expect(() => generator()).toThrow('页面样式加载失败，请检查网络后重试'); // React renders again at once after an error
    await new Promise((resolve) => setTimeout(resolve)); // the boundary is showing; its 重试 comes later
    await suspended(generator);
    expect(generator()).toEqual(['ok']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('say so when the chunk does not bring the generator it was loaded for, rather than suspend forever', async () => {
    const generator = lazyStyle('W-W', async () => undefined);
    await suspended(generator);
    expect(() => generator()).toThrow('antd 样式生成器 W-W 不在其分块中');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { keepStyle, lazyStyle } from '../../../src/shims/antdStyleGenerators';

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

  it('hand a failed load to the error boundary once, and ask again after', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('网络错误'))
      .mockImplementationOnce(async () => void keepStyle('Z-Z', () => ['ok']));
    const generator = lazyStyle('Z-Z', load);
    await suspended(generator);
    expect(() => generator()).toThrow('网络错误');
    await suspended(generator); // 重试
    expect(generator()).toEqual(['ok']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('say so when the chunk does not bring the generator it was loaded for, rather than suspend forever', async () => {
    const generator = lazyStyle('W-W', async () => undefined);
    await suspended(generator);
    expect(() => generator()).toThrow('antd 样式生成器 W-W 不在其分块中');
  });
});

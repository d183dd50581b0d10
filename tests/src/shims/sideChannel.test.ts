import { describe, expect, it } from 'vitest';
import { getSideChannel } from '../../../src/shims/sideChannel';

// The build resolves qs's side-channel here (vite.config.ts); qs itself runs in the browser tests, where
// every list's filters and pages go through its stringify and parse in the URL.
describe('side-channel shim', () => {
  it('keeps values per key, objects and primitives apart, per channel', () => {
    const a = getSideChannel();
    const b = getSideChannel();
    const key = {};
    a.set(key, 1);
    a.set('k', 2);
    a.set(fn, 3);
    expect([a.get(key), a.get('k'), a.get(fn), a.has({}), b.has(key)]).toEqual([1, 2, 3, false, false]);
    expect(a.delete(key)).toBe(true);
    expect(a.has(key)).toBe(false);
    expect(a.delete(key)).toBe(false);
  });

  it('assert throws on a missing key, as the package does', () => {
    const c = getSideChannel();
    c.set(1, 'x');
    expect(() => c.assert(1)).not.toThrow();
    expect(() => c.assert(2)).toThrow(TypeError);
    expect(() => c.assert({})).toThrow('the given object key');
  });
});

function fn() {}

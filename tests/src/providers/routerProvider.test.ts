import { describe, expect, it } from 'vitest';
import { isStaleQuerySync } from '../../../src/providers/routerProvider';

describe('isStaleQuerySync', () => {
  it('refuses a query-only replace from a screen the browser has already left', () => {
    expect(isStaleQuerySync({ type: 'replace' }, '/app/customer', '/app/product')).toBe(true);
    expect(isStaleQuerySync({ type: 'push' }, '/app/customer', '/app/product')).toBe(true);
  });

  it('lets the current screen sync its own query', () => {
    expect(isStaleQuerySync({ type: 'replace' }, '/app/customer', '/app/customer')).toBe(false);
    expect(isStaleQuerySync({ type: 'replace' }, '/app/customer/', '/app/customer')).toBe(false);
    expect(isStaleQuerySync({ type: 'replace' }, '/app/%E5%AE%A2', '/app/客')).toBe(false);
  });

  it('never blocks a navigation to a path, nor building a link', () => {
    expect(isStaleQuerySync({ type: 'push', to: '/app/product' }, '/app/customer', '/app/dashboard')).toBe(false);
    expect(isStaleQuerySync({ type: 'path' }, '/app/customer', '/app/product')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../../../../server/src/areas/platform/sign-in/client-network';

describe('the network an address counts for', () => {
  it('keeps IPv4, unwraps IPv4 written as IPv6, and groups IPv6 by its /64', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('')).toBe('');
  });
});

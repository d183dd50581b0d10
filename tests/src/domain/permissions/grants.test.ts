import { describe, expect, it } from 'vitest';
import { scopeWithin, unionOf, type ResourceGrant } from '../../../../src/domain/permissions/grants';

const grant = (scope: ResourceGrant['scope'], deptIds?: string[]): ResourceGrant => ({
  actions: ['list'],
  scope,
  ...(deptIds ? { deptIds } : {}),
});

describe('data scopes of several roles (unionOf)', () => {
  const union = (...grants: ResourceGrant[]) => {
    const { actions: _a, ...scope } = unionOf(grants.map((g) => ({ customer: g }))).customer;
    return scope;
  };

  it('takes 全部 over any other scope, and the widest department scope otherwise', () => {
    expect(union(grant('own'), grant('all'))).toEqual({ scope: 'all' });
    expect(union(grant('own'), grant(undefined))).toEqual({ scope: 'all' });
    expect(union(grant('own'), grant('dept'))).toEqual({ scope: 'dept' });
    expect(union(grant('deptAndBelow'), grant('dept'), grant('own'))).toEqual({ scope: 'deptAndBelow' });
    expect(union(grant('own'), grant('own'))).toEqual({ scope: 'own' });
  });

  it('keeps the departments of 自定义部门 beside the widest scope, merged and sorted', () => {
    expect(union(grant('custom', ['b', 'a']), grant('own'))).toEqual({ scope: 'custom', deptIds: ['a', 'b'] });
    expect(union(grant('custom', ['b']), grant('custom', ['a', 'b']))).toEqual({ scope: 'custom', deptIds: ['a', 'b'] });
    expect(union(grant('custom', ['x']), grant('dept'))).toEqual({ scope: 'dept', deptIds: ['x'] });
    expect(union(grant('custom', ['x']), grant('all'))).toEqual({ scope: 'all' });
  });
});

describe('no escalation of a data scope (scopeWithin)', () => {
  it('lets 全部 grant anything and nothing else grant 全部', () => {
    for (const s of ['all', 'deptAndBelow', 'dept', 'own', 'custom'] as const)
      expect(scopeWithin(grant(s, ['a']), grant('all'))).toBe(true);
    expect(scopeWithin(grant('all'), grant('deptAndBelow'))).toBe(false);
    expect(scopeWithin(grant(undefined), grant('own'))).toBe(false);
  });

  it('orders 仅本人 < 本部门 < 本部门及以下', () => {
    expect(scopeWithin(grant('dept'), grant('deptAndBelow'))).toBe(true);
    expect(scopeWithin(grant('deptAndBelow'), grant('dept'))).toBe(false);
    expect(scopeWithin(grant('own'), grant('dept'))).toBe(true);
    expect(scopeWithin(grant('dept'), grant('own'))).toBe(false);
  });

  it('grants 自定义部门 only over departments the granter holds as chosen ones', () => {
    expect(scopeWithin(grant('custom', ['a']), grant('custom', ['a', 'b']))).toBe(true);
    expect(scopeWithin(grant('custom', ['c']), grant('custom', ['a', 'b']))).toBe(false);
    expect(scopeWithin(grant('custom', ['a']), grant('deptAndBelow'))).toBe(false);
    expect(scopeWithin(grant('custom', ['a']), grant('dept', ['a']))).toBe(true);
  });
});

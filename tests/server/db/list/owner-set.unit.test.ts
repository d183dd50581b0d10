import { describe, expect, it } from 'vitest';
import { ownerSetKey, ownerShape, ownerValues } from '../../../../server/src/db/list/owner-set';

describe('owner sets of a list (db/list/owner-set.ts)', () => {
  const three = ['a', 'b', 'c'];

  it('binds one owner as one value, a set as one array on PostgreSQL and a slot each on SQLite', () => {
    expect(ownerValues('postgres', ['a'])).toEqual({ 'o:0': 'a' });
    expect(ownerValues('postgres', three)).toEqual({ 'o:set': three });
    expect(ownerValues('sqlite', three)).toEqual({ 'o:0': 'a', 'o:1': 'b', 'o:2': 'c' });
  });

  it("names the statement's shape by what changes its text: PostgreSQL's array fits every size, SQLite's IN has a slot per owner", () => {
    expect(ownerShape('postgres', three)).toBe(ownerShape('postgres', [...three, 'd']));
    expect(ownerShape('sqlite', three)).not.toBe(ownerShape('sqlite', [...three, 'd']));
    expect(ownerShape('postgres', ['a'])).not.toBe(ownerShape('postgres', three));
  });

  it('keys a kept total by the set: the same ids give the same key, any other set another', () => {
    expect(ownerSetKey(three)).toBe(ownerSetKey([...three]));
    expect(ownerSetKey(three)).not.toBe(ownerSetKey(['a', 'b']));
    expect(ownerSetKey(three)).not.toBe(ownerSetKey(['a', 'b', 'd']));
    expect(ownerSetKey(['a'])).toBe('a');
    expect(ownerSetKey([])).toBe('');
  });
});

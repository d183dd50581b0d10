import { afterEach, describe, expect, it } from 'vitest';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { loadPermissions, parsePermissions, readPermissions, setPermissions } from '../../../src/state/permissions';
import { writeStored } from '../../../src/storage/clientStorage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setPermissions(null);
});

const MINE = { superAdmin: false, permissions: { customer: { actions: ['list', 'show'], fields: { mobile: 'hidden' } } } };

describe('permissions', () => {
  it('are read from /setting/role/mine, without the project, and kept in memory only', async () => {
    writeStored('currentProject', 'p-old');
    fake = installFakeAdapter(() => ({ data: envelope({ value: MINE }) }));
    await expect(loadPermissions()).resolves.toEqual(MINE);
    expect(fake.requests[0].url).toBe('/setting/role/mine');
    expect(fake.requests[0].headers.projectid).toBeUndefined();
    expect(readPermissions()).toEqual(MINE);
    expect(Object.keys(localStorage)).not.toContain('permissions');
  });

  it('keep what was read before when a read fails or answers nonsense', async () => {
    setPermissions(MINE as never);
    fake = installFakeAdapter(() => ({ status: 500, data: null }));
    await expect(loadPermissions()).resolves.toEqual(MINE);
    fake.restore();
    fake = installFakeAdapter(() => ({ data: envelope({ value: { superAdmin: 'yes' } }) }));
    await expect(loadPermissions()).resolves.toEqual(MINE);
  });

  it('accept only the expected shape', () => {
    expect(parsePermissions(MINE)).toEqual(MINE);
    expect(parsePermissions(null)).toBeNull();
    expect(parsePermissions({ superAdmin: false })).toBeNull();
    expect(parsePermissions({ superAdmin: false, permissions: { customer: { actions: 'list' } } })).toBeNull();
  });
});

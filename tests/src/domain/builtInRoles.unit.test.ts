import { describe, expect, it } from 'vitest';
import { asStored, builtInRoleDefaults, roleDescription, roleName } from '../../../src/domain/builtInRoles';
import { englishTexts } from '../../../src/i18n/messages/englishTables';
import { inLanguage } from '../../../src/i18n/messages/translate';

/**
 * The built-in roles' names on screen (src/domain/builtInRoles.ts): as given, they show in the shown
 * language; renamed by an admin, or a role of the tenant's own, they show as typed; stored, they stay
 * Chinese.
 */
const english = <T>(say: () => T) => inLanguage(englishTexts, say);

describe('built-in roles as shown', () => {
  const admin = { ...builtInRoleDefaults('admin'), builtInKey: 'admin' as const };
  const staff = { ...builtInRoleDefaults('staff'), builtInKey: 'staff' as const };

  it('are given in Chinese, as the server stores them', () => {
    expect(english(() => builtInRoleDefaults('admin'))).toEqual({ name: '管理员', description: '本租户的全部功能与数据' });
    expect(builtInRoleDefaults('staff').name).toBe('员工');
  });

  it('show their given name and description in the shown language', () => {
    expect([roleName(admin), roleName(staff)]).toEqual(['管理员', '员工']);
    expect(english(() => [roleName(admin), roleName(staff)])).toEqual(['Admin', 'Staff']);
    expect(english(() => roleDescription(admin))).toBe('Every function and all data of this tenant');
    expect(roleDescription(staff)).toBe(builtInRoleDefaults('staff').description);
  });

  it('show what an admin typed as typed, and a role of the tenant’s own as named', () => {
    expect(english(() => roleName({ ...admin, name: '总经理' }))).toBe('总经理');
    expect(english(() => roleDescription({ ...staff, description: '门店人员' }))).toBe('门店人员');
    // A role of the tenant's own named like a built-in one is still theirs.
    expect(english(() => roleName({ name: '管理员', builtInKey: null }))).toBe('管理员');
    expect(english(() => roleDescription({ name: 'x' }))).toBe('');
  });

  it('are sent back as stored when an edit leaves them as shown, and as typed when changed', () => {
    const shown = english(() => ({ name: roleName(admin), description: roleDescription(admin) }));
    expect(english(() => asStored(admin, shown))).toEqual(builtInRoleDefaults('admin'));
    expect(english(() => asStored(admin, { ...shown, name: 'Head office' }))).toEqual({
      ...builtInRoleDefaults('admin'),
      name: 'Head office',
    });
    expect(asStored({ name: '总经理', description: '' }, { name: '总经理', description: '管理全部' })).toEqual({
      name: '总经理',
      description: '管理全部',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { resourceSchemas } from '../../../../../src/schemas';
import { resolveMenu, type ResolvedMenuItem } from '../../../../../src/schemas/menu';
import { fullPermissions, permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';
import { menuForRole } from '../../../../../src/pages/settings/role/roleMenuPreview';

const names = (items: ResolvedMenuItem[]): string[] => items.flatMap((i) => [i.name, ...names(i.children)]);
const MENU = resolveMenu(resourceSchemas);

describe('预览菜单: the menu a role would see', () => {
  it('shows the entries whose 列表 the role grants, and a group only with a child shown', () => {
    const menu = menuForRole(MENU, {
      dashboard: { actions: ['list'] },
      customer: { actions: ['list', 'show'] },
      // Rights without 列表 show no entry.
      order: { actions: ['show', 'print'] },
    });
    expect(names(menu)).toEqual(['dashboard', 'customer']);
  });

  it('keeps a group with the children the role reaches, and only those', () => {
    const menu = menuForRole(MENU, { taxes: { actions: ['list'] }, role: { actions: ['list', 'edit'] } });
    expect(menu.map((i) => i.name)).toEqual(['setting']);
    expect(menu[0].children.map((i) => i.name)).toEqual(['taxes', 'role']);
  });

  it('never shows entries outside the permission catalogue (租户管理 is the platform’s)', () => {
    const all = menuForRole(MENU, { ...fullPermissions(permissionCatalogue(resourceSchemas)), tenant: { actions: ['list'] } });
    expect(names(all)).not.toContain('tenant');
    expect(names(all)).toContain('menu');
    expect(names(all)).toContain('projects');
  });

  it('an empty role sees nothing', () => {
    expect(menuForRole(MENU, {})).toEqual([]);
  });
});

import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resourceSchemas } from '../../../../../src/schemas';
import { resolveMenu, type ResolvedMenuItem } from '../../../../../src/schemas/menu';
import { fullPermissions, permissionCatalogue } from '../../../../../src/schemas/permissionCatalogue';
import { menuForRole } from '../../../../../src/pages/settings/role/roleMenuPreview';
import { servedSchemas, setPublishedSchemas, loadPublishedChecks } from '../../../../../src/state/servedSchemas';
import { addedSchema } from '../../../support/addedSchemas';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

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

describe('预览菜单 with the tenant’s added resources (docs/requirements.md §10.3)', () => {
  afterEach(() => setPublishedSchemas([]));

  it('shows a published one the role may list, at the top level or in its group', () => {
    setPublishedSchemas([addedSchema('vehicle'), addedSchema('driver', { parent: 'setting' })]);
    const menu = menuForRole(resolveMenu(servedSchemas()), { vehicle: { actions: ['list'] }, driver: { actions: ['list'] } });
    expect(menu.map((i) => i.name)).toEqual(['setting', 'vehicle']);
    expect(menu[0].children.map((i) => i.name)).toEqual(['driver']);
    expect(menu[1].path).toBe('/app/vehicle');
  });
});

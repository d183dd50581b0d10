import { describe, expect, it } from 'vitest';
import { visibleEntries } from '../../../../../src/pages/settings/role/roleVisibility';
import type { SystemMenuNode } from '../../../../../src/pages/admin/menu/menuApi';

const node = (over: Partial<SystemMenuNode> & { name: string }): SystemMenuNode => ({
  _id: over.name,
  label: over.name,
  icon: null,
  path: `/app/${over.name}`,
  type: 'menu',
  sort: 0,
  parentId: null,
  minRole: 'staff',
  status: 1,
  children: [],
  ...over,
});

const TREE = [
  node({ name: 'dashboard' }),
  node({ name: 'setting', children: [node({ name: 'taxes' }), node({ name: 'org', minRole: 'admin' }), node({ name: 'old', status: 0 })] }),
  node({ name: 'hidden', minRole: 'admin', children: [node({ name: 'child' })] }),
  node({ name: 'menu', type: 'admin', minRole: 'staff' }),
  node({ name: 'tenant', type: 'admin', minRole: 'super_admin' }),
];
const names = (role: 'staff' | 'admin' | 'super_admin') => visibleEntries(TREE, role).map((n) => n.name);

describe('which menu entries a role sees (the server rule of menus.service)', () => {
  it('staff: entries at staff level whose parents they see; never admin-type ones, never disabled ones', () => {
    expect(names('staff')).toEqual(['dashboard', 'setting', 'taxes']);
  });

  it('admin: admin-level entries and children under them, admin-type entries below super-admin', () => {
    expect(names('admin')).toEqual(['dashboard', 'setting', 'taxes', 'org', 'hidden', 'child', 'menu']);
  });

  it('super-admin: everything enabled', () => {
    expect(names('super_admin')).toEqual(['dashboard', 'setting', 'taxes', 'org', 'hidden', 'child', 'menu', 'tenant']);
  });
});

import { describe, expect, it } from 'vitest';
import { createAccessControlProvider, canOpenRoute } from '../../../src/providers/accessControlProvider';
import { buildRouteTable } from '../../../src/shell/routeTable';
import { writeStored } from '../../../src/storage/clientStorage';
import type { MenuEntry } from '../../../src/storage/types';

const pending = () => {
  throw new Error('no schemas here');
};
const routes = buildRouteTable([], {}, pending);
const entry = (name: string, children: MenuEntry[] = []): MenuEntry => ({
  _id: name,
  name,
  label: name,
  path: `/app/${name}`,
  type: 'menu',
  children,
});
const staffMenu = [entry('dashboard'), entry('customer'), entry('setting', [entry('taxes')])];
const adminMenu = [...staffMenu, { ...entry('menu'), type: 'admin' as const }];
const route = (name: string) => routes.find((r) => r.name === name);

describe('access control', () => {
  it('opens routes the user menu lists, children included', () => {
    expect(canOpenRoute(route('customer'), staffMenu, 'staff')).toBe(true);
    expect(canOpenRoute(route('taxes'), staffMenu, 'staff')).toBe(true);
    expect(canOpenRoute(route('product'), staffMenu, 'staff')).toBe(false);
  });

  it('never opens admin-type routes for staff, even if a menu lists them', () => {
    expect(canOpenRoute(route('menu'), adminMenu, 'staff')).toBe(false);
    expect(canOpenRoute(route('menu'), adminMenu, 'admin')).toBe(true);
    expect(canOpenRoute(route('tenant'), adminMenu, 'admin')).toBe(false);
  });

  it('leaves routes outside docs/requirements.md §2 to the server', () => {
    const extra = buildRouteTable([], { order_print: (() => null) as never }, pending).find((r) => r.name === 'order_print');
    expect(canOpenRoute(extra, [], 'staff')).toBe(true);
  });

  it('refine provider reads the stored menu and role', async () => {
    const provider = createAccessControlProvider(routes);
    writeStored('userMenu', staffMenu);
    writeStored('auth', { _id: 'u', username: 's', displayName: 's', mobile: null, role: 'staff', tenantId: 't' });
    await expect(provider.can({ resource: 'customer', action: 'list' })).resolves.toEqual({ can: true });
    await expect(provider.can({ resource: 'menu', action: 'list' })).resolves.toEqual({ can: false, reason: '权限不足' });
  });
});

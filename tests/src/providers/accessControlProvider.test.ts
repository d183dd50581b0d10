import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAccessControlProvider, canOpenRoute } from '../../../src/providers/accessControlProvider';
import { resourceSchemas } from '../../../src/schemas';
import { setPermissions } from '../../../src/state/permissions';
import { servedSchemas, setPublishedSchemas, loadPublishedChecks } from '../../../src/state/servedSchemas';
import { addedSchema } from '../support/addedSchemas';
import { buildRouteTable } from '../../../src/shell/routeTable';
import { writeStored } from '../../../src/storage/clientStorage';
import type { MenuEntry } from '../../../src/storage/types';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

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

describe('access control from the roles’ permissions (docs/requirements.md §10.2)', () => {
  const appRoutes = buildRouteTable(resourceSchemas, {}, () => ({}) as never);
  const provider = createAccessControlProvider(appRoutes);
  const can = (resource: string, action: string) => provider.can({ resource, action }).then((r) => r.can);
  const menu = [entry('dashboard'), entry('customer', [entry('customer_quotation')]), entry('order', [entry('payment')]), entry('menu')];
  beforeEach(() => {
    writeStored('userMenu', menu);
    writeStored('auth', { _id: 'u', username: 's', displayName: 's', mobile: null, role: 'staff', tenantId: 't' });
  });
  afterEach(() => setPermissions(null));

  it('answers refine’s actions from the granted ones once they are read', async () => {
    setPermissions({ superAdmin: false, permissions: { customer: { actions: ['list', 'show', 'edit'] } } });
    expect(await can('customer', 'list')).toBe(true);
    expect(await can('customer', 'show')).toBe(true);
    expect(await can('customer', 'edit')).toBe(true);
    expect(await can('customer', 'create')).toBe(false);
    // clone is a create.
    expect(await can('customer', 'clone')).toBe(false);
    expect(await can('customer', 'delete')).toBe(false);
    expect(await can('customer', 'export')).toBe(false);
    // Not granted at all: not even the list, though the menu still lists it.
    expect(await can('dashboard', 'list')).toBe(false);
    await expect(provider.can({ resource: 'customer', action: 'delete' })).resolves.toEqual({ can: false, reason: '权限不足' });
  });

  it('maps a payment’s create to `pay`', async () => {
    setPermissions({ superAdmin: false, permissions: { payment: { actions: ['list', 'show', 'create'] } } });
    expect(await can('payment', 'create')).toBe(false);
    setPermissions({ superAdmin: false, permissions: { payment: { actions: ['list', 'show', 'pay'] } } });
    expect(await can('payment', 'create')).toBe(true);
    expect(await can('payment', 'pay')).toBe(true);
  });

  it('checks the area actions by their own names', async () => {
    setPermissions({ superAdmin: false, permissions: { customer_quotation: { actions: ['list', 'print'] } } });
    expect(await can('customer_quotation', 'print')).toBe(true);
    expect(await can('customer_quotation', 'generateOrder')).toBe(false);
  });

  it('still needs the user menu to list a route of the menu definition', async () => {
    setPermissions({ superAdmin: false, permissions: { product: { actions: ['list', 'show'] } } });
    expect(await can('product', 'list')).toBe(false);
  });

  it('lets the roles decide admin-type pages the permission catalogue names', async () => {
    setPermissions({ superAdmin: false, permissions: { menu: { actions: ['list'] } } });
    expect(await can('menu', 'list')).toBe(true);
    setPermissions({ superAdmin: false, permissions: {} });
    expect(await can('menu', 'list')).toBe(false);
  });

  it('gives the platform’s super-admin everything', async () => {
    setPermissions({ superAdmin: true, permissions: {} });
    expect(await can('customer', 'delete')).toBe(true);
    expect(await can('payment', 'create')).toBe(true);
  });

  it('keeps the route rule for resources outside the catalogue and before the permissions are read', async () => {
    setPermissions({ superAdmin: false, permissions: {} });
    // 租户管理 is the platform's: the role rule, never the tenant's roles.
    expect(await can('tenant', 'list')).toBe(false);
    setPermissions(null);
    expect(await can('customer', 'delete')).toBe(true);
    expect(await can('product', 'list')).toBe(false);
  });
});

describe('access control of a published added resource (docs/requirements.md §10.3)', () => {
  afterEach(() => {
    setPublishedSchemas([]);
    setPermissions(null);
  });

  it('follows the roles’ rights like a built-in, and needs the user menu to list it', async () => {
    setPublishedSchemas([addedSchema('vehicle')]);
    const provider = createAccessControlProvider(buildRouteTable(servedSchemas(), {}, () => ({}) as never));
    const can = (action: string) => provider.can({ resource: 'vehicle', action }).then((r) => r.can);
    writeStored('userMenu', [entry('vehicle')]);
    writeStored('auth', { _id: 'u', username: 's', displayName: 's', mobile: null, role: 'staff', tenantId: 't' });
    setPermissions({ superAdmin: false, permissions: { vehicle: { actions: ['list', 'show', 'create'] } } });
    expect(await can('list')).toBe(true);
    expect(await can('create')).toBe(true);
    expect(await can('edit')).toBe(false);
    expect(await can('delete')).toBe(false);
    setPermissions({ superAdmin: false, permissions: {} });
    expect(await can('list')).toBe(false);
    // Granted but not in the user menu: its entry is a route of the menu, which the server filters.
    setPermissions({ superAdmin: false, permissions: { vehicle: { actions: ['list'] } } });
    writeStored('userMenu', []);
    expect(await can('list')).toBe(false);
  });
});

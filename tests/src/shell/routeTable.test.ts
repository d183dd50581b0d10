import { describe, expect, it, vi } from 'vitest';
import { buildRouteTable, matchRoute, toRefineResources } from '../../../src/shell/routeTable';
import { flattenMenu, resolveMenu } from '../../../src/schemas/menu';

/** The entries of the menu definition alone (no schemas), as the spec lists them. */
const SYSTEM_ROUTES = flattenMenu(resolveMenu([]));
import type { ResourceSchema } from '../../../src/schemas/types';
import type { ResourceScreens } from '../../../src/engine/screens/screens';
import { lazyComponent } from '../../../src/engine/screens/lazyComponent';

const page = lazyComponent(async () => () => null);
const screens: ResourceScreens = { list: page, create: page, edit: page, show: page };
// Real resources carry their real labels (the menu takes a resource's label from its schema).
const LABELS: Record<string, string> = { customer: '客户', taxes: '税费' };
const schema = (name: string, parent?: string): ResourceSchema => ({
  name,
  label: LABELS[name] ?? `${name}标签`,
  parent,
  apiBase: `/business/${name}`,
  titleField: 'name',
  fields: [],
});

describe('route table', () => {
  const screensFor = vi.fn(() => screens);
  const routes = buildRouteTable(
    [schema('customer'), schema('taxes', 'setting'), schema('widget')],
    { dashboard: page, order_print: page },
    screensFor,
  );
  const byName = (n: string) => routes.find((r) => r.name === n)!;

  it('holds every route of docs/requirements.md §2 once, in menu order, then extra schemas and pages', () => {
    expect(routes.map((r) => r.name)).toEqual([...SYSTEM_ROUTES.map((r) => r.name), 'widget', 'order_print']);
  });

  it('maps schemas to /app/<name>, settings children to /app/setting/<name>', () => {
    expect(byName('customer')).toMatchObject({ fullPath: '/app/customer', screen: { kind: 'schema' } });
    expect(byName('taxes')).toMatchObject({ fullPath: '/app/setting/taxes', parent: 'setting' });
    expect(screensFor).toHaveBeenCalledTimes(3);
  });

  it('gives custom pages their route, menu entries without a screen 建设中, setting a group', () => {
    expect(byName('dashboard').screen.kind).toBe('custom');
    expect(byName('product').screen.kind).toBe('pending');
    expect(byName('setting').screen.kind).toBe('group');
    expect(byName('order_print')).toMatchObject({ fullPath: '/app/order_print', system: false, label: 'order_print' });
    const labelled = buildRouteTable([], { order_print: page }, screensFor, { order_print: '打印预览' });
    expect(labelled.find((r) => r.name === 'order_print')?.label).toBe('打印预览');
  });

  it('produces refine resources from the same table', () => {
    const resources = toRefineResources(routes);
    expect(resources.find((r) => r.name === 'customer')).toMatchObject({
      list: '/app/customer',
      create: '/app/customer/create',
      edit: '/app/customer/edit/:id',
      show: '/app/customer/show/:id',
    });
    expect(resources.find((r) => r.name === 'taxes')?.meta).toMatchObject({ parent: 'setting', label: '税费' });
    expect(resources.find((r) => r.name === 'widget')?.meta).toMatchObject({ label: 'widget标签' });
    expect(resources.find((r) => r.name === 'product')).toMatchObject({ list: '/app/product' });
    expect(resources.find((r) => r.name === 'setting')?.list).toBeUndefined();
  });

  it('titles a path by its route and action, longest route first', () => {
    expect(matchRoute(routes, '/app/customer')?.title).toBe('客户');
    expect(matchRoute(routes, '/app/customer/edit/7')?.title).toBe('编辑客户');
    expect(matchRoute(routes, '/app/customer/create')?.title).toBe('新建客户');
    expect(matchRoute(routes, '/app/setting/taxes')?.route.name).toBe('taxes');
    expect(matchRoute(routes, '/app/nowhere')).toBeUndefined();
  });
});

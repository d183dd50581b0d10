import { describe, expect, it } from 'vitest';
import { actionItems, matchItems, screenItems } from '../../../../src/shell/palette/paletteEntries';
import { buildRouteTable } from '../../../../src/shell/routeTable';
import { lazyComponent } from '../../../../src/engine/screens/lazyComponent';
import type { ResourceSchema } from '../../../../src/schemas/types';
import type { MenuEntry } from '../../../../src/storage/types';

const page = lazyComponent(async () => () => null);
const schema = (name: string, label: string, parent?: string): ResourceSchema => ({
  name,
  label,
  parent,
  apiBase: `/business/${name}`,
  titleField: 'name',
  fields: [],
});
const routes = buildRouteTable([schema('customer', '客户'), schema('taxes', '税费', 'setting')], { dashboard: page }, () => ({
  list: page,
  create: page,
  edit: page,
  show: page,
}));
const entry = (name: string, label: string, path: string, children?: MenuEntry[]): MenuEntry => ({
  _id: name,
  name,
  label,
  path,
  type: 'menu',
  children,
});
// The user menu as the server sends it: only what this user may open.
const menu = [
  entry('dashboard', '首页', '/app/dashboard'),
  entry('customer', '客户', '/app/customer'),
  entry('setting', '设置', '/app/setting', [entry('taxes', '税费', '/app/setting/taxes')]),
];

describe('the palette entries', () => {
  const screens = screenItems(menu, routes);

  it('lists each screen of the user menu once, a group named beside its screens and never itself', () => {
    expect(screens.map((s) => [s.label, s.detail, s.path])).toEqual([
      ['首页', undefined, '/app/dashboard'],
      ['客户', undefined, '/app/customer'],
      ['税费', '设置', '/app/setting/taxes'],
    ]);
  });

  it('offers 新建 only on schema screens whose create the user may make', () => {
    const offered = actionItems(screens, routes, (name) => name !== 'taxes');
    expect(offered.map((a) => [a.label, a.path])).toEqual([['新建客户', '/app/customer/create']]);
    // The dashboard is a page: it has nothing to create, whatever the rights say.
    expect(actionItems(screens, routes, () => true).map((a) => a.label)).toEqual(['新建客户', '新建税费']);
  });

  it('matches every word in the label or the group, ignoring case and width, labels starting with it first', () => {
    expect(matchItems(screens, '税').map((s) => s.label)).toEqual(['税费']);
    expect(matchItems(screens, '设置 税').map((s) => s.label)).toEqual(['税费']);
    expect(matchItems(screens, '设置 客户')).toEqual([]);
    const items = [
      { key: 'a', kind: 'action' as const, label: '新建客户', path: '/a' },
      { key: 'b', kind: 'screen' as const, label: '客户', path: '/b' },
      { key: 'c', kind: 'screen' as const, label: 'ERP Sync', path: '/c' },
    ];
    expect(matchItems(items, '客户').map((i) => i.key)).toEqual(['b', 'a']);
    expect(matchItems(items, 'ｅｒｐ').map((i) => i.key)).toEqual(['c']);
    expect(matchItems(items, '  ')).toHaveLength(3);
  });
});

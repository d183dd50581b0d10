import { describe, expect, it } from 'vitest';
import { flattenMenu, MENU, resolveMenu } from '../../../src/schemas/menu';
import { resourceSchemas } from '../../../src/schemas';
import type { ResourceSchema } from '../../../src/schemas/types';

const schema = (name: string, extra: Partial<ResourceSchema> = {}): ResourceSchema => ({
  name,
  label: `${name}标签`,
  icon: 'TagsOutlined',
  apiBase: `/business/${name}`,
  titleField: 'name',
  fields: [{ name: 'name', label: '名称', type: 'text' }],
  ...extra,
});

describe('the one menu definition', () => {
  const resolved = flattenMenu(resolveMenu(resourceSchemas));
  const byName = (n: string) => resolved.find((m) => m.name === n)!;

  it('lists the routes of the requirements in order, resources labelled and iconed by their schema', () => {
    expect(resolveMenu(resourceSchemas).map((m) => m.label)).toEqual([
      '仪表盘',
      '订单',
      '付款',
      '客户',
      '客户报价单',
      '潜在客户',
      '潜在客户报价单',
      '客户标签',
      '产品',
      '产品分类',
      '供应商',
      '设置',
      '菜单设置',
      '租户管理',
    ]);
    for (const s of resourceSchemas.filter((x) => x.inMenu !== false))
      expect(byName(s.name)).toMatchObject({ label: s.label, icon: s.icon });
    expect(byName('taxes')).toMatchObject({ path: '/app/setting/taxes', parent: 'setting', group: false });
    expect(byName('setting')).toMatchObject({ path: '/app/setting', group: true });
    expect(byName('tenant')).toMatchObject({ type: 'admin', minRole: 'super_admin' });
    expect(byName('menu')).toMatchObject({ type: 'admin', minRole: 'admin' });
    expect(byName('org').minRole).toBe('admin');
  });

  it('gives every schema an entry unless it says inMenu: false', () => {
    expect(resolved.some((m) => m.name === 'customer_categories')).toBe(false);
    const names = resolved.map((m) => m.name);
    for (const s of resourceSchemas) expect(names.includes(s.name)).toBe(s.inMenu !== false);
  });

  it('adds a schema the definition does not list at the end of its parent group, or of the menu', () => {
    const top = resolveMenu([
      ...resourceSchemas,
      schema('vehicle'),
      schema('audit', { parent: 'setting' }),
      schema('hidden', { inMenu: false }),
    ]);
    expect(top.at(-1)).toMatchObject({
      name: 'vehicle',
      label: 'vehicle标签',
      icon: 'TagsOutlined',
      path: '/app/vehicle',
      minRole: 'staff',
    });
    expect(top.find((m) => m.name === 'setting')!.children.at(-1)).toMatchObject({
      name: 'audit',
      path: '/app/setting/audit',
      parent: 'setting',
    });
    expect(flattenMenu(top).some((m) => m.name === 'hidden')).toBe(false);
    // A parent that is no group of the menu: still an entry, at the top level.
    expect(resolveMenu([schema('orphan', { parent: 'nowhere' })]).at(-1)).toMatchObject({ name: 'orphan', path: '/app/orphan' });
  });

  it('labels an entry whose schema is missing by its name', () => {
    expect(resolveMenu([]).find((m) => m.name === 'order')).toMatchObject({ label: 'order', path: '/app/order' });
    expect(MENU.length).toBe(resolveMenu([]).length);
  });
});

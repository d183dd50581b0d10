import { describe, expect, it } from 'vitest';
import type { Permissions } from '../../../../../src/domain/permissions/grants';
import type { PermissionResource } from '../../../../../src/schemas/permissionCatalogue';
import {
  cloneRights,
  columnState,
  copyName,
  fieldChoice,
  matrixRows,
  rowState,
  setFieldRule,
  setScope,
  toSaved,
  toggleAction,
  toggleColumn,
  toggleRow,
} from '../../../../../src/pages/settings/role/permissionMatrix';

const CUSTOMER: PermissionResource = {
  name: 'customer',
  label: '客户',
  actions: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'],
  ownable: true,
  fields: [
    { name: 'name', label: '客户名称' },
    { name: 'mobile', label: '联系号码' },
  ],
};
const ORDER: PermissionResource = {
  name: 'order',
  label: '订单',
  actions: ['list', 'show', 'create', 'edit', 'delete', 'export', 'import', 'print'],
  ownable: true,
  fields: [{ name: 'total', label: '总金额' }],
};
const ORG: PermissionResource = {
  name: 'org',
  label: '组织与人员',
  group: '设置',
  actions: ['list', 'create', 'edit'],
  ownable: false,
  fields: [],
};
const ROLE: PermissionResource = {
  name: 'role',
  label: '角色管理',
  group: '设置',
  actions: ['list', 'create', 'edit', 'delete'],
  ownable: false,
  fields: [],
};
const MENU: PermissionResource = { name: 'menu', label: '菜单设置', actions: ['list'], ownable: false, fields: [] };
const CATALOGUE = [CUSTOMER, ORDER, ORG, ROLE, MENU];

describe('the permission matrix (角色管理)', () => {
  it('全选 of a row grants every action the resource offers, in the catalogue order, and clears them again', () => {
    const on = toggleRow({}, ORG, true);
    expect(on.org.actions).toEqual(['list', 'create', 'edit']);
    expect(rowState(on, ORG)).toEqual({ checked: true, indeterminate: false });
    expect(toggleRow(on, ORG, false).org.actions).toEqual([]);
    expect(rowState(toggleRow(on, ORG, false), ORG)).toEqual({ checked: false, indeterminate: false });
  });

  it('a row is indeterminate with some of its actions; actions keep one order however they are ticked', () => {
    let p: Permissions = {};
    p = toggleAction(p, CUSTOMER, 'edit', true);
    p = toggleAction(p, CUSTOMER, 'list', true);
    expect(p.customer.actions).toEqual(['list', 'edit']);
    expect(rowState(p, CUSTOMER)).toEqual({ checked: false, indeterminate: true });
    p = toggleAction(p, CUSTOMER, 'edit', false);
    expect(p.customer.actions).toEqual(['list']);
  });

  it('never grants an action the resource does not offer', () => {
    expect(toggleAction({}, MENU, 'delete', true).menu.actions).toEqual([]);
  });

  it('全选 of a column ticks that action on every resource offering it, and leaves the others alone', () => {
    const p = toggleColumn({}, CATALOGUE, 'delete', true);
    expect(Object.entries(p).map(([n, g]) => [n, g.actions])).toEqual([
      ['customer', ['delete']],
      ['order', ['delete']],
      ['role', ['delete']],
    ]);
    expect(columnState(p, CATALOGUE, 'delete')).toEqual({ checked: true, indeterminate: false });
    expect(columnState(toggleColumn(p, CATALOGUE, 'delete', false), CATALOGUE, 'delete')).toEqual({ checked: false, indeterminate: false });
  });

  it('a column is indeterminate when only some of its resources grant the action', () => {
    const p = toggleAction({}, ORDER, 'print', true);
    expect(columnState(p, CATALOGUE, 'print')).toEqual({ checked: true, indeterminate: false }); // only 订单 prints
    const q = toggleAction({}, ORG, 'list', true);
    expect(columnState(q, CATALOGUE, 'list')).toEqual({ checked: false, indeterminate: true });
  });

  it('sets a field 只读 or 隐藏, and 可见 removes the rule (an empty rule set goes with it)', () => {
    let p = toggleRow({}, CUSTOMER, true);
    p = setFieldRule(p, CUSTOMER, 'mobile', 'hidden');
    p = setFieldRule(p, CUSTOMER, 'name', 'readonly');
    expect(p.customer.fields).toEqual({ mobile: 'hidden', name: 'readonly' });
    expect(fieldChoice(p, 'customer', 'mobile')).toBe('hidden');
    p = setFieldRule(p, CUSTOMER, 'mobile', 'visible');
    p = setFieldRule(p, CUSTOMER, 'name', 'visible');
    expect(p.customer).toEqual({ actions: CUSTOMER.actions });
    expect(fieldChoice(p, 'customer', 'mobile')).toBe('visible');
  });

  it('keeps scope and field rules while the actions are unticked, so they come back with them', () => {
    let p = setScope(toggleRow({}, CUSTOMER, true), CUSTOMER, 'own');
    p = setFieldRule(p, CUSTOMER, 'mobile', 'hidden');
    p = toggleRow(toggleRow(p, CUSTOMER, false), CUSTOMER, true);
    expect(p.customer).toEqual({ actions: CUSTOMER.actions, scope: 'own', fields: { mobile: 'hidden' } });
  });

  it('keeps the chosen departments with 自定义部门 only, and saves them with it', () => {
    let p = setScope(toggleRow({}, CUSTOMER, true), CUSTOMER, 'custom', ['d1', 'd2']);
    expect(p.customer).toMatchObject({ scope: 'custom', deptIds: ['d1', 'd2'] });
    expect(toSaved(p, [CUSTOMER]).customer).toMatchObject({ scope: 'custom', deptIds: ['d1', 'd2'] });
    // Choosing the scope again keeps the departments; another scope drops them.
    expect(setScope(p, CUSTOMER, 'custom').customer.deptIds).toEqual(['d1', 'd2']);
    p = setScope(p, CUSTOMER, 'deptAndBelow');
    expect(p.customer).toEqual({ actions: CUSTOMER.actions, scope: 'deptAndBelow' });
    expect(toSaved(p, [CUSTOMER]).customer).toEqual({ actions: CUSTOMER.actions, scope: 'deptAndBelow' });
  });

  it('gives no 仅本人 to a resource without an owner', () => {
    const p = toggleRow({}, ORG, true);
    expect(setScope(p, ORG, 'own')).toBe(p);
  });

  it('saves only resources granting something, with scope where it applies and rules when set, without what the catalogue does not know', () => {
    let p: Permissions = {
      gone: { actions: ['list'] },
      order: { actions: [], scope: 'own', fields: { total: 'hidden' } },
      role: { actions: ['list', 'delete'] },
    };
    p = setScope(toggleRow(p, CUSTOMER, true), CUSTOMER, 'own');
    p = setFieldRule(p, CUSTOMER, 'mobile', 'readonly');
    p = { ...p, customer: { ...p.customer, fields: { ...p.customer.fields, removed: 'hidden' } } };
    expect(toSaved(p, CATALOGUE)).toEqual({
      customer: { actions: CUSTOMER.actions, scope: 'own', fields: { mobile: 'readonly' } },
      role: { actions: ['list', 'delete'] },
    });
  });

  it('heads each run of a menu group with the group, in menu order', () => {
    expect(matrixRows(CATALOGUE).map((r) => (r.kind === 'group' ? `[${r.label}]` : r.key))).toEqual([
      'customer',
      'order',
      '[设置]',
      'org',
      'role',
      'menu',
    ]);
  });

  it('a copy is named <name> 副本 and its rights are its own', () => {
    expect(copyName('销售主管')).toBe('销售主管 副本');
    const original: Permissions = { customer: { actions: ['list'], fields: { mobile: 'hidden' } } };
    const copy = cloneRights(original);
    copy.customer.fields!.mobile = 'readonly';
    expect(original.customer.fields!.mobile).toBe('hidden');
  });
});

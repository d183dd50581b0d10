import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuEditorPage } from '../../../../../src/pages/admin/menu/MenuEditorPage';
import { DEFINED_ENTRIES, entryValues, missingEntries } from '../../../../../src/pages/admin/menu/menuDefaults';
import type { SystemMenuNode } from '../../../../../src/pages/admin/menu/menuApi';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { ROOT, renderSettingsPage, route } from '../../settings/renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const node = (over: Partial<SystemMenuNode> & { _id: string; name: string }): SystemMenuNode => ({
  label: over.name,
  icon: null,
  path: `/app/${over.name}`,
  type: 'menu',
  sort: 10,
  parentId: null,
  minRole: 'staff',
  status: 1,
  children: [],
  ...over,
});
const TREE = [
  node({ _id: 'm-dash', name: 'dashboard', label: '仪表盘', icon: 'DashboardOutlined' }),
  node({
    _id: 'm-setting',
    name: 'setting',
    label: '设置',
    path: '/app/setting',
    sort: 90,
    children: [
      node({ _id: 'm-taxes', name: 'taxes', label: '税费', path: '/app/setting/taxes', parentId: 'm-setting' }),
      node({ _id: 'm-org', name: 'org', label: '组织与人员', path: '/app/setting/org', parentId: 'm-setting', minRole: 'admin' }),
    ],
  }),
];

function serve() {
  fake = installFakeAdapter((c) => {
    switch (route(c.method!, c.url)) {
      case 'GET /setting/menu/systemMenu':
        return { data: envelope({ value: TREE }) };
      case 'POST /setting/menu/addSystemMenu':
        return { data: envelope({ value: { ...JSON.parse(c.data as string), _id: 'm-new', children: [] } }) };
      case 'GET /setting/menu/removeAllMenuSession':
        return { data: envelope(null) };
      default:
        return { status: 404, data: envelope(null, { success: false, message: '请求的资源不存在', code: 404 }) };
    }
  });
}

/** The form item labelled `label` in the entry form. */
const item = (label: string) => screen.getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

/** Opens the picker, narrows it to `search` and returns the titles of the options it offers. */
async function offered(search: string) {
  const input = screen.getByRole('combobox', { name: '从菜单定义选择' });
  fireEvent.mouseDown(input.closest('.ant-select')!.querySelector('.ant-select-selector')!);
  fireEvent.change(input, { target: { value: search } });
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).not.toBeNull());
  return [...document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) =>
    o.getAttribute('title'),
  );
}

async function pick(search: string, title: string) {
  expect(await offered(search)).toContain(title);
  fireEvent.click(screen.getAllByTitle(title).find((o) => o.classList.contains('ant-select-item-option'))!);
}

async function startNewEntry() {
  serve();
  renderSettingsPage(<MenuEditorPage />, ROOT);
  await screen.findByText('税费', {}, { timeout: 5000 });
  await userEvent.click(screen.getAllByRole('button', { name: /新\s*建/ })[0]);
  await screen.findByText('新建菜单');
}

describe('菜单设置: new entries from the one menu definition', { timeout: 60_000 }, () => {
  it('offers only what the system menu lacks, fills the form from the pick (parent included) and still takes typed changes', async () => {
    await startNewEntry();
    expect(await offered('税费')).toEqual([]); // held already
    expect(await offered('dashboard')).toEqual([]);
    await pick('paymode', '付款方式（paymode）');

    expect(within(item('菜单名称')).getByRole('textbox')).toHaveValue('付款方式');
    expect(within(item('路由名称')).getByRole('textbox')).toHaveValue('paymode');
    expect(within(item('路径')).getByRole('textbox')).toHaveValue('/app/setting/paymode');
    expect(within(item('图标')).getByRole('textbox')).toHaveValue('CreditCardOutlined');
    expect(item('上级菜单').querySelector('.ant-select-selection-item')).toHaveTextContent('设置');
    expect(within(item('类型')).getByRole('radio', { name: '业务菜单' })).toBeChecked();
    // 付款方式 is in the permission catalogue: the roles decide who sees it (its minimum role still travels, unchanged).
    expect(item('最低角色')).toHaveTextContent('由角色权限决定');

    fireEvent.change(within(item('菜单名称')).getByRole('textbox'), { target: { value: '支付方式' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake!.requests.some((r) => r.url === '/setting/menu/addSystemMenu')).toBe(true), { timeout: 5000 });
    const sent = JSON.parse(fake!.requests.find((r) => r.url === '/setting/menu/addSystemMenu')!.data as string);
    expect(sent).toEqual({
      label: '支付方式',
      name: 'paymode',
      path: '/app/setting/paymode',
      icon: 'CreditCardOutlined',
      type: 'menu',
      sort: 30,
      parentId: 'm-setting',
      minRole: 'staff',
      status: 1,
    });
  });

  it('fills an admin-type entry with its type and minimum role, at the top level', async () => {
    await startNewEntry();
    await pick('tenant', '租户管理（tenant）');
    expect(within(item('路径')).getByRole('textbox')).toHaveValue('/app/tenant');
    expect(within(item('类型')).getByRole('radio', { name: '管理菜单' })).toBeChecked();
    expect(item('最低角色').querySelector('.ant-select-selection-item')).toHaveTextContent('超级管理员');
    expect(item('上级菜单').querySelector('.ant-select-selection-item')).toBeNull();
  });

  it('is offered for new entries only', async () => {
    await startNewEntry();
    expect(screen.getByRole('combobox', { name: '从菜单定义选择' })).toBeInTheDocument();
    await userEvent.click(screen.getByText('税费'));
    await screen.findByText('编辑菜单“税费”');
    expect(screen.queryByRole('combobox', { name: '从菜单定义选择' })).not.toBeInTheDocument();
  });
});

describe('menu definition defaults', () => {
  it('lists the defined entries the system menu lacks, in menu order', () => {
    const missing = missingEntries(TREE).map((e) => e.name);
    expect(missing).toEqual(DEFINED_ENTRIES.map((e) => e.name).filter((n) => !['dashboard', 'setting', 'taxes', 'org'].includes(n)));
    expect(missing).toEqual(expect.arrayContaining(['order', 'customer', 'paymode', 'menu', 'tenant']));
    const all = DEFINED_ENTRIES.map((e, i) => node({ _id: `n${i}`, name: e.name }));
    expect(missingEntries(all)).toEqual([]);
  });

  it('sets the parent only when the system menu holds the group', () => {
    const taxes = DEFINED_ENTRIES.find((e) => e.name === 'taxes')!;
    expect(entryValues(taxes, TREE)).toMatchObject({
      name: 'taxes',
      label: '税费',
      path: '/app/setting/taxes',
      type: 'menu',
      minRole: 'staff',
      parentId: 'm-setting',
    });
    expect(entryValues(taxes, [])).not.toHaveProperty('parentId');
  });
});

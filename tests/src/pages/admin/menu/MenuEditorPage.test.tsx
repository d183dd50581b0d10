import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuEditorPage } from '../../../../../src/pages/admin/menu/MenuEditorPage';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { ADMIN, ROOT, renderSettingsPage, route } from '../../settings/renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const node = (over: object) => ({ icon: null, type: 'menu', sort: 10, parentId: null, minRole: 'staff', status: 1, children: [], ...over });
const TAXES = node({ _id: 'm-taxes', name: 'taxes', label: '税费', path: '/app/setting/taxes', parentId: 'm-setting' });
const ORG = node({
  _id: 'm-org',
  name: 'org',
  label: '组织与人员',
  path: '/app/setting/org',
  parentId: 'm-setting',
  minRole: 'admin',
  sort: 20,
});
const TREE = [
  node({ _id: 'm-dash', name: 'dashboard', label: '仪表盘', path: '/app/dashboard', icon: 'DashboardOutlined' }),
  node({ _id: 'm-setting', name: 'setting', label: '设置', path: '/app/setting', sort: 90, children: [TAXES, ORG] }),
];

function serve() {
  fake = installFakeAdapter((c) => {
    switch (route(c.method!, c.url)) {
      case 'GET /setting/menu/systemMenu':
        return { data: envelope({ value: TREE }) };
      case 'POST /setting/menu/updateSystemMenu':
        return { data: envelope({ value: { ...TAXES, ...JSON.parse(c.data as string) } }) };
      case 'POST /setting/menu/removeSystemMenu':
        return { data: envelope({ value: { _id: JSON.parse(c.data as string)._id, removed: 3 } }) };
      case 'GET /setting/menu/removeAllMenuSession':
        return { data: envelope(null) };
      default:
        return { status: 404, data: envelope(null, { success: false, message: '请求的资源不存在', code: 404 }) };
    }
  });
}

const calls = (url: string) => fake!.requests.filter((r) => r.url === url);

describe('菜单设置', { timeout: 60_000 }, () => {
  it('lets a super-admin edit an entry, then clears the menu sessions and reloads the side menu', async () => {
    serve();
    const { shell, notices } = renderSettingsPage(<MenuEditorPage />, ROOT);
    await userEvent.click(await screen.findByText('税费', {}, { timeout: 5000 }));
    const label = await screen.findByLabelText('菜单名称');
    expect(label).toHaveValue('税费');
    fireEvent.change(label, { target: { value: '税率' } });
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls('/setting/menu/removeAllMenuSession')).toHaveLength(1), { timeout: 5000 });
    expect(JSON.parse(calls('/setting/menu/updateSystemMenu')[0].data as string)).toEqual({
      _id: 'm-taxes',
      label: '税率',
      name: 'taxes',
      path: '/app/setting/taxes',
      icon: null,
      type: 'menu',
      sort: 10,
      parentId: 'm-setting',
      minRole: 'staff',
      status: 1,
    });
    await waitFor(() => expect(shell.refreshMenu).toHaveBeenCalled());
    expect(notices.success).toEqual(['操作成功']);
  });

  it('leaves the visibility of permission-catalogue entries to the roles; groups keep their minimum role', async () => {
    serve();
    renderSettingsPage(<MenuEditorPage />, ROOT);
    // 组织与人员 (minimum role 管理员) carries no role tag in the tree: its roles' rights decide.
    expect((await screen.findByText('组织与人员', {}, { timeout: 5000 })).closest('.ant-tree-treenode')).not.toHaveTextContent('管理员');
    await userEvent.click(screen.getByText('税费'));
    expect(await screen.findByText('由角色权限决定')).toBeInTheDocument();
    expect(screen.queryByLabelText('最低角色')).not.toBeInTheDocument();
    await userEvent.click(within(document.querySelector<HTMLElement>('.ant-tree')!).getByText('设置'));
    expect(await screen.findByLabelText('最低角色')).toBeInTheDocument();
    expect(screen.queryByText('由角色权限决定')).not.toBeInTheDocument();
  });

  it('removes an entry after a question naming it and its children', async () => {
    serve();
    renderSettingsPage(<MenuEditorPage />, ROOT);
    await userEvent.click(await screen.findByText('设置', {}, { timeout: 5000 }));
    await userEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定删除菜单“设置”吗？')).toBeInTheDocument();
    expect(screen.getByText('其下 2 个子菜单也会一并删除')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(
      () => expect(calls('/setting/menu/removeSystemMenu').map((r) => JSON.parse(r.data as string))).toEqual([{ _id: 'm-setting' }]),
      {
        timeout: 5000,
      },
    );
    await waitFor(() => expect(calls('/setting/menu/removeAllMenuSession')).toHaveLength(1));
  });

  it('shows admins the tree read-only: no 新建, 删除 or 保存, disabled fields', async () => {
    serve();
    renderSettingsPage(<MenuEditorPage />, ADMIN);
    expect(
      await screen.findByText('只有超级管理员可以修改菜单，您可以查看。菜单对所有租户生效。', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByText('组织与人员'));
    expect(await screen.findByLabelText('菜单名称')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).not.toBeInTheDocument();
  });
});

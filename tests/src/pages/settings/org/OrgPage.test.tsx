import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrgPage } from '../../../../../src/pages/settings/org/OrgPage';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { renderSettingsPage, route } from '../renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const PROJECTS = [
  { _id: 'p-main', name: 'Main', isDefault: true, userIds: ['u-admin', 'u-staff'], createdAt: '2026-11-01T00:00:00Z' },
  { _id: 'p-east', name: '华东分公司', isDefault: false, userIds: ['u-staff'], createdAt: '2026-11-02T00:00:00Z' },
];
const ROLES = [
  { _id: 'r-admin', name: '管理员', description: '', builtIn: true, builtInKey: 'admin', permissions: {}, userCount: 1 },
  { _id: 'r-staff', name: '员工', description: '', builtIn: true, builtInKey: 'staff', permissions: {}, userCount: 1 },
  { _id: 'r-sales', name: '销售', description: '', builtIn: false, builtInKey: null, permissions: {}, userCount: 0 },
];
const STAFF = {
  _id: 'u-staff',
  username: 'demo_staff',
  displayName: '李晓明',
  mobile: '13800000000',
  role: 'staff',
  roleIds: ['r-staff'],
  status: 1,
  projectIds: ['p-main', 'p-east'],
  createdAt: '2026-11-01T08:00:00Z',
};
const ME = {
  ...STAFF,
  _id: 'u-admin',
  username: 'demo_admin',
  displayName: '王经理',
  mobile: null,
  role: 'admin',
  roleIds: ['r-admin'],
  projectIds: ['p-main'],
};

const DEPTS = [
  {
    _id: 'd-co',
    name: '云帆',
    parentId: null,
    leaderId: null,
    leaderName: '',
    sort: 0,
    userCount: 1,
    children: [{ _id: 'd-sales', name: '销售部', parentId: 'd-co', leaderId: null, leaderName: '', sort: 1, userCount: 1, children: [] }],
  },
];

function serve(people: object[]) {
  fake = installFakeAdapter((c) => {
    switch (route(c.method!, c.url)) {
      case 'GET /setting/role/list':
        return { data: envelope({ value: { rows: ROLES, total: ROLES.length } }) };
      case 'PUT /setting/org/update':
        return { data: envelope({ value: { ...STAFF, ...JSON.parse(c.data as string) } }) };
      case 'GET /setting/dept/tree':
        return { data: envelope({ value: DEPTS }) };
      case 'GET /setting/project/list':
        return { data: envelope({ value: { rows: PROJECTS, total: 2 } }) };
      case 'GET /setting/org/list':
        return { data: envelope({ value: { rows: people, total: people.length } }) };
      case 'POST /setting/org/addUser':
        people.push({ ...STAFF, _id: 'u-new', ...JSON.parse(c.data as string) });
        return { data: envelope({ value: people.at(-1) }) };
      case 'POST /setting/org/disable':
        return { data: envelope({ value: { ...STAFF, status: 0 } }) };
      case 'POST /business/staff/unlockLogin':
        return { data: envelope(null, { message: '已解锁' }) };
      case 'POST /setting/org/resetPassword': {
        const body = JSON.parse(c.data as string);
        return { data: envelope({ value: { password: body.password ?? 'Gen3rated9x' } }, { message: '密码已重置' }) };
      }
      default:
        return { status: 404, data: envelope(null, { success: false, message: '请求的资源不存在', code: 404 }) };
    }
  });
}

/** Sets a text field at once (typing key by key is slow in jsdom with antd forms). */
function fill(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

describe('组织与人员', { timeout: 60_000 }, () => {
  it('lists the people with role and status tags and their project names', async () => {
    serve([ME, { ...STAFF, roleIds: ['r-staff', 'r-sales'] }]);
    renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    // Role names from the tenant's roles, one tag each.
    expect(await within(row).findByText('销售')).toBeInTheDocument();
    expect(within(row).getByText('员工')).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(await within(row).findByText('华东分公司')).toBeInTheDocument();
    expect(screen.getByText('共 2 人')).toBeInTheDocument();
    // Oneself cannot be disabled: no 停用 on one's own row.
    expect(within(screen.getByText('王经理').closest('tr')!).queryByText('停用')).not.toBeInTheDocument();
    const list = fake!.requests.find((r) => r.url === '/setting/org/list')!;
    expect(list.params).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('shows the department tree with head counts; choosing one lists its people (and those below), 全部 clears it', async () => {
    serve([ME, { ...STAFF, deptId: 'd-sales', deptName: '销售部' }]);
    renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    expect(within(row).getByText('销售部')).toBeInTheDocument();
    const tree = await screen.findByRole('navigation', { name: '部门树' });
    await userEvent.click(await within(tree).findByText('销售部（1）'));
    await waitFor(() => expect(fake!.requests.some((r) => r.url === '/setting/org/list' && r.params?.deptId === 'd-sales')).toBe(true));
    const before = fake!.requests.length;
    await userEvent.click(within(tree).getByText('全部'));
    await waitFor(() => expect(fake!.requests.slice(before).some((r) => r.url === '/setting/org/list' && !r.params?.deptId)).toBe(true));
  });

  it('offers no edit of the super-admin to a tenant admin (the server refuses it too)', async () => {
    const SUPER = {
      ...STAFF,
      _id: 'u-super',
      username: 'admin',
      displayName: '平台管理员',
      role: 'super_admin',
      roleIds: [],
      projectIds: ['p-main'],
    };
    serve([ME, STAFF, SUPER]);
    renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('平台管理员')).closest('tr')!;
    expect(within(row).getByText('超级管理员')).toBeInTheDocument();
    expect(within(row).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(row).queryByText('停用')).not.toBeInTheDocument();
    // The name opens nobody's editor: plain text, not a button.
    expect(within(row).queryByRole('button', { name: '平台管理员' })).not.toBeInTheDocument();
    expect(within(screen.getByText('李晓明').closest('tr')!).getByRole('button', { name: '李晓明' })).toBeInTheDocument();
    expect(within(screen.getByText('李晓明').closest('tr')!).getByText('编辑')).toBeInTheDocument();
  });

  it('says what is missing when the tenant has nobody yet', async () => {
    serve([]);
    renderSettingsPage(<OrgPage />);
    expect(await screen.findByText('还没有人员，点击“新建”添加')).toBeInTheDocument();
  });

  it('asks for the required fields in Chinese, then adds the user and says 操作成功', async () => {
    const people = [ME];
    serve(people);
    const { notices } = renderSettingsPage(<OrgPage />);
    await screen.findByText('王经理');
    await userEvent.click(screen.getByRole('button', { name: /新\s*建$/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入用户名', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).getByText('请输入初始密码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入姓名')).toBeInTheDocument();

    fill(dialog, '用户名', 'zhao_liu');
    fill(dialog, '初始密码', 'short');
    fill(dialog, '姓名', '赵六');
    fill(dialog, '手机号', '13912345678');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(
      await within(dialog).findByText('初始密码强度不足：长度 8–64 位，且需同时包含字母和数字', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(fake!.requests.some((r) => r.url === '/setting/org/addUser')).toBe(false);

    fill(dialog, '初始密码', 'Zhao123456');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake!.requests.some((r) => r.url === '/setting/org/addUser')).toBe(true), { timeout: 5000 });
    const add = fake!.requests.find((r) => r.url === '/setting/org/addUser')!;
    // The default project (Main) is preselected; the roles default to the built-in 员工.
    expect(JSON.parse(add.data as string)).toEqual({
      username: 'zhao_liu',
      password: 'Zhao123456',
      displayName: '赵六',
      mobile: '13912345678',
      roleIds: ['r-staff'],
      projectIds: ['p-main'],
    });
    expect(await screen.findByText('赵六', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(notices.success).toEqual(['操作成功']);
  });

  it('edits the roles of a user in one call with the other fields, at least one role required', async () => {
    serve([ME, STAFF]);
    const { notices } = renderSettingsPage(<OrgPage />);
    await userEvent.click(within((await screen.findByText('李晓明')).closest('tr')!).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    const roles = within(dialog).getByLabelText('角色');
    // Remove 员工 (the tag's close icon), then save: a person needs a role.
    await userEvent.click(within(dialog).getByText('员工').parentElement!.querySelector('.ant-select-selection-item-remove')!);
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请至少选择一个角色', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(roles);
    await userEvent.click(await screen.findByTitle('销售'));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake!.requests.some((r) => r.url === '/setting/org/update')).toBe(true), { timeout: 5000 });
    expect(JSON.parse(fake!.requests.find((r) => r.url === '/setting/org/update')!.data as string)).toEqual({
      _id: 'u-staff',
      displayName: '李晓明',
      mobile: '13800000000',
      projectIds: ['p-main', 'p-east'],
      deptId: null,
      roleIds: ['r-sales'],
    });
    expect(fake!.requests.some((r) => r.url === '/setting/org/updateRole')).toBe(false);
    await waitFor(() => expect(notices.success).toEqual(['操作成功']));
  });

  it('keeps one’s own roles: the choice is locked and the save leaves them out', async () => {
    serve([ME, STAFF]);
    renderSettingsPage(<OrgPage />);
    await userEvent.click(within((await screen.findByText('王经理')).closest('tr')!).getByText('编辑'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('不能修改当前登录账号或超级管理员的角色')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake!.requests.some((r) => r.url === '/setting/org/update')).toBe(true), { timeout: 5000 });
    expect(JSON.parse(fake!.requests.find((r) => r.url === '/setting/org/update')!.data as string)).not.toHaveProperty('roleIds');
  });

  it('offers 新建 and the row writes only with those rights on 组织与人员', async () => {
    const readOnly = {
      can: async ({ resource, action }: { resource?: string; action: string }) => ({ can: resource === 'org' && action === 'list' }),
    };
    serve([ME, STAFF]);
    renderSettingsPage(<OrgPage />, undefined, { accessControlProvider: readOnly });
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    expect(await within(row).findByText('员工')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).not.toBeInTheDocument();
    expect(within(row).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(row).queryByText('停用')).not.toBeInTheDocument();
    expect(within(row).queryByText('解除登录限制')).not.toBeInTheDocument();
  });

  it('with 编辑 but not 新建 on 组织与人员: the row writes, no 新建', async () => {
    serve([ME, STAFF]);
    renderSettingsPage(<OrgPage />, undefined, {
      accessControlProvider: { can: async ({ resource, action }) => ({ can: resource === 'org' && action !== 'create' }) },
    });
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    // Once the answers are in (编辑 shows), 新建 is still missing.
    expect(await within(row).findByText('编辑')).toBeInTheDocument();
    expect(within(row).getByText('停用')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /新\s*建/ })).not.toBeInTheDocument();
  });

  it('disables a user after a question that names them', async () => {
    serve([ME, STAFF]);
    const { notices } = renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    await userEvent.click(within(row).getByText('停用'));
    expect(await screen.findByText('确定停用用户“李晓明”吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(fake!.requests.find((r) => r.url === '/setting/org/disable')?.data).toBe(JSON.stringify({ _id: 'u-staff' })),
    );
    await waitFor(() => expect(notices.success).toEqual(['操作成功']));
  });

  it("shows 已锁定 and unlocks (解锁) after a question that names the user, offered only on a locked row, not one's own", async () => {
    serve([
      { ...ME, loginLimited: true },
      { ...STAFF, loginLimited: true },
      { ...STAFF, _id: 'u-free', displayName: '张三' },
    ]);
    const { notices } = renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    expect(within(row).getByText('已锁定')).toBeInTheDocument();
    expect(within(screen.getByText('张三').closest('tr')!).queryByText('已锁定')).not.toBeInTheDocument();
    expect(within(screen.getByText('张三').closest('tr')!).queryByText('解锁')).not.toBeInTheDocument();
    expect(within(screen.getByText('王经理').closest('tr')!).queryByText('解锁')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByText('解锁'));
    expect(await screen.findByText('确定解锁用户“李晓明”吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(fake!.requests.find((r) => r.url === '/business/staff/unlockLogin')?.data).toBe(JSON.stringify({ _id: 'u-staff' })),
    );
    await waitFor(() => expect(notices.success).toEqual(['已解锁']));
  });

  it('resets a password to a generated one shown once, or to one typed under the password rule', async () => {
    serve([ME, STAFF]);
    const { notices } = renderSettingsPage(<OrgPage />);
    await userEvent.click(within((await screen.findByText('李晓明')).closest('tr')!).getByText('重置密码'));
    expect(within(screen.getByText('王经理').closest('tr')!).queryByText('重置密码')).not.toBeInTheDocument();
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('重置用户“李晓明”的密码')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    expect(await within(dialog).findByTestId('temporary-password')).toHaveTextContent('Gen3rated9x');
    expect(fake!.requests.find((r) => r.url === '/setting/org/resetPassword')?.data).toBe(JSON.stringify({ _id: 'u-staff' }));
    // The dialog says it worked, with the password: no 操作成功 notice on top of it.
    expect(notices.success).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /完\s*成/ }));
    await waitFor(() => expect(screen.queryByTestId('temporary-password')).not.toBeInTheDocument());

    await userEvent.click(within(screen.getByText('李晓明').closest('tr')!).getByText('重置密码'));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('手动设置'));
    fill(dialog, '临时密码', 'abcdefgh');
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    expect(await within(dialog).findByText('临时密码强度不足：长度 8–64 位，且需同时包含字母和数字')).toBeInTheDocument();
    fill(dialog, '临时密码', 'Temp12345');
    await userEvent.click(within(dialog).getByRole('button', { name: /重\s*置/ }));
    expect(await within(dialog).findByTestId('temporary-password')).toHaveTextContent('Temp12345');
    expect(fake!.requests.filter((r) => r.url === '/setting/org/resetPassword').at(-1)?.data).toBe(
      JSON.stringify({ _id: 'u-staff', password: 'Temp12345' }),
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrgPage } from '../../../../../src/pages/settings/org/OrgPage';
import { setHttpNotifier } from '../../../../../src/providers/httpClient';
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
const STAFF = {
  _id: 'u-staff',
  username: 'demo_staff',
  displayName: '李晓明',
  mobile: '13800000000',
  role: 'staff',
  status: 1,
  projectIds: ['p-main', 'p-east'],
  createdAt: '2026-11-01T08:00:00Z',
};
const ME = { ...STAFF, _id: 'u-admin', username: 'demo_admin', displayName: '王经理', mobile: null, role: 'admin', projectIds: ['p-main'] };

function serve(people: object[]) {
  fake = installFakeAdapter((c) => {
    switch (route(c.method!, c.url)) {
      case 'GET /setting/project/list':
        return { data: envelope({ value: { rows: PROJECTS, total: 2 } }) };
      case 'GET /setting/org/list':
        return { data: envelope({ value: { rows: people, total: people.length } }) };
      case 'POST /setting/org/addUser':
        people.push({ ...STAFF, _id: 'u-new', ...JSON.parse(c.data) });
        return { data: envelope({ value: people.at(-1) }) };
      case 'POST /setting/org/disable':
        return { data: envelope({ value: { ...STAFF, status: 0 } }) };
      case 'POST /business/staff/unlockLogin':
        return { data: envelope(null, { message: '已解除登录限制' }) };
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
    serve([ME, STAFF]);
    renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    expect(within(row).getByText('员工')).toBeInTheDocument();
    expect(within(row).getByText('启用')).toBeInTheDocument();
    expect(await within(row).findByText('华东分公司')).toBeInTheDocument();
    expect(screen.getByText('共 2 人')).toBeInTheDocument();
    // Oneself cannot be disabled: no 停用 on one's own row.
    expect(within(screen.getByText('王经理').closest('tr')!).queryByText('停用')).not.toBeInTheDocument();
    const list = fake!.requests.find((r) => r.url === '/setting/org/list')!;
    expect(list.params).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('offers no edit of the super-admin to a tenant admin (the server refuses it too)', async () => {
    const SUPER = { ...STAFF, _id: 'u-super', username: 'admin', displayName: '平台管理员', role: 'super_admin', projectIds: ['p-main'] };
    serve([ME, STAFF, SUPER]);
    renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('平台管理员')).closest('tr')!;
    expect(within(row).queryByText('编辑')).not.toBeInTheDocument();
    expect(within(row).queryByText('停用')).not.toBeInTheDocument();
    expect(within(row).getByText('平台管理员').tagName).not.toBe('A');
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
    await userEvent.click(screen.getByRole('button', { name: /新\s*建/ }));
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
    expect(await within(dialog).findByText('密码长度须为 8–64 位', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fake!.requests.some((r) => r.url === '/setting/org/addUser')).toBe(false);

    fill(dialog, '初始密码', 'Zhao123456');
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake!.requests.some((r) => r.url === '/setting/org/addUser')).toBe(true), { timeout: 5000 });
    const add = fake!.requests.find((r) => r.url === '/setting/org/addUser')!;
    // The default project (Main) is preselected; role defaults to staff.
    expect(JSON.parse(add.data)).toEqual({
      username: 'zhao_liu',
      password: 'Zhao123456',
      displayName: '赵六',
      mobile: '13912345678',
      role: 'staff',
      projectIds: ['p-main'],
    });
    expect(await screen.findByText('赵六', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(notices.success).toEqual(['操作成功']);
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

  it("clears the failed logins of a user (解除登录限制) after a question that names them, not on one's own row", async () => {
    serve([ME, STAFF]);
    const { notices } = renderSettingsPage(<OrgPage />);
    const row = (await screen.findByText('李晓明')).closest('tr')!;
    expect(within(screen.getByText('王经理').closest('tr')!).queryByText('解除登录限制')).not.toBeInTheDocument();
    await userEvent.click(within(row).getByText('解除登录限制'));
    expect(await screen.findByText('确定解除用户“李晓明”的登录限制吗？')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() =>
      expect(fake!.requests.find((r) => r.url === '/business/staff/unlockLogin')?.data).toBe(JSON.stringify({ _id: 'u-staff' })),
    );
    await waitFor(() => expect(notices.success).toEqual(['已解除登录限制']));
  });
});

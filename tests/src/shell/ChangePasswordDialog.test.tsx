import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChangePasswordDialog } from '../../../src/shell/ChangePasswordDialog';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { readStored, writeStored } from '../../../src/storage/clientStorage';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';

configure({ asyncUtilTimeout: 8000 });

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  localStorage.clear();
});

const USER = { _id: 'u1', username: 'demo_staff', displayName: '李晓明', mobile: null, role: 'staff' as const, tenantId: 't1' };

function open(reply: (body: { oldPassword: string; newPassword: string }) => { status?: number; data: unknown }) {
  writeStored('auth', { ...USER, mustChangePassword: false });
  writeStored('authToken', 'tok');
  fake = installFakeAdapter((c) => reply(JSON.parse(c.data as string)));
  const onClose = vi.fn();
  render(
    <NoticesProvider>
      <ChangePasswordDialog open onClose={onClose} />
    </NoticesProvider>,
  );
  const dialog = screen.getByRole('dialog');
  const fill = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  const save = () => userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
  return { dialog, fill, save, onClose };
}

describe('修改密码 (user menu)', { timeout: 60_000 }, () => {
  it('asks for every field and checks the new password by the rule and the confirmation, sending nothing', async () => {
    const { dialog, fill, save } = open(() => ({ data: envelope(USER) }));
    await save();
    expect(await within(dialog).findByText('请输入原密码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入新密码')).toBeInTheDocument();
    expect(within(dialog).getByText('请输入确认新密码')).toBeInTheDocument();
    fill('原密码', 'Old12345');
    fill('新密码', 'abcdefgh');
    fill('确认新密码', 'abcdefgx');
    await save();
    expect(await within(dialog).findByText('新密码强度不足：长度 8–64 位，且需同时包含字母和数字')).toBeInTheDocument();
    expect(within(dialog).getByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(fake!.requests).toHaveLength(0);
  });

  it("shows the server's 原密码错误 under 原密码 and stays open", async () => {
    const { dialog, fill, save, onClose } = open(() => ({
      status: 400,
      data: envelope({ field: 'oldPassword' }, { success: false, code: 10203, message: '原密码错误' }),
    }));
    fill('原密码', 'Wrong1234');
    fill('新密码', 'Better1234');
    fill('确认新密码', 'Better1234');
    await save();
    expect(await within(dialog).findByText('原密码错误')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('changes the password, keeps the stored user up to date and closes', async () => {
    const { fill, save, onClose } = open(() => ({ data: envelope({ ...USER, mustChangePassword: false }, { message: '密码已修改' }) }));
    fill('原密码', 'Old12345');
    fill('新密码', 'Better1234');
    fill('确认新密码', 'Better1234');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(fake!.requests[0].data as string)).toEqual({ oldPassword: 'Old12345', newPassword: 'Better1234' });
    expect(fake!.requests[0].url).toBe('/login/changePassword');
    expect(readStored('auth')).toMatchObject({ _id: 'u1', mustChangePassword: false });
  });
});

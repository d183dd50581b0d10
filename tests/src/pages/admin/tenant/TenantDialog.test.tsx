import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TenantDialog } from '../../../../../src/pages/admin/tenant/TenantDialog';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { installFakeAdapter } from '../../../helpers/fakeAdapter';
import { renderSettingsPage, ROOT } from '../../settings/renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
});

const WEAK = '管理员密码强度不足：长度 8–64 位，且需同时包含字母和数字';

const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

/**
 * The super-admin's 新建租户 checks the admin's password by the rule every account follows
 * (src/domain/passwordRule.ts), in the words the server uses, naming 管理员密码.
 */
describe('TenantDialog', { timeout: 60_000 }, () => {
  it('refuses a weak 管理员密码 with the shared rule, before any call', async () => {
    fake = installFakeAdapter(() => ({ status: 404, data: {} }));
    renderSettingsPage(<TenantDialog tenant={{}} onClose={() => {}} onSaved={() => {}} />, ROOT);
    const dialog = await screen.findByRole('dialog');
    fill(dialog, '租户名称', '测试公司');
    fill(dialog, '管理员用户名', 'test_admin');
    for (const weak of ['abcdefgh', 'abc123']) {
      fill(dialog, '管理员密码', weak);
      await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
      // Looked up afresh each time: antd replaces the message element while it validates again.
      await waitFor(() => expect(within(dialog).getByText(WEAK)).toBeInTheDocument());
    }
    expect(fake.requests.length).toBe(0);
  });
});

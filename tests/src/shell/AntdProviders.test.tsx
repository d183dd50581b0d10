import { describe, expect, it } from 'vitest';
import { useContext } from 'react';
import { act, render, screen, fireEvent, waitFor } from '@testing-library/react';
import { apiPost } from '../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { Button, ConfigProvider, Form, Input, InputNumber, theme as antdTheme, type FormInstance } from 'antd';
import { AntdProviders } from '../../../src/shell/AntdProviders';
import { BORDER_RADIUS, HEADER_HEIGHT, PRIMARY_COLOR, theme } from '../../../src/theme';
import { validateMessages } from '../../../src/i18n/validateMessages';
import { NOTICE_TOP } from '../../../src/shell/noticePlacement';
import { useNotices } from '../../../src/state/notices';

/** Opens a notification and a message through the app's antd context, as refine and the HTTP client do. */
function Notices() {
  const { notification, message } = useNotices();
  return (
    <button
      onClick={() => {
        notification.error({ message: '请求错误 404', description: '请求的资源不存在' });
        void message.success('操作成功');
      }}
    >
      notify
    </button>
  );
}

/** What antd's context holds below AntdProviders. */
function Probe() {
  const { token } = antdTheme.useToken();
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return (
    <dl>
      <dd data-testid="primary">{token.colorPrimary}</dd>
      <dd data-testid="radius">{token.borderRadius}</dd>
      <dd data-testid="locale">{locale?.locale}</dd>
      <dd data-testid="per-page">{locale?.Pagination?.items_per_page}</dd>
      <dd data-testid="ok">{locale?.Modal?.okText}</dd>
    </dl>
  );
}

describe('theme and Chinese (docs/requirements.md §1, §5)', () => {
  it('the theme is primary #1777ff with border radius 4', () => {
    expect(PRIMARY_COLOR).toBe('#1777ff');
    expect(BORDER_RADIUS).toBe(4);
    expect(theme.token).toMatchObject({ colorPrimary: '#1777ff', borderRadius: 4 });
  });

  it("AntdProviders applies the theme and antd's zhCN locale to everything below", () => {
    render(
      <AntdProviders>
        <Probe />
      </AntdProviders>,
    );
    expect(screen.getByTestId('primary')).toHaveTextContent('#1777ff');
    expect(screen.getByTestId('radius')).toHaveTextContent(/^4$/);
    expect(screen.getByTestId('locale')).toHaveTextContent('zh-cn');
    expect(screen.getByTestId('per-page')).toHaveTextContent('条/页');
    expect(screen.getByTestId('ok')).toHaveTextContent('确定');
  });

  it('the validation messages are the Chinese ones of docs/requirements.md §5', () => {
    const validate = validateMessages();
    expect(validate.required).toBe('请输入${label}');
    expect(validate.string).toEqual({
      len: '${label}须为${len}个字符',
      min: '${label}最少${min}个字符',
      max: '${label}最多${max}个字符',
      range: '${label}须在${min}-${max}个字符之间',
    });
    expect(validate.number).toEqual({
      len: '${label}必须等于${len}',
      min: '${label}最小值为${min}',
      max: '${label}最大值为${max}',
      range: '${label}须在${min}-${max}之间',
    });
    expect(validate.pattern?.mismatch).toBe('${label}格式不正确');
    expect(validate.types?.email).toBe('${label}不是一个有效的邮箱地址');
    expect(validate.types?.number).toBe('${label}不是一个有效的数字');
  });

  it('every form below AntdProviders shows them, with the field label filled in', async () => {
    let form!: FormInstance;
    function ValidatedForm() {
      [form] = Form.useForm();
      return (
        <Form form={form}>
          <Form.Item name="name" label="名称" rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="code" label="编码" rules={[{ max: 3 }]} initialValue="ABCDE">
            <Input />
          </Form.Item>
          <Form.Item name="mobile" label="手机号" rules={[{ pattern: /^1\d{10}$/ }]} initialValue="123">
            <Input />
          </Form.Item>
          <Form.Item name="qty" label="数量" rules={[{ type: 'number', min: 1, max: 10 }]} initialValue={20}>
            <InputNumber />
          </Form.Item>
          <Form.Item name="mail" label="邮箱" rules={[{ type: 'email' }]} initialValue="x@">
            <Input />
          </Form.Item>
          <Button htmlType="submit">提交</Button>
        </Form>
      );
    }
    render(
      <AntdProviders>
        <ValidatedForm />
      </AntdProviders>,
    );
    // Submit as a user does, then wait inside act for the validation it started to settle and for the
    // renders it causes (each Form.Item with an error measures itself in a layout effect), so that
    // only antd's zero-delay error debounce is left for findBy.
    fireEvent.submit(document.querySelector('form')!);
    await act(() => form.validateFields().catch(() => undefined));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    expect(await screen.findByText('编码最多3个字符')).toBeInTheDocument();
    expect(await screen.findByText('手机号格式不正确')).toBeInTheDocument();
    expect(await screen.findByText('数量须在1-10之间')).toBeInTheDocument();
    expect(await screen.findByText('邮箱不是一个有效的邮箱地址')).toBeInTheDocument();
  });

  it('notices open below the header, never over the project switcher and the user menu', async () => {
    render(
      <AntdProviders>
        <Notices />
      </AntdProviders>,
    );
    fireEvent.click(screen.getByText('notify'));
    expect(await screen.findByText('请求的资源不存在')).toBeInTheDocument();
    expect(await screen.findByText('操作成功')).toBeInTheDocument();
    const notices = document.querySelector('.ant-notification-topRight') as HTMLElement;
    const messages = document.querySelector('.ant-message') as HTMLElement;
    expect(NOTICE_TOP).toBeGreaterThanOrEqual(HEADER_HEIGHT);
    expect(notices.style.top).toBe(`${NOTICE_TOP}px`);
    expect(messages.style.top).toBe(`${NOTICE_TOP}px`);
  });

  it('a confirm opens in Chinese once antd’s Modal has loaded, confirms asked meanwhile in order', async () => {
    const answered: string[] = [];
    function Ask() {
      const { confirm } = useNotices();
      return (
        <button
          onClick={() => {
            confirm({ title: '确定删除吗？', onOk: () => void answered.push('删除') });
            confirm({ title: '有未保存的修改，确定离开吗？', onOk: () => void answered.push('离开') });
          }}
        >
          ask
        </button>
      );
    }
    render(
      <AntdProviders>
        <Ask />
      </AntdProviders>,
    );
    expect(document.querySelector('.ant-modal-confirm')).toBeNull();
    fireEvent.click(screen.getByText('ask'));
    const titles = () => [...document.querySelectorAll('.ant-modal-confirm-title')].map((t) => t.textContent);
    await waitFor(() => expect(titles()).toEqual(['确定删除吗？', '有未保存的修改，确定离开吗？']));
    // antd's zhCN texts: the dialogs are inside the app's ConfigProvider.
    const oks = await screen.findAllByRole('button', { name: '确 定' });
    fireEvent.click(oks[0]);
    await waitFor(() => expect(answered).toEqual(['删除']));
  });

  it('the same success notice twice in a row shows once (a save, then 转为客户 at once), another one beside it', async () => {
    const fake = installFakeAdapter(() => ({ data: envelope(null) }));
    try {
      render(<AntdProviders>{null}</AntdProviders>);
      await act(async () => {
        await apiPost('/a', {}, { successNotice: true });
        await apiPost('/b', {}, { successNotice: true });
        await apiPost('/c', {}, { successNotice: '已保存草稿' });
      });
      const shown = () => [...document.querySelectorAll('.ant-notification-notice-message')].map((n) => n.textContent);
      await waitFor(() => expect(shown()).toHaveLength(2));
      expect(shown().sort()).toEqual(['已保存草稿', '操作成功']);
    } finally {
      fake.restore();
    }
  });
});

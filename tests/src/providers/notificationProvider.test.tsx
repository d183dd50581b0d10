import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { MemoryRouter } from 'react-router';
import { Refine, type NotificationProvider } from '@refinedev/core';
import { antdNotifications, withoutDuplicateErrors } from '../../../src/providers/notificationProvider';
import { forgetReported, markReported } from '../../../src/http/reportedErrors';
import { createDataProvider } from '../../../src/providers/dataProvider';
import { http, setHttpNotifier } from '../../../src/http/httpClient';
import { i18nProvider } from '../../../src/providers/i18nProvider';
import { ReferenceDisplay } from '../../../src/engine/renderers/reference/ReferenceDisplay';
import { ReferenceLabels } from '../../../src/engine/renderers/reference/ReferenceLabels';
import { ReferenceSelect } from '../../../src/engine/renderers/reference/ReferenceSelect';
import { envelope, installFakeAdapter } from '../helpers/fakeAdapter';
import { testRouterProvider } from '../support/testRouterProvider';
import { gadgetSchema, makerSchema } from '../support/testSchemas';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';

const makerField = gadgetSchema.fields.find((f) => f.name === 'maker')!;
let fake: ReturnType<typeof installFakeAdapter> | undefined;
const httpNotices = { error: vi.fn(), success: vi.fn() };

beforeEach(() => {
  forgetReported();
  setHttpNotifier(httpNotices);
});
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
  httpNotices.error.mockReset();
  httpNotices.success.mockReset();
});

describe('withoutDuplicateErrors', () => {
  const base = () => ({ open: vi.fn(), close: vi.fn() }) satisfies NotificationProvider;

  it("drops refine's error notice when the HTTP client already showed that message", () => {
    const inner = base();
    markReported('权限不足');
    withoutDuplicateErrors(inner).open({ type: 'error', message: '请求错误（状态码：403）', description: '权限不足' });
    expect(inner.open).not.toHaveBeenCalled();
  });

  it('passes errors the client never showed, and every success or progress notice', () => {
    const inner = base();
    const provider = withoutDuplicateErrors(inner);
    provider.open({ type: 'error', message: '出错了', description: '不支持的筛选条件' });
    provider.open({ type: 'success', message: '操作成功', description: '权限不足' });
    provider.open({ type: 'progress', message: '5 秒后执行', undoableTimeout: 5 });
    expect(inner.open).toHaveBeenCalledTimes(3);
    provider.close('k');
    expect(inner.close).toHaveBeenCalledWith('k');
  });

  it('forgets a message once the window has passed', () => {
    const inner = base();
    markReported('权限不足', Date.now() - 60_000);
    withoutDuplicateErrors(inner).open({ type: 'error', message: '请求错误', description: '权限不足' });
    expect(inner.open).toHaveBeenCalledTimes(1);
  });
});

/**
 * refine over the real data provider and HTTP client; the server answers 403 to everything.
 * `offered` records what refine asked to show, `shown` what reached the screen's notifications.
 */
function renderForbidden(ui: React.ReactNode, wrap: boolean) {
  fake = installFakeAdapter(() => ({ status: 403, data: envelope(null, { success: false, message: '无权访问', code: 403 }) }));
  const shown = { open: vi.fn(), close: vi.fn() } satisfies NotificationProvider;
  const provider = wrap ? withoutDuplicateErrors(shown) : shown;
  const offered = vi.fn();
  const spy: NotificationProvider = { open: (p) => (offered(p), provider.open(p)), close: provider.close };
  render(
    <MemoryRouter>
      <NoticesProvider>
        <Refine
          dataProvider={createDataProvider(http, [gadgetSchema, makerSchema])}
          routerProvider={testRouterProvider}
          i18nProvider={i18nProvider}
          notificationProvider={spy}
          resources={[{ name: 'maker', list: '/maker' }]}
          options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          {ui}
        </Refine>
      </NoticesProvider>
    </MemoryRouter>,
  );
  return { offered, shown };
}

const errorsIn = (fn: ReturnType<typeof vi.fn>) => fn.mock.calls.filter(([n]) => n.type === 'error');

describe('one notice per failed call on refine screens (docs/requirements.md §8)', () => {
  it.each([
    ['ReferenceDisplay (useMany)', <ReferenceDisplay key="d" field={makerField} value="m1" />],
    [
      'ReferenceLabels (useMany)',
      <ReferenceLabels key="l" fields={[makerField]} rows={[{ maker: 'm1' }]}>
        <span>行</span>
      </ReferenceLabels>,
    ],
    ['ReferenceSelect (useSelect)', <ReferenceSelect key="s" field={makerField} value="m1" />],
  ])("%s: refine adds 「请求错误（状态码：403）」 by default; the app shows only the client's 「请求错误 403」", async (_name, ui) => {
    const bare = renderForbidden(ui, false);
    await waitFor(() => expect(errorsIn(bare.shown.open)).toHaveLength(1));
    expect(errorsIn(bare.shown.open)[0][0]).toMatchObject({ message: '请求错误（状态码：403）', description: '权限不足' });
    cleanup();
    httpNotices.error.mockReset();
    fake?.restore();

    const wrapped = renderForbidden(ui, true);
    // refine did report the failure, and the client showed it: refine's copy is dropped.
    await waitFor(() => expect(errorsIn(wrapped.offered)).toHaveLength(1));
    expect(httpNotices.error).toHaveBeenCalledWith('请求错误 403', '权限不足');
    expect(httpNotices.error.mock.calls.every(([title, text]) => title === '请求错误 403' && text === '权限不足')).toBe(true);
    expect(errorsIn(wrapped.shown.open)).toEqual([]);
  });
});

describe('antdNotifications', () => {
  const api = () =>
    ({ open: vi.fn(), destroy: vi.fn() }) as unknown as NotificationInstance & Record<'open' | 'destroy', ReturnType<typeof vi.fn>>;

  it("shows refine's message as the text and its description as the title, as @refinedev/antd did", () => {
    const antd = api();
    antdNotifications(antd).open({ key: 'k', type: 'success', message: '操作成功', description: '客户' });
    antdNotifications(antd).open({ type: 'error', message: '出错了' });
    expect(antd.open.mock.calls).toEqual([
      [{ key: 'k', type: 'success', description: '操作成功', message: '客户' }],
      [{ key: undefined, type: 'error', description: '出错了', message: null }],
    ]);
    antdNotifications(antd).close('k');
    expect(antd.destroy).toHaveBeenCalledWith('k');
  });

  it('an undoable notice stays until 撤销, which cancels the call and closes it', async () => {
    const antd = api();
    const cancelMutation = vi.fn();
    antdNotifications(antd).open({ key: 'u', type: 'progress', message: '5 秒后执行，可撤销', undoableTimeout: 5, cancelMutation });
    const shown = antd.open.mock.calls[0][0];
    expect(shown).toMatchObject({ key: 'u', message: '5 秒后执行，可撤销', duration: 0 });
    render(<>{shown.actions}</>);
    fireEvent.click(screen.getByRole('button', { name: '撤 销' }));
    expect(cancelMutation).toHaveBeenCalledTimes(1);
    expect(antd.destroy).toHaveBeenCalledWith('u');
  });
});

import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { configure, render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { MemoryRouter } from 'react-router';
import { Refine, type AccessControlProvider } from '@refinedev/core';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { validateMessages } from '../../../../src/i18n/validateMessages';
import { ShellContext, type ShellValue } from '../../../../src/state/shellContext';
import { setHttpNotifier } from '../../../../src/http/httpClient';
import { writeStored } from '../../../../src/storage/clientStorage';
import type { AuthUser } from '../../../../src/storage/types';
import { NoticesProvider } from '../../../../src/shell/NoticesProvider';

// antd pages in jsdom are slow when the machine is busy: give findBy/waitFor more than the 1 s default.
configure({ asyncUtilTimeout: 8000 });

export const ADMIN: AuthUser = {
  _id: 'u-admin',
  username: 'demo_admin',
  displayName: '王经理',
  mobile: null,
  role: 'admin',
  tenantId: 't1',
};
export const ROOT: AuthUser = {
  _id: 'u-root',
  username: 'admin',
  displayName: '超级管理员',
  mobile: null,
  role: 'super_admin',
  tenantId: 't1',
};

/**
 * A settings or admin page as the main layout mounts it: antd in Chinese, the shell context
 * (refreshers are spies), refine with the app's data provider (over the shared HTTP client, whose
 * adapter a test fakes), a signed-in user and the HTTP client's notices recorded. Without an
 * `accessControlProvider` refine allows everything (useCan answers yes).
 */
export function renderSettingsPage(
  ui: ReactElement,
  user: AuthUser = ADMIN,
  { accessControlProvider }: { accessControlProvider?: AccessControlProvider } = {},
) {
  writeStored('auth', user);
  writeStored('authToken', 'tok');
  writeStored('currentProject', 'p-main');
  const notices = { success: [] as string[], error: [] as string[] };
  setHttpNotifier({ success: (m) => notices.success.push(m), error: (t, m) => notices.error.push(`${t}: ${m}`) });
  const shell: ShellValue = {
    menu: [],
    projects: [
      { _id: 'p-main', name: 'Main', isDefault: true },
      { _id: 'p-east', name: '华东分公司' },
    ],
    projectId: 'p-main',
    company: { name: '郑州云帆信息科技有限公司' },
    switchProject: vi.fn(),
    refreshCompany: vi.fn(async () => {}),
    refreshSettings: vi.fn(),
    refreshProjects: vi.fn(async () => {}),
    refreshMenu: vi.fn(async () => {}),
  };
  render(
    <MemoryRouter>
      <ConfigProvider locale={zhCN} form={{ validateMessages: validateMessages() }}>
        <NoticesProvider>
          <ShellContext.Provider value={shell}>
            <Refine
              dataProvider={dataProvider}
              accessControlProvider={accessControlProvider}
              options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
            >
              {ui}
            </Refine>
          </ShellContext.Provider>
        </NoticesProvider>
      </ConfigProvider>
    </MemoryRouter>,
  );
  return { shell, notices };
}

/** Routes a fake request by method and path (without /ace-apis) to a reply body's `data`. */
export function route(method: string, url: string | undefined) {
  return `${method.toUpperCase()} ${url ?? ''}`;
}

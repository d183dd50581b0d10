import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { Refine, type DataProvider, type ResourceProps } from '@refinedev/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { validateMessages } from '../../../src/i18n/validateMessages';
import { testRouterProvider } from './testRouterProvider';
import { NoticesProvider } from '../../../src/shell/NoticesProvider';

/** Refine + antd (Chinese) + a memory router around a component under test. */
export function TestRefine({
  children,
  dataProvider,
  resources = [],
  path = '/',
  route = '*',
}: {
  children: ReactNode;
  dataProvider: DataProvider;
  resources?: ResourceProps[];
  path?: string;
  route?: string;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ConfigProvider locale={zhCN} form={{ validateMessages: validateMessages() }}>
        <NoticesProvider>
          <Refine
            dataProvider={dataProvider}
            routerProvider={testRouterProvider}
            resources={resources}
            options={{
              disableTelemetry: true,
              syncWithLocation: false,
              warnWhenUnsavedChanges: true,
              reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } },
            }}
          >
            <Routes>
              <Route path={route} element={children} />
            </Routes>
          </Refine>
        </NoticesProvider>
      </ConfigProvider>
    </MemoryRouter>
  );
}

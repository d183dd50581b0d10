import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import { MemoryRouter } from 'react-router';
import { RouteGuard } from '../../../src/shell/RouteGuard';
import { createAccessControlProvider } from '../../../src/providers/accessControlProvider';
import { buildRouteTable } from '../../../src/shell/routeTable';
import { resourceSchemas } from '../../../src/schemas';
import { setPermissions } from '../../../src/state/permissions';
import { writeStored } from '../../../src/storage/clientStorage';
import { memoryDataProvider } from '../support/memoryDataProvider';
import { testRouterProvider } from '../support/testRouterProvider';

vi.setConfig({ testTimeout: 30000 });

const routes = buildRouteTable(resourceSchemas, {}, () => ({}) as never);
const customer = { _id: 'customer', name: 'customer', label: '客户', path: '/app/customer', type: 'menu' as const };

function renderGuarded(action: string) {
  render(
    <MemoryRouter>
      <Refine
        dataProvider={memoryDataProvider({}).provider}
        routerProvider={testRouterProvider}
        accessControlProvider={createAccessControlProvider(routes)}
        options={{ disableTelemetry: true }}
      >
        <Suspense fallback={null}>
          <RouteGuard route={routes.find((r) => r.name === 'customer')!} action={action}>
            <p>新建客户表单</p>
          </RouteGuard>
        </Suspense>
      </Refine>
    </MemoryRouter>,
  );
}

describe('RouteGuard', () => {
  afterEach(() => setPermissions(null));

  it('shows the 403 page for an action the role lacks, and the screen once the rights are read again with it', async () => {
    writeStored('userMenu', [customer]);
    setPermissions({ superAdmin: false, permissions: { customer: { actions: ['list', 'show'] } } });
    renderGuarded('create');
    expect(await screen.findByText('抱歉，您没有权限访问此页面。', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText('新建客户表单')).toBeNull();
    act(() => setPermissions({ superAdmin: false, permissions: { customer: { actions: ['list', 'show', 'create'] } } }));
    expect(await screen.findByText('新建客户表单')).toBeInTheDocument();
  });
});

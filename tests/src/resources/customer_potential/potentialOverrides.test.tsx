import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { screensFor } from '../../../../src/engine/screens/screens';
import { createDataProvider } from '../../../../src/providers/dataProvider';
import { http, setHttpNotifier } from '../../../../src/http/httpClient';
import { resourceOverrides } from '../../../../src/resources';
import { customerPotentialSchema } from '../../../../src/schemas/customerPotential';
import { customerSchema } from '../../../../src/schemas/customer';
import { envelope, installFakeAdapter } from '../../helpers/fakeAdapter';
import { TestRefine } from '../../support/TestRefine';

vi.setConfig({ testTimeout: 30000 });

const resources = [
  { name: 'customer_potential', list: '/customer_potential', show: '/customer_potential/show/:id' },
  { name: 'customer', list: '/customer', show: '/customer/show/:id' },
];
const lead = {
  _id: 'p1',
  name: '南阳天瑞电子',
  type: 1,
  contactMethod: 0,
  contactValue: '13912345678',
  intention: 2,
  status: 0,
  convertedCustomerId: null,
  convertedAt: null,
};
const converted = { ...lead, status: 1, convertedCustomerId: 'c9', convertedAt: '2026-11-20T02:00:00.000Z' };

let fake: ReturnType<typeof installFakeAdapter>;
let current: Record<string, unknown>;
const notices: string[] = [];
beforeEach(() => {
  current = lead;
  notices.length = 0;
  setHttpNotifier({ error: (t, m) => notices.push(`${t}: ${m}`), success: (m) => notices.push(m) });
  fake = installFakeAdapter((config) => {
    if (config.url === '/business/customer_potential/findById') return { data: envelope(current) };
    if (config.url === '/business/customer_potential/convert') {
      current = converted;
      return { data: envelope({ customer: { _id: 'c9', name: lead.name }, potential: converted }, { message: '已转为客户' }) };
    }
    if (config.url === '/business/customer/list') return { data: envelope({ rows: [{ _id: 'c9', name: '南阳天瑞电子' }], total: 1 }) };
    if (config.url === '/business/customer_potential/list')
      return { data: envelope({ rows: [current, { ...converted, _id: 'p2', name: '洛阳已转化客户' }], total: 2 }) };
    return { data: envelope({ rows: [], total: 0 }) };
  });
});
afterEach(() => {
  fake.restore();
  setHttpNotifier(null);
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderScreen(kind: 'show' | 'list', path: string) {
  const Screen = screensFor(customerPotentialSchema, resourceOverrides)[kind];
  render(
    <TestRefine
      dataProvider={createDataProvider(http, [customerPotentialSchema, customerSchema])}
      resources={resources}
      path={path}
      route="*"
    >
      <Where />
      <Suspense fallback={<div>加载中</div>}>
        <Screen />
      </Suspense>
    </TestRefine>,
  );
}
const renderShow = () => renderScreen('show', '/customer_potential/show/p1');

describe('potential customer overrides', () => {
  it('are listed in the override modules', () => {
    expect(Object.keys(resourceOverrides)).toContain('customer_potential');
  });

  it('converts a lead after asking, shows 操作成功 and opens the new customer', async () => {
    renderShow();
    fireEvent.click(await screen.findByText('转为客户', { selector: 'button span' }, { timeout: 10000 }));
    expect(await screen.findByText('确定将潜在客户“南阳天瑞电子”转为客户吗？')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.url === '/business/customer_potential/convert')).toBe(false);
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/show/c9'));
    const call = fake.requests.find((r) => r.url === '/business/customer_potential/convert')!;
    expect(call.method).toBe('post');
    expect(JSON.parse(call.data as string)).toEqual({ _id: 'p1' });
    expect(notices).toEqual(['操作成功']);
  });

  it('offers no conversion for a converted lead, and links to its customer', async () => {
    current = converted;
    renderShow();
    expect(await screen.findByText(/已转化为客户/, {}, { timeout: 10000 })).toBeInTheDocument();
    expect(screen.queryByText('转为客户', { selector: 'button span' })).toBeNull();
    await waitFor(() => expect(screen.getAllByLabelText('查看转化后的客户').length).toBeGreaterThan(0));
    for (const link of screen.getAllByLabelText('查看转化后的客户')) expect(link).toHaveAttribute('href', '/customer/show/c9');
    await waitFor(() => expect(screen.getAllByLabelText('查看转化后的客户')[0]).toHaveTextContent('南阳天瑞电子'));
    expect(screen.getAllByText('已转化').length).toBeGreaterThan(0);
  });

  it('offers 转为客户 in the list rows not yet converted, asks, and opens the new customer', async () => {
    renderScreen('list', '/customer_potential');
    const row = (await screen.findByText('南阳天瑞电子', {}, { timeout: 10000 })).closest('tr')!;
    const done = screen.getByText('洛阳已转化客户').closest('tr')!;
    expect(done.textContent).not.toContain('转为客户');
    fireEvent.click(within(row).getByText('转为客户'));
    expect(await screen.findByText('确定将潜在客户“南阳天瑞电子”转为客户吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/customer/show/c9'));
    expect(JSON.parse(fake.requests.find((r) => r.url === '/business/customer_potential/convert')!.data as string)).toEqual({ _id: 'p1' });
  });
});

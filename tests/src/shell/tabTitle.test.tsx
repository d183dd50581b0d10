import { describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { buildRouteTable } from '../../../src/shell/routeTable';
import { tabTitle } from '../../../src/shell/tabTitle';
import { recordTitleOf, setRecordTitle } from '../../../src/state/recordTitles';
import { GeneratedShow } from '../../../src/engine/screens/GeneratedShow';
import type { ResourceSchema } from '../../../src/schemas/types';
import { gadgetSchema } from '../support/testSchemas';
import { memoryDataProvider } from '../support/memoryDataProvider';
import { TestRefine } from '../support/TestRefine';
import { lazyComponent } from '../../../src/engine/screens/lazyComponent';

vi.setConfig({ testTimeout: 30000 });

const page = lazyComponent(async () => () => null);
const customer: ResourceSchema = { name: 'customer', label: '客户', apiBase: '/business/customer', titleField: 'name', fields: [] };
const routes = buildRouteTable([customer], {}, () => ({ list: page, create: page, edit: page, show: page }));

describe('the tab of a record page names its record', () => {
  it('查看客户 · the record title once read; two records, two titles; the list keeps its own', () => {
    expect(tabTitle(routes, [], '/app/customer/show/c1')).toBe('查看客户');
    setRecordTitle('/app/customer/show/c1', '郑州某某公司');
    setRecordTitle('/app/customer/edit/c2', '洛阳某某公司');
    expect(tabTitle(routes, [], '/app/customer/show/c1')).toBe('查看客户 · 郑州某某公司');
    expect(tabTitle(routes, [], '/app/customer/edit/c2')).toBe('编辑客户 · 洛阳某某公司');
    expect(tabTitle(routes, [], '/app/customer')).toBe('客户');
  });

  it('the show page tells its record title for its path', async () => {
    const seed = { gadget: [{ _id: 'g1', name: '器件1', price: 100, status: 0 }] };
    render(
      <TestRefine
        dataProvider={memoryDataProvider(seed).provider}
        resources={[{ name: 'gadget', list: '/gadget', show: '/gadget/show/:id' }]}
        path="/gadget/show/g1"
        route="/gadget/show/:id"
      >
        <GeneratedShow schema={gadgetSchema} />
      </TestRefine>,
    );
    await waitFor(() => expect(recordTitleOf('/gadget/show/g1')).toBe('器件1'), { timeout: 15000 });
  });
});

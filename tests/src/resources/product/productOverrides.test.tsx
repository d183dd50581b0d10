import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GeneratedList } from '../../../../src/engine/screens/GeneratedList';
import * as productOverrides from '../../../../src/resources/product';
import { ALL_CATEGORIES, categoryEntries } from '../../../../src/resources/product/categoryEntries';
import { productSchema } from '../../../../src/schemas/product';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

vi.setConfig({ testTimeout: 30000 });

describe('product category entries', () => {
  it('start with the fixed 全部 entry, then the fetched categories', () => {
    expect(categoryEntries([{ _id: 'c1', name: '五金', index: 1 }])).toEqual([ALL_CATEGORIES, { _id: 'c1', name: '五金', index: 1 }]);
    expect(ALL_CATEGORIES).toEqual({ _id: 'all', name: '全部', index: 0 });
    expect(categoryEntries([{ _id: 'all', name: 'x' }])).toEqual([ALL_CATEGORIES]);
  });
});

describe('product list override', () => {
  it('filters by the chosen category, 全部 clears it, and the first column shows the picture beside the name', async () => {
    const data = memoryDataProvider({
      product: [
        { _id: 'p1', name: '螺丝刀', code: 'SD-1', image: '/uploads/sd.png', price: 1500, status: 1, categoryId: 'c1' },
        { _id: 'p2', name: '台灯', code: 'LP-2', price: 9900, status: 1, categoryId: 'c2' },
      ],
      product_categories: [
        { _id: 'c1', name: '五金', index: 1 },
        { _id: 'c2', name: '灯具', index: 2 },
      ],
      supplier: [],
    });
    render(
      <TestRefine
        dataProvider={data.provider}
        resources={[{ name: 'product', list: '/product', show: '/product/show/:id' }]}
        path="/product"
      >
        <GeneratedList schema={productSchema} overrides={productOverrides} />
      </TestRefine>,
    );
    const name = await screen.findByText('螺丝刀');
    expect(name.closest('a')!.querySelector('.ant-avatar')).not.toBeNull();
    fireEvent.click(await screen.findByText('灯具', { selector: '.ant-tag-checkable > span' }));
    await waitFor(() => expect(screen.queryByText('螺丝刀')).toBeNull());
    expect(data.calls.filter((c) => c.resource === 'product').at(-1)!.params.filters).toEqual([
      { field: 'categoryId', operator: 'eq', value: 'c2' },
    ]);
    expect(screen.getByText('灯具', { selector: '.ant-tag-checkable > span' }).parentElement).toHaveClass('ant-tag-checkable-checked');
    fireEvent.click(screen.getByText('全部', { selector: '.ant-tag-checkable > span' }));
    expect(await screen.findByText('螺丝刀')).toBeInTheDocument();
    expect(data.calls.filter((c) => c.resource === 'product').at(-1)!.params.filters).toEqual([]);
  });
});

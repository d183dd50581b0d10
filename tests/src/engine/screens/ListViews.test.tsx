import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { GeneratedList } from '../../../../src/engine/screens/GeneratedList';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

const resources = [
  { name: 'gadget', list: '/gadget', show: '/gadget/show/:id' },
  { name: 'maker', list: '/maker' },
];
const gadgets = Array.from({ length: 6 }, (_, i) => ({
  _id: `g${i + 1}`,
  name: `器件${i + 1}`,
  price: 1000 + i,
  status: i % 2,
  maker: 'm1',
}));

/** A list over one memory provider: unmounting and rendering again is a reload (the "server" keeps its rows). */
function renderList(data = memoryDataProvider({ gadget: gadgets, maker: [{ _id: 'm1', name: '华为' }] })) {
  const view = render(
    <TestRefine dataProvider={data.provider} resources={resources} path="/gadget">
      <GeneratedList schema={gadgetSchema} />
    </TestRefine>,
  );
  return { ...data, data, unmount: view.unmount };
}

vi.setConfig({ testTimeout: 30000 });
const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);
const lastList = (calls: ReturnType<typeof memoryDataProvider>['calls']) =>
  calls.filter((c) => c.method === 'getList' && c.resource === 'gadget').at(-1)!;

describe('views and column settings of a generated list', () => {
  it('saves hidden columns on the server and shows them hidden after a reload', async () => {
    const first = renderList();
    await screen.findByText('器件1');
    fireEvent.click(screen.getByLabelText('列设置'));
    fireEvent.click(await screen.findByText('价格', { selector: '.ant-popover .ant-checkbox-wrapper span' }));
    await waitFor(() => expect(first.db.list_columns).toEqual([{ resource: 'gadget', hidden: ['price'], order: [] }]));
    first.unmount();
    renderList(first.data);
    await screen.findByText('器件1');
    await waitFor(() => expect(headers()).not.toContain('价格'));
  });

  it('saves the search as a view and applies it again from the 视图 menu', async () => {
    const { calls, db } = renderList();
    await screen.findByText('器件1');
    fireEvent.change(screen.getByPlaceholderText('搜索名称、电话'), { target: { value: '器件3' } });
    fireEvent.click(screen.getByText('搜 索'));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([{ field: 'q', operator: 'contains', value: '器件3' }]));

    fireEvent.click(screen.getByText('保存为视图'));
    fireEvent.change(await screen.findByPlaceholderText('例如：本月新客户'), { target: { value: '只看器件3' } });
    fireEvent.click(screen.getByText('保 存'));
    await waitFor(() => expect(db.list_views).toHaveLength(1));
    expect(db.list_views[0]).toMatchObject({
      resource: 'gadget',
      name: '只看器件3',
      visibility: 'personal',
      state: { filters: [{ field: 'q', operator: 'contains', value: '器件3' }], pageSize: 10, hidden: [] },
    });

    fireEvent.click(screen.getByText('重 置'));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([]));
    fireEvent.mouseDown(screen.getByLabelText('视图', { selector: 'input' }));
    fireEvent.click(await screen.findByText('只看器件3', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([{ field: 'q', operator: 'contains', value: '器件3' }]));
    await waitFor(() => expect(screen.queryByText('器件1')).toBeNull());
  });

  it('asks before deleting the chosen view, then goes back to 默认', async () => {
    const { calls, db } = renderList(
      memoryDataProvider({
        gadget: gadgets,
        maker: [],
        list_views: [
          {
            _id: 'v1',
            resource: 'gadget',
            name: '单数',
            mine: true,
            editable: true,
            visibility: 'personal',
            roleIds: [],
            state: { filters: [{ field: 'status', operator: 'eq', value: 1 }] },
          },
        ],
      }),
    );
    await screen.findByText('器件1');
    fireEvent.mouseDown(screen.getByLabelText('视图', { selector: 'input' }));
    fireEvent.click(await screen.findByText('单数', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([{ field: 'status', operator: 'eq', value: 1 }]));
    fireEvent.click(await screen.findByText('删除视图'));
    expect(await screen.findByText('确定删除视图“单数”吗？')).toBeInTheDocument();
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(db.list_views).toEqual([]));
    await waitFor(() => expect(lastList(calls).params.filters).toEqual([]));
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneRowActions } from '../../../../src/engine/screens/PhoneRowActions';
import { buildColumns } from '../../../../src/engine/screens/listColumns';
import { gadgetSchema } from '../../support/testSchemas';
import { orderSchema } from '../../../../src/schemas/order';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

const resources = [
  { name: 'gadget', list: '/gadget', edit: '/gadget/edit/:id', show: '/gadget/show/:id' },
  { name: 'order', list: '/order', edit: '/order/edit/:id', show: '/order/show/:id' },
];

function renderAt(ui: React.ReactNode, seed = {}) {
  const data = memoryDataProvider(seed);
  render(
    <TestRefine dataProvider={data.provider} resources={resources} path="/gadget">
      {ui}
    </TestRefine>,
  );
  return data;
}
const menuTexts = () =>
  within(screen.getByRole('menu'))
    .getAllByRole('menuitem')
    .map((m) => m.textContent);

describe('PhoneRowActions', () => {
  it('is one button named after the record; its menu holds 查看, 编辑 and 删除', async () => {
    renderAt(<PhoneRowActions schema={gadgetSchema} record={{ _id: 'g1', name: '扳手' }} />);
    await userEvent.click(screen.getByRole('button', { name: '操作：扳手' }));
    await waitFor(() => expect(menuTexts()).toEqual(['查看', '编辑', '删除']));
  });

  it('删除 asks in a dialog, then deletes', async () => {
    const data = renderAt(<PhoneRowActions schema={gadgetSchema} record={{ _id: 'g1', name: '扳手' }} />, {
      gadget: [{ _id: 'g1', name: '扳手' }],
    });
    await userEvent.click(screen.getByRole('button', { name: '操作：扳手' }));
    await userEvent.click(await screen.findByText('删除'));
    const ask = (await screen.findAllByText('确定删除该器件“扳手”吗？'))[0];
    expect(data.calls.some((c) => c.method === 'deleteOne')).toBe(false);
    await userEvent.click(within(ask.closest('.ant-modal') as HTMLElement).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(data.calls.some((c) => c.method === 'deleteOne')).toBe(true));
  });

  it('shows an action the record rules refuse disabled, with the reason under it (no hover on a phone)', async () => {
    renderAt(
      <PhoneRowActions schema={orderSchema} record={{ _id: 'o1', type: 0, code: 'SO20261116-0000000A', status: 1, paidTotal: 0 }} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /^操作：/ }));
    const remove = (await screen.findAllByRole('menuitem')).find((m) => m.textContent!.startsWith('删除'))!;
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveTextContent('订单 SO20261116-0000000A（处理中） 不能删除，只能删除草稿或已取消的订单');
  });
});

describe('buildColumns on a phone', () => {
  const common = {
    schema: gadgetSchema,
    fields: gadgetSchema.fields.slice(0, 3),
    sorters: [],
    showUrl: (id: string) => `/gadget/show/${id}`,
  };
  it('puts 操作 right after the record’s name, unfixed; on a desk at the end, fixed right', () => {
    const phone = buildColumns({ ...common, phone: true });
    expect(phone.map((c) => c.key)).toEqual([common.fields[0].name, '_actions', common.fields[1].name, common.fields[2].name]);
    expect(phone[1].fixed).toBeUndefined();
    const desk = buildColumns(common);
    expect(desk.at(-1)).toMatchObject({ key: '_actions', fixed: 'right' });
  });
});

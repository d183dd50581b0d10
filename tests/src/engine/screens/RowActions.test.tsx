import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RowActions } from '../../../../src/engine/screens/RowActions';
import { setPermissions } from '../../../../src/state/permissions';
import { gadgetSchema } from '../../support/testSchemas';
import { orderSchema } from '../../../../src/schemas/order';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

const resources = [{ name: 'gadget', list: '/gadget', edit: '/gadget/edit/:id', show: '/gadget/show/:id' }];
const texts = () => [...document.querySelectorAll('button')].map((b) => b.textContent!.replace(/\s/g, ''));

function renderActions() {
  render(
    <TestRefine dataProvider={memoryDataProvider({}).provider} resources={resources} path="/gadget">
      <RowActions schema={gadgetSchema} record={{ _id: 'g1', name: '扳手' }} />
    </TestRefine>,
  );
}

describe('RowActions', () => {
  afterEach(() => setPermissions(null));

  it('offers 查看, 编辑 and 删除 before the permissions are read', async () => {
    renderActions();
    await screen.findByText('删除', { exact: false });
    expect(texts()).toEqual(['查看', '编辑', '删除']);
  });

  it('leaves out 删除 for a role without `delete`, and 编辑 without `edit`', async () => {
    setPermissions({ superAdmin: false, permissions: { gadget: { actions: ['list', 'show', 'edit'] } } });
    renderActions();
    await screen.findByText('编辑', { exact: false });
    expect(texts()).toEqual(['查看', '编辑']);
    // Read again (after 角色管理 saved a role): the buttons follow at once.
    act(() => setPermissions({ superAdmin: false, permissions: { gadget: { actions: ['list', 'show'] } } }));
    expect(texts()).toEqual(['查看']);
  });
});

/** A row of 订单, whose schema declares the order documents' record rules (`recordRules`). */
function renderOrderRow(status: number) {
  render(
    <TestRefine dataProvider={memoryDataProvider({}).provider} resources={orderResources} path="/order">
      <RowActions schema={orderSchema} record={{ _id: 'o1', type: 0, code: 'SO20261116-0000000A', status, paidTotal: 0 }} />
    </TestRefine>,
  );
}
const orderResources = [{ name: 'order', list: '/order', edit: '/order/edit/:id', show: '/order/show/:id' }];
const button = (name: string) => screen.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

describe('RowActions under a record rule', () => {
  it('disables 删除 of a 处理中 order with the server’s reason as the tooltip', async () => {
    renderOrderRow(1);
    await screen.findByText('删除', { exact: false });
    expect(button('删除')).toBeDisabled();
    expect(screen.getByTestId('refused-delete')).toHaveAttribute(
      'data-refused',
      '订单 SO20261116-0000000A（处理中） 不能删除，只能删除草稿或已取消的订单',
    );
    fireEvent.mouseOver(screen.getByTestId('refused-delete'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('只能删除草稿或已取消的订单');
    // The remark of a 处理中 order still changes: 编辑 stays.
    expect(button('编辑')).toBeEnabled();
  });

  it('offers 删除 and 编辑 of a draft', async () => {
    renderOrderRow(0);
    await screen.findByText('删除', { exact: false });
    expect(button('删除')).toBeEnabled();
    expect(button('编辑')).toBeEnabled();
    expect(screen.queryByTestId('refused-delete')).toBeNull();
  });

  it('disables 编辑 of a closed (完成) order with the reason', async () => {
    renderOrderRow(3);
    await screen.findByText('编辑', { exact: false });
    expect(button('编辑')).toBeDisabled();
    expect(screen.getByTestId('refused-edit')).toHaveAttribute('data-refused', '「完成」状态的订单已结束，不能再编辑');
  });
});

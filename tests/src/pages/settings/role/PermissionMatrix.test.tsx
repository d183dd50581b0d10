import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { Permissions } from '../../../../../src/domain/permissions/grants';
import type { PermissionResource } from '../../../../../src/schemas/permissionCatalogue';
import { PermissionMatrix } from '../../../../../src/pages/settings/role/PermissionMatrix';
import { NEEDED_TO_ADD_HINT } from '../../../../../src/pages/settings/role/permissionMatrix';

const CATALOGUE: PermissionResource[] = [
  {
    name: 'order',
    label: '订单',
    actions: ['list', 'show', 'create', 'edit', 'delete', 'print'],
    ownable: true,
    fields: [
      { name: 'customerId', label: '客户' },
      { name: 'customerName', label: '客户' },
      { name: 'total', label: '总金额' },
    ],
  },
  { name: 'payment', label: '付款', actions: ['list', 'show', 'pay', 'delete'], ownable: true, fields: [] },
  { name: 'org', label: '组织与人员', group: '设置', actions: ['list', 'create', 'edit'], ownable: false, fields: [] },
];

/** The matrix as the role form holds it: its value in state; the last value is recorded. */
function renderMatrix(initial: Permissions = {}, catalogue: PermissionResource[] = CATALOGUE) {
  const seen = { value: initial };
  function Host() {
    const [value, setValue] = useState(initial);
    return (
      <PermissionMatrix
        catalogue={catalogue}
        value={value}
        onChange={(v) => {
          seen.value = v;
          setValue(v);
        }}
      />
    );
  }
  render(
    <ConfigProvider locale={zhCN}>
      <Host />
    </ConfigProvider>,
  );
  return seen;
}

// By label rather than by role: role queries over a table this size are slow in jsdom.
const box = (label: string) => screen.getByLabelText(label);
const noBox = (label: string) => expect(screen.queryByLabelText(label)).not.toBeInTheDocument();

describe('PermissionMatrix', { timeout: 60_000 }, () => {
  it('has a checkbox only where the resource offers the action, and columns only for actions someone offers', () => {
    renderMatrix();
    expect(box('订单：打印')).toBeInTheDocument();
    noBox('付款：打印');
    expect(box('付款：记录付款/退款')).toBeInTheDocument();
    noBox('订单：记录付款/退款');
    noBox('组织与人员：删除');
    // Nobody here exports: no 导出 column.
    noBox('导出全选');
    // The menu group heads its resources.
    expect(screen.getByText('设置')).toBeInTheDocument();
  });

  it('a column header selects the column on every resource offering it, and clears it again', async () => {
    const seen = renderMatrix();
    await userEvent.click(box('删除全选'));
    expect(box('订单：删除')).toBeChecked();
    expect(box('付款：删除')).toBeChecked();
    expect(box('订单：查看')).not.toBeChecked();
    expect(seen.value).toEqual({ order: { actions: ['delete'] }, payment: { actions: ['delete'] } });
    await userEvent.click(box('删除全选'));
    expect(box('订单：删除')).not.toBeChecked();
  });

  it('shows a column and a row half-selected, and 全选 of a row ticks all of it', async () => {
    renderMatrix({ org: { actions: ['list'] } });
    const column = box('列表全选');
    expect(column).not.toBeChecked();
    expect(column.closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    expect(box('组织与人员全选').closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');
    await userEvent.click(box('订单全选'));
    for (const a of ['列表', '查看', '新建', '编辑', '删除', '打印']) expect(box(`订单：${a}`)).toBeChecked();
    expect(box('订单全选')).toBeChecked();
  });

  it('offers 仅本人 only to resources with an owner, once the row grants something', () => {
    renderMatrix({ order: { actions: ['list'] } });
    expect(screen.getByLabelText('订单的数据范围', { selector: 'input' })).toBeEnabled();
    expect(screen.getByLabelText('付款的数据范围', { selector: 'input' })).toBeDisabled();
    expect(screen.queryByLabelText('组织与人员的数据范围', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('sets a field rule in the expanded line, fields of one label told apart by their names', async () => {
    const seen = renderMatrix({ order: { actions: ['list', 'show'] } });
    expect(screen.queryByLabelText('付款的字段权限')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('订单的字段权限'));
    const total = await screen.findByLabelText('订单·总金额');
    expect(screen.getByLabelText('订单·客户（customerName）')).toBeInTheDocument();
    await userEvent.click(within(total).getByText('隐藏'));
    expect(seen.value.order).toEqual({ actions: ['list', 'show'], fields: { total: 'hidden' } });
    expect(screen.getByLabelText('订单的字段权限')).toHaveTextContent('字段（1）');
    await userEvent.click(within(total).getByText('可见'));
    expect(seen.value.order).toEqual({ actions: ['list', 'show'] });
  });

  describe('a field a new record needs, on a resource the role may add', () => {
    const CUSTOMER: PermissionResource = {
      name: 'customer',
      label: '客户',
      actions: ['list', 'show', 'create', 'edit'],
      ownable: true,
      addAction: 'create',
      fields: [
        { name: 'contactValue', label: '联系号码', neededToAdd: true },
        { name: 'remark', label: '备注' },
      ],
    };
    const ruleInput = (field: string, rule: string) =>
      screen.getByLabelText(`客户·${field}`).querySelector(`input[value="${rule}"]`) as HTMLInputElement;

    it('offers only 可见 and says why', async () => {
      renderMatrix({ customer: { actions: ['list', 'create'] } }, [CUSTOMER]);
      await userEvent.click(screen.getByLabelText('客户的字段权限'));
      await screen.findByLabelText('客户·联系号码');
      expect(ruleInput('联系号码', 'hidden')).toBeDisabled();
      expect(ruleInput('联系号码', 'readonly')).toBeDisabled();
      expect(ruleInput('备注', 'hidden')).toBeEnabled();
      expect(screen.getByText(NEEDED_TO_ADD_HINT)).toBeInTheDocument();
    });

    it('shows the refusal beside a field ruled before 新建 was ticked', async () => {
      renderMatrix({ customer: { actions: ['list'], fields: { contactValue: 'hidden' } } }, [CUSTOMER]);
      await userEvent.click(screen.getByLabelText('客户的字段权限'));
      await screen.findByLabelText('客户·联系号码');
      expect(ruleInput('联系号码', 'readonly')).toBeEnabled();
      await userEvent.click(box('客户：新建'));
      expect(screen.getByText('客户的“联系号码”必填且没有默认值，可新建客户的角色不能隐藏或只读它')).toBeInTheDocument();
      expect(screen.getByLabelText('客户的字段权限')).toHaveClass('ant-btn-dangerous');
    });
  });
});

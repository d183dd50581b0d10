import { useMemo, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { AddedEditors } from '../../../../../src/pages/settings/resource/AddedEditors';
import { DraftPreview } from '../../../../../src/pages/settings/resource/DraftPreview';
import { draftProblems } from '../../../../../src/pages/settings/resource/draftProblems';
import type { ResourceDraft } from '../../../../../src/pages/settings/resource/draftEdits';
import { renderSettingsPage } from '../renderSettingsPage';

/** 设备 with a title 名称, a 型号, a 价格 and a 状态 not shown in the list. */
const DEVICE: ResourceDraft = {
  name: 'device',
  label: '设备',
  icon: 'AppstoreOutlined',
  titleField: 'name',
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    { name: 'model', label: '型号', type: 'text' },
    { name: 'price', label: '价格', type: 'money' },
    {
      name: 'state',
      label: '状态',
      type: 'enum',
      visible: { list: false, form: true, show: true },
      options: [
        { value: 'ok', label: '在用', color: 'green' },
        { value: 'broken', label: '故障', color: 'red' },
      ],
    },
  ],
  list: { pageSize: 10 },
};

/** The designer's left side and its preview over one draft, as ResourceDesigner lays them out. */
function Designer() {
  const [draft, setDraft] = useState(DEVICE);
  const problems = useMemo(() => draftProblems(draft, []), [draft]);
  return (
    <>
      <AddedEditors
        draft={draft}
        onChange={setDraft}
        disabled={false}
        nameLocked
        problems={problems}
        publishedNames={new Set()}
        schemas={[]}
      />
      <DraftPreview problems={problems} schemas={[]} />
    </>
  );
}

function renderDesigner() {
  // Every option rendered: a virtual list in jsdom draws only the first few.
  renderSettingsPage(
    <ConfigProvider virtual={false}>
      <Designer />
    </ConfigProvider>,
  );
}

const preview = () => screen.getByText('示例数据，不会保存').closest('.ant-card') as HTMLElement;
const previewColumns = () => [...preview().querySelectorAll('thead th')].map((th) => th.textContent);
const previewDividers = () => [...preview().querySelectorAll('.ant-divider-inner-text')].map((d) => d.textContent);
/** The labels of the preview form's fields, in order. */
/** The fields' labels (the buttons' row of a form laid out beside its labels has a blank one). */
const previewFormLabels = () =>
  [...preview().querySelectorAll('.ant-form-item-label label')].map((l) => l.textContent).filter((t) => t!.trim());
const button = (text: string) => {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text);
  if (!found) throw new Error(`没有按钮：${text}`);
  return found;
};

/** The select labelled `label` (antd labels both its box and its input). */
const select = (label: string) => {
  const input = document.querySelector(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`没有选择框：${label}`);
  return input.closest('.ant-select') as HTMLElement;
};

/** Opens the select labelled `label` and clicks `options` in turn (a multi-select stays open). */
async function chooseAll(label: string, options: string[]) {
  fireEvent.mouseDown(select(label).querySelector('.ant-select-selector')!);
  for (const option of options) {
    const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
    fireEvent.click(found[found.length - 1]);
  }
}

/** The 列表显示 checkbox of the field labelled `label` (its editor opened first). */
async function listCheckbox(label: string) {
  const line = document.querySelector(`[aria-label="字段：${label}"]`) as HTMLElement;
  if (!within(line).queryByText('列表显示')) await userEvent.click(line.querySelector('[role="button"]')!);
  return within(line).getByText('列表显示').closest('label')!.querySelector('input')!;
}

describe('列表列与表单分组', { timeout: 60_000 }, () => {
  it('chooses the list columns in order; the preview follows, and 列表显示 stays in step', async () => {
    renderDesigner();
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '型号', '价格', '操作']));

    // 状态 was not in the list: choosing it turns its 列表显示 on. The order is the order chosen.
    await chooseAll('列表列', ['价格', '状态', '型号']);
    await waitFor(() => expect(previewColumns()).toEqual(['价格', '状态', '型号', '操作']));
    expect(await listCheckbox('状态')).toBeChecked();

    // The title field, once chosen, is the first column whatever the order.
    await chooseAll('列表列', ['名称']);
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '价格', '状态', '型号', '操作']));

    // Unticking 列表显示 takes the field out of the columns.
    fireEvent.click(await listCheckbox('价格'));
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '状态', '型号', '操作']));
    const chosen = select('列表列');
    // The select keeps the order chosen (the list, not the select, puts the title field first).
    expect([...chosen.querySelectorAll('.ant-select-selection-item-content')].map((t) => t.textContent)).toEqual(['状态', '型号', '名称']);

    // Cleared: the default again, every field whose 列表显示 is on (状态 now, 价格 no longer), in field order.
    fireEvent.mouseDown(chosen.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(previewColumns()).toEqual(['名称', '型号', '状态', '操作']));
  });

  it('adds, fills, moves and removes form sections; the preview form shows their titles', async () => {
    renderDesigner();
    await userEvent.click(within(preview()).getByText('表单'));
    await waitFor(() => expect(previewFormLabels()).toEqual(['名称', '型号', '价格', '状态']));
    expect(previewDividers()).toEqual([]);
    expect(screen.getByText(/未分组：表单按字段顺序显示全部表单字段/)).toBeInTheDocument();

    // The first section takes every form field, under its title.
    await userEvent.click(button('添加分组'));
    await waitFor(() => expect(previewDividers()).toEqual(['基本信息']));
    expect(previewFormLabels()).toEqual(['名称', '型号', '价格', '状态']);
    expect(screen.getByText(/显示在表单最后的“其他信息”里/)).toBeInTheDocument();

    // A second section, renamed, takes 价格 and 状态 from the first, in the order chosen.
    await userEvent.click(button('添加分组'));
    fireEvent.change(screen.getByLabelText('第 2 个分组的标题'), { target: { value: '采购信息' } });
    await chooseAll('第 2 个分组的字段', ['状态（在“基本信息”）', '价格（在“基本信息”）']);
    await waitFor(() => expect(previewDividers()).toEqual(['基本信息', '采购信息']));
    expect(previewFormLabels()).toEqual(['名称', '型号', '状态', '价格']);

    await userEvent.click(screen.getByLabelText('上移分组采购信息'));
    await waitFor(() => expect(previewDividers()).toEqual(['采购信息', '基本信息']));
    expect(previewFormLabels()).toEqual(['状态', '价格', '名称', '型号']);

    // Removed: its fields show last, under 其他信息, in field order.
    fireEvent.click(screen.getByLabelText('删除分组采购信息'));
    await userEvent.click(await screen.findByText(/确\s*定/, { selector: '.ant-popconfirm-buttons button span' }));
    await waitFor(() => expect(previewDividers()).toEqual(['基本信息', '其他信息']));
    expect(previewFormLabels()).toEqual(['名称', '型号', '价格', '状态']);
    expect(screen.getByText(/现在在“其他信息”里：价格、状态/)).toBeInTheDocument();
  });
});

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

/** 设备 laid out in two form sections: 基本信息 (名称, 型号, 状态) and 采购信息 (价格). */
const DEVICE: ResourceDraft = {
  name: 'device',
  label: '设备',
  icon: 'AppstoreOutlined',
  titleField: 'name',
  fields: [
    { name: 'name', label: '名称', type: 'text', required: true },
    { name: 'model', label: '型号', type: 'text' },
    { name: 'state', label: '状态', type: 'text' },
    { name: 'price', label: '价格', type: 'money' },
  ],
  list: { pageSize: 10 },
  form: {
    sections: [
      { title: '基本信息', fields: ['name', 'model', 'state'] },
      { title: '采购信息', fields: ['price'] },
    ],
  },
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
const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest('.ant-card') as HTMLElement;
const texts = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);
/** The preview form as `section: labels`. */
const previewForm = () => {
  const out: string[] = [];
  for (const el of preview().querySelectorAll('.ant-divider-inner-text, .ant-form-item-label label')) {
    if (el.classList.contains('ant-divider-inner-text')) out.push(`${el.textContent}:`);
    // The buttons' row of a form laid out beside its labels has a blank label: not a field.
    else if (el.textContent!.trim()) out[out.length - 1] += ` ${el.textContent}`;
  }
  return out;
};
/** The preview show page as `section: labels`. */
const previewShow = () =>
  [...preview().querySelectorAll('.ant-descriptions')]
    .filter((d) => d.querySelector('.ant-descriptions-title'))
    .map(
      (d) =>
        `${d.querySelector('.ant-descriptions-title')!.textContent}: ${texts(d as HTMLElement, '.ant-descriptions-item-label').join(' ')}`,
    );

const select = (label: string) => {
  const input = document.querySelector(`input[aria-label="${label}"]`);
  if (!input) throw new Error(`没有选择框：${label}`);
  return input.closest('.ant-select') as HTMLElement;
};
/** The chosen items of the select labelled `label`. */
const chosen = (label: string) => texts(select(label), '.ant-select-selection-item-content');

async function choose(label: string, option: string) {
  fireEvent.mouseDown(select(label).querySelector('.ant-select-selector')!);
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1]);
}

/** The `where`显示 checkbox of the field labelled `label` (its editor opened first). */
async function shownCheckbox(label: string, where: '表单' | '详情') {
  const line = document.querySelector(`[aria-label="字段：${label}"]`) as HTMLElement;
  if (!within(line).queryByText(`${where}显示`)) await userEvent.click(line.querySelector('[role="button"]')!);
  return within(line).getByText(`${where}显示`).closest('label')!.querySelector('input')!;
}

describe('详情分组 and hidden fields', { timeout: 60_000 }, () => {
  it('a field hidden from the form and shown again goes back to its section, not 其他信息', async () => {
    renderDesigner();
    await userEvent.click(within(preview()).getByText('表单'));
    await waitFor(() => expect(previewForm()).toEqual(['基本信息: 名称 型号 状态', '采购信息: 价格']));

    fireEvent.click(await shownCheckbox('型号', '表单'));
    await waitFor(() => expect(previewForm()).toEqual(['基本信息: 名称 状态', '采购信息: 价格']));
    expect(chosen('第 1 个分组的字段')).toEqual(['名称', '状态']);
    expect(within(card('表单分组')).getByText(/已隐藏：型号/)).toBeInTheDocument();

    fireEvent.click(await shownCheckbox('型号', '表单'));
    await waitFor(() => expect(previewForm()).toEqual(['基本信息: 名称 型号 状态', '采购信息: 价格']));
    expect(chosen('第 1 个分组的字段')).toEqual(['名称', '型号', '状态']);
  });

  it('the show page follows the form’s sections until 自定义, then has its own', async () => {
    renderDesigner();
    const show = card('详情分组');
    expect(within(show).getByLabelText('与表单分组相同')).toBeChecked();
    expect(within(show).getByText(/详情页使用表单分组/)).toBeInTheDocument();
    await userEvent.click(within(preview()).getByText('详情'));
    await waitFor(() => expect(previewShow()).toEqual(['基本信息: 名称 型号 状态', '采购信息: 价格']));

    // 自定义 starts from the form's sections; a new one takes 状态 from 基本信息 on the show page only.
    await userEvent.click(within(show).getByLabelText('自定义'));
    await userEvent.click(within(show).getByText('添加详情分组'));
    fireEvent.change(screen.getByLabelText('第 3 个详情分组的标题'), { target: { value: '使用情况' } });
    await choose('第 3 个详情分组的字段', '状态（在“基本信息”）');
    await waitFor(() => expect(previewShow()).toEqual(['基本信息: 名称 型号', '采购信息: 价格', '使用情况: 状态']));
    expect(chosen('第 1 个分组的字段')).toEqual(['名称', '型号', '状态']);

    // Hidden from the show page and shown again: back in 使用情况, its own section.
    fireEvent.click(await shownCheckbox('状态', '详情'));
    await waitFor(() => expect(previewShow()).toEqual(['基本信息: 名称 型号', '采购信息: 价格']));
    expect(within(show).getByText(/已隐藏：状态/)).toBeInTheDocument();
    fireEvent.click(await shownCheckbox('状态', '详情'));
    await waitFor(() => expect(previewShow()).toEqual(['基本信息: 名称 型号', '采购信息: 价格', '使用情况: 状态']));

    // Back to the form's layout, after a question (the show sections are dropped).
    await userEvent.click(within(show).getByLabelText('与表单分组相同'));
    await userEvent.click(await screen.findByText(/确\s*定/, { selector: '.ant-modal-confirm-btns button span' }));
    await waitFor(() => expect(previewShow()).toEqual(['基本信息: 名称 型号 状态', '采购信息: 价格']));
    expect(screen.queryByLabelText('第 1 个详情分组的标题')).not.toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resolveRenderer } from '../../../../src/engine/renderers/resolveRenderer';
import { ReferenceLabels } from '../../../../src/engine/renderers/reference/ReferenceLabels';
import { ReferenceSelect } from '../../../../src/engine/renderers/reference/ReferenceSelect';
import { customerSchema } from '../../../../src/schemas/customer';
import type { FieldSchema } from '../../../../src/schemas/types';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

vi.setConfig({ testTimeout: 30000 });

// The built-in schemas are served in tests too: 客户标签 declares its colour field, 客户 its list columns.
const tagsField = customerSchema.fields.find((f) => f.name === 'tags')!;
const customerField: FieldSchema = {
  name: 'customerId',
  label: '客户',
  type: 'reference',
  reference: { resource: 'customer', labelField: 'name' },
};

const seed = {
  customer_tags: [
    { _id: 't1', name: '重点客户', color: 'red' },
    { _id: 't2', name: '老客户', color: 'purple' },
    { _id: 't3', name: '待跟进', color: 'default' },
  ],
  customer: [
    {
      _id: 'c1',
      name: '张伟',
      contactName: '张伟',
      contactValue: '13800000001',
      region: { codes: ['41', '4101'], names: ['河南省', '郑州市'] },
    },
    {
      _id: 'c2',
      name: '张伟',
      contactName: '王芳',
      contactValue: '13800000002',
      region: { codes: ['31', '310101'], names: ['上海市', '黄浦区'] },
    },
    {
      _id: 'c3',
      name: '郑州云帆',
      contactName: '李雷',
      contactValue: '13800000003',
      region: { codes: ['41', '4101'], names: ['河南省', '郑州市'] },
    },
  ],
};

function setup(ui: React.ReactNode) {
  const data = memoryDataProvider(seed);
  render(<TestRefine dataProvider={data.provider}>{ui}</TestRefine>);
  return data;
}

const tagOf = (text: string) => screen.getByText(text).closest('.ant-tag')!;

describe('tags in their colours (docs/requirements.md §10.6)', () => {
  it('a list cell shows each tag in the colour its record carries', async () => {
    const { Display } = resolveRenderer(tagsField, customerSchema);
    const rows = [{ tags: ['t1', 't2', 't3'] }];
    setup(
      <ReferenceLabels fields={[tagsField]} rows={rows}>
        <Display field={tagsField} schema={customerSchema} value={rows[0].tags} mode="list" />
      </ReferenceLabels>,
    );
    await screen.findByText('重点客户');
    expect(tagOf('重点客户')).toHaveClass('ant-tag-red');
    expect(tagOf('老客户')).toHaveClass('ant-tag-purple');
    expect(tagOf('待跟进')).not.toHaveClass('ant-tag-red');
  });

  it('the show page (no ReferenceLabels above) and the picker colour them too', async () => {
    const { Display } = resolveRenderer(tagsField, customerSchema);
    setup(
      <>
        <div data-testid="show">
          <Display field={tagsField} schema={customerSchema} value={['t2']} mode="show" />
        </div>
        <div data-testid="picker">
          <ReferenceSelect field={tagsField} value={['t1']} multiple />
        </div>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('show').querySelector('.ant-tag')).toHaveClass('ant-tag-purple'));
    await waitFor(() => expect(screen.getByTestId('picker').querySelector('.ant-tag')).toHaveClass('ant-tag-red'));
    expect(screen.getByTestId('picker')).toHaveTextContent('重点客户');
  });
});

describe('a picker tells apart records with the same title (docs/requirements.md §10.6)', () => {
  const optionOf = (title: string) =>
    [...document.querySelectorAll('.ant-select-item-option')].filter(
      (o) => o.getAttribute('title') === title || o.textContent!.startsWith(title),
    );

  it('shows the target’s first plain list columns under repeated titles only', async () => {
    setup(<ReferenceSelect field={customerField} />);
    fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
    await waitFor(() => expect(optionOf('张伟')).toHaveLength(2));
    const [first, second] = optionOf('张伟').map((o) => o.textContent);
    expect(first).toBe('张伟张伟 · 13800000001 · 河南省 郑州市');
    expect(second).toBe('张伟王芳 · 13800000002 · 上海市 黄浦区');
    expect(optionOf('郑州云帆').map((o) => o.textContent)).toEqual(['郑州云帆']);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, waitFor } from '@testing-library/react';
import type { CrudFilter } from '@refinedev/core';
import { ListFilters } from '../../../../src/engine/screens/ListFilters';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

vi.setConfig({ testTimeout: 30000 });

const filterItem = (label: string) =>
  [...document.querySelectorAll('form[aria-label="筛选"] .ant-form-item')].find((el) => el.querySelector('label')?.textContent === label)!;

/** The text a filter's select shows, by the filter's label. */
const shown = (label: string) => [...filterItem(label).querySelectorAll('.ant-select-selection-item')].map((el) => el.textContent);

/**
 * The options a filter's select marks chosen (opening it): jsdom has no widths, so a select with
 * `maxTagCount="responsive"` draws no tags there; a chosen option is what its tag would name.
 */
async function chosen(label: string) {
  const id = filterItem(label).querySelector('input')!.id;
  fireEvent.mouseDown(filterItem(label).querySelector('.ant-select-selector')!);
  const list = await waitFor(() => document.getElementById(`${id}_list`)!.closest('.ant-select-dropdown')!);
  return [...list.querySelectorAll('.ant-select-item-option-selected')].map((el) => el.textContent);
}

function renderFilters(filters: CrudFilter[]) {
  const data = memoryDataProvider({
    maker: [
      { _id: 'm1', name: '华为' },
      { _id: 'm2', name: '小米' },
    ],
  });
  render(
    <TestRefine dataProvider={data.provider} resources={[{ name: 'maker', list: '/maker' }]}>
      <ListFilters schema={gadgetSchema} filters={filters} onApply={() => undefined} />
    </TestRefine>,
  );
  return data;
}

describe('ListFilters restored from the URL (docs/requirements.md §10.6)', () => {
  // The URL holds text: refine reads `filters[0][value][0]=1` back as '1', `true` as 'true'.
  it('shows the labels of enum and boolean filters, not their stored codes', async () => {
    renderFilters([
      { field: 'status', operator: 'in', value: ['1'] },
      { field: 'active', operator: 'eq', value: 'true' },
    ]);
    await waitFor(() => expect(shown('启用')).toEqual(['是']));
    expect(await chosen('状态')).toEqual(['处理中']);
  });

  it('shows an enum filter restored as one `eq` value by its label', async () => {
    renderFilters([{ field: 'status', operator: 'eq', value: '2' }]);
    await waitFor(() => expect(shown('启用')).toEqual([]));
    expect(await chosen('状态')).toEqual(['取消']);
  });

  it('reads the titles of reference and tag filters restored from ids', async () => {
    const { calls } = renderFilters([
      { field: 'maker', operator: 'in', value: ['m1'] },
      { field: 'tags', operator: 'in', value: ['m1', 'm2'] },
    ]);
    await waitFor(() => expect(shown('厂商')).toEqual(['华为']));
    await waitFor(() => expect(shown('标签')).toEqual(['华为', '小米']));
    expect(calls.some((c) => c.method === 'getMany' && c.resource === 'maker')).toBe(true);
  });
});

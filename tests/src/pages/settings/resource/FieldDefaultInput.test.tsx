import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { FieldDefaultInput } from '../../../../../src/pages/settings/resource/FieldDefaultInput';
import type { FieldSchema } from '../../../../../src/schemas/types';

/** Opens the select labelled 默认值 and picks `option`. */
async function pick(option: string) {
  fireEvent.mouseDown(screen.getByLabelText('默认值').closest('.ant-select-selector')!);
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[found.length - 1]);
}

const defaultOf = (field: FieldSchema) => {
  const onChange = vi.fn();
  render(<FieldDefaultInput field={field} id="default" onChange={onChange} />);
  return onChange;
};

describe('数据模型: a field’s 默认值 as its type asks', () => {
  it('offers 是 / 否 for a 是/否 field, as the boolean spec reads them, and gives a boolean', async () => {
    const onChange = defaultOf({ name: 'paid', label: '已付', type: 'boolean' });
    await pick('否');
    expect(onChange).toHaveBeenLastCalledWith(false);
    await pick('是');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('offers a 单选 field’s options and gives the chosen option’s own value (a number stays a number)', async () => {
    const onChange = defaultOf({
      name: 'level',
      label: '等级',
      type: 'enum',
      options: [
        { value: 1, label: '普通' },
        { value: 2, label: '重要' },
      ],
    });
    await pick('重要');
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('shows the default already set', () => {
    defaultOf({ name: 'paid', label: '已付', type: 'boolean', default: false });
    expect(screen.getByTitle('否')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Form, Select } from 'antd';
import { FormSelect } from '../../../../src/engine/screens/FormSelect';

const options = [{ value: 'a', label: '甲' }];

/** A required item holding `control` (antd's Form hands it `aria-required`). */
function requiredItem(control: React.ReactElement) {
  render(
    <Form>
      <Form.Item name="pick" label="类型" rules={[{ required: true }]}>
        {control}
      </Form.Item>
    </Form>,
  );
  return document.querySelector('.ant-select')!;
}

describe('FormSelect', () => {
  it("keeps aria-required off the select's outer box, where antd's Select puts it and no role allows it", () => {
    // The reason it exists: a plain Select in a required item carries it on its box.
    expect(requiredItem(<Select options={options} />).getAttribute('aria-required')).toBe('true');
    cleanup();
    const box = requiredItem(<FormSelect options={options} />);
    expect(box.hasAttribute('aria-required')).toBe(false);
    // Everything else the item hands its control still arrives: the input is the item's, by its id.
    expect(box.querySelector('input')!.id).toBe('pick');
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { Form, TreeSelect } from 'antd';
import { FormTreeSelect } from '../../../../src/engine/screens/FormTreeSelect';

const treeData = [{ value: 'sales', title: '销售部', children: [{ value: 'east', title: '华东组' }] }];

/** Opens the tree select in `ui` and tells whether the list its input names is in the page. */
function listNamedByInput(ui: React.ReactElement) {
  const { unmount } = render(ui);
  const input = document.querySelector<HTMLInputElement>('.ant-select input')!;
  fireEvent.mouseDown(document.querySelector('.ant-select-selector')!);
  const named = input.getAttribute('aria-controls')!;
  const found = { named, there: !!document.getElementById(named), tree: !!document.getElementById(named)?.querySelector('[role="tree"]') };
  unmount();
  return found;
}

describe('FormTreeSelect', () => {
  it('holds its open tree in the element its input controls and owns, in a form item', () => {
    // The reason it exists: antd's own names a list that is not there.
    expect(listNamedByInput(<TreeSelect treeData={treeData} treeDefaultExpandAll />).there).toBe(false);
    const ui = (
      <Form>
        <Form.Item name="deptId" label="所属部门">
          <FormTreeSelect treeData={treeData} treeDefaultExpandAll />
        </Form.Item>
      </Form>
    );
    expect(listNamedByInput(ui)).toEqual({ named: 'deptId_list', there: true, tree: true });
  });

  it('makes its own id when none is given, so the input and the list still agree', () => {
    const found = listNamedByInput(<FormTreeSelect aria-label="自定义部门" treeData={treeData} />);
    expect(found.there).toBe(true);
    expect(found.tree).toBe(true);
  });
});

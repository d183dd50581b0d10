import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { RowActions } from '../../../../src/engine/screens/RowActions';
import { setPermissions } from '../../../../src/state/permissions';
import { gadgetSchema } from '../../support/testSchemas';
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

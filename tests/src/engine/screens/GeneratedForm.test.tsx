import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataProvider } from '@refinedev/core';
import { GeneratedCreate } from '../../../../src/engine/screens/GeneratedCreate';
import { GeneratedEdit } from '../../../../src/engine/screens/GeneratedEdit';
import { GeneratedShow } from '../../../../src/engine/screens/GeneratedShow';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { gadgetSchema } from '../../support/testSchemas';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { setPermissions } from '../../../../src/state/permissions';

vi.setConfig({ testTimeout: 30000 });

const resources = [
  { name: 'gadget', list: '/gadget', create: '/gadget/create', edit: '/gadget/edit/:id', show: '/gadget/show/:id' },
  { name: 'maker', list: '/maker' },
];
/** A smaller schema so the form renders fast; same engine. */
const widgetSchema: ResourceSchema = {
  ...gadgetSchema,
  fields: gadgetSchema.fields.filter((f) => ['name', 'price', 'status', 'phone', 'active', 'stock', 'maker'].includes(f.name)),
  list: undefined,
};
const seed = () => ({
  gadget: [
    {
      _id: 'g1',
      name: '扳手',
      price: 1999,
      status: 1,
      phone: '13800138000',
      active: true,
      stock: 5,
      maker: 'm1',
      createdAt: '2026-01-02T03:04:00.000Z',
    },
  ],
  maker: [{ _id: 'm1', name: '华为' }],
});
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text)!;
const errorsText = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

function renderAt(path: string, route: string, ui: React.ReactNode) {
  const data = memoryDataProvider(seed());
  render(
    <TestRefine dataProvider={data.provider} resources={resources} path={path} route={route}>
      {ui}
    </TestRefine>,
  );
  return data;
}

describe('generated create form', () => {
  it('shows required marks and the schema defaults', async () => {
    renderAt('/gadget/create', '/gadget/create', <GeneratedCreate schema={widgetSchema} />);
    expect(await screen.findByText('新建器件')).toBeInTheDocument();
    const required = [...document.querySelectorAll('.ant-form-item-required')].map((l) => l.textContent);
    expect(required).toEqual(['名称']);
    expect(document.querySelector('#active')).toHaveAttribute('aria-checked', 'true');
  });

  it('puts Chinese validation messages under the fields and does not save', async () => {
    const { calls } = renderAt('/gadget/create', '/gadget/create', <GeneratedCreate schema={widgetSchema} />);
    await screen.findByText('新建器件');
    fireEvent.change(document.querySelector('#phone')!, { target: { value: '123' } });
    fireEvent.click(button('保存'));
    // antd animates the messages in; let the motion settle before reading them.
    await new Promise((r) => setTimeout(r, 1500));
    await waitFor(() => expect(errorsText()).toEqual(['请输入名称', '请输入 11 位手机号']), { timeout: 5000 });
    expect(document.querySelector('#name')!.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    expect(calls.some((c) => c.method === 'create')).toBe(false);
  });

  it('saves money as integer cents', async () => {
    const { calls } = renderAt('/gadget/create', '/gadget/create', <GeneratedCreate schema={widgetSchema} />);
    await screen.findByText('新建器件');
    fireEvent.change(document.querySelector('#name')!, { target: { value: '螺丝刀' } });
    fireEvent.change(document.querySelector('#price')!, { target: { value: '12.34' } });
    fireEvent.click(button('保存'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'create')?.params.variables).toMatchObject({ name: '螺丝刀', price: 1234, active: true }),
    );
  });
});

describe('generated edit form and show page', () => {
  it('loads the record and saves only the form fields', async () => {
    const { calls } = renderAt('/gadget/edit/g1', '/gadget/edit/:id', <GeneratedEdit schema={widgetSchema} />);
    await waitFor(() => expect(document.querySelector('#name')).toHaveValue('扳手'));
    expect(document.querySelector('#price')).toHaveValue('19.99');
    fireEvent.change(document.querySelector('#name')!, { target: { value: '大扳手' } });
    fireEvent.click(button('保存'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'update')?.params).toMatchObject({ id: 'g1', variables: { name: '大扳手', price: 1999 } }),
    );
  });

  it('keeps the fields locked until the record is in them (what is typed before would be overwritten)', async () => {
    const data = memoryDataProvider(seed());
    let release = () => {};
    const arrived = new Promise<void>((r) => (release = r));
    const getOne: DataProvider['getOne'] = async (p) => (await arrived, data.provider.getOne(p));
    const provider: DataProvider = { ...data.provider, getOne };
    render(
      <TestRefine dataProvider={provider} resources={resources} path="/gadget/edit/g1" route="/gadget/edit/:id">
        <GeneratedEdit schema={widgetSchema} />
      </TestRefine>,
    );
    await waitFor(() => expect(document.querySelector('#name')).toBeInTheDocument());
    expect(document.querySelector('#name')).toBeDisabled();
    expect(document.querySelector('#price')).toBeDisabled();
    release();
    await waitFor(() => expect(document.querySelector('#name')).toHaveValue('扳手'));
    expect(document.querySelector('#name')).toBeEnabled();
  });

  it('shows the record with formatted values and labels', async () => {
    renderAt('/gadget/show/g1', '/gadget/show/:id', <GeneratedShow schema={widgetSchema} />);
    expect(await screen.findByText('¥19.99')).toBeInTheDocument();
    expect(screen.getAllByText('扳手').length).toBeGreaterThan(0);
    expect(screen.getByText('处理中')).toBeInTheDocument();
    expect(await screen.findByText('华为')).toBeInTheDocument();
    expect(screen.getByText('创建时间')).toBeInTheDocument();
  });

  it('says so when the record does not exist', async () => {
    renderAt('/gadget/show/nope', '/gadget/show/:id', <GeneratedShow schema={widgetSchema} />);
    expect(await screen.findByText('器件不存在或已删除')).toBeInTheDocument();
  });
});

describe('server refusals on the form', () => {
  it.each([
    ['a message naming the label', Object.assign(new Error('名称已存在'), { statusCode: 400 }), 'name', '名称已存在'],
    [
      'data.field from the server',
      Object.assign(new Error('号码格式不正确'), { statusCode: 400, data: { field: 'phone' } }),
      'phone',
      '号码格式不正确',
    ],
  ])('puts %s under the field and stays on the form', async (_what, error, fieldName, text) => {
    const data = memoryDataProvider(seed());
    data.provider.create = async () => {
      throw error;
    };
    render(
      <TestRefine dataProvider={data.provider} resources={resources} path="/gadget/create" route="/gadget/create">
        <GeneratedCreate schema={widgetSchema} />
      </TestRefine>,
    );
    await screen.findByText('新建器件');
    fireEvent.change(document.querySelector('#name')!, { target: { value: '扳手' } });
    fireEvent.click(button('保存'));
    await new Promise((r) => setTimeout(r, 1500));
    await waitFor(() => expect(document.querySelector(`#${fieldName}`)!.closest('.ant-form-item')!.textContent).toContain(text), {
      timeout: 5000,
    });
    expect(screen.getByText('新建器件')).toBeInTheDocument();
  });
});

describe('the form under a role’s field rules (docs/requirements.md §10.2)', () => {
  afterEach(() => setPermissions(null));
  beforeEach(() =>
    setPermissions({
      superAdmin: false,
      permissions: { gadget: { actions: ['list', 'show', 'create', 'edit'], fields: { price: 'readonly', phone: 'hidden' } } },
    }),
  );

  it('shows a read-only field disabled and leaves it out of a new record', async () => {
    const { calls } = renderAt('/gadget/create', '/gadget/create', <GeneratedCreate schema={widgetSchema} />);
    await screen.findByText('新建器件');
    expect(document.querySelector('#price')).toBeDisabled();
    expect(document.querySelector('#phone')).toBeNull();
    fireEvent.change(document.querySelector('#name')!, { target: { value: '螺丝刀' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(calls.some((c) => c.method === 'create')).toBe(true));
    const sent = calls.find((c) => c.method === 'create')!.params.variables as Record<string, unknown>;
    expect(sent).toMatchObject({ name: '螺丝刀' });
    expect(sent).not.toHaveProperty('price');
    expect(sent).not.toHaveProperty('phone');
  });

  it('shows the stored value of a read-only field and does not send it on edit', async () => {
    const { calls } = renderAt('/gadget/edit/g1', '/gadget/edit/:id', <GeneratedEdit schema={widgetSchema} />);
    await waitFor(() => expect(document.querySelector('#price')).toHaveValue('19.99'));
    expect(document.querySelector('#price')).toBeDisabled();
    fireEvent.change(document.querySelector('#name')!, { target: { value: '大扳手' } });
    fireEvent.click(button('保存'));
    await waitFor(() => expect(calls.some((c) => c.method === 'update')).toBe(true));
    const sent = calls.find((c) => c.method === 'update')!.params.variables as Record<string, unknown>;
    expect(sent).toMatchObject({ name: '大扳手' });
    expect(sent).not.toHaveProperty('price');
  });

  it('leaves a hidden field off the show page', async () => {
    renderAt('/gadget/show/g1', '/gadget/show/:id', <GeneratedShow schema={widgetSchema} />);
    expect(await screen.findByText('¥19.99')).toBeInTheDocument();
    expect(screen.queryByText('电话')).toBeNull();
    expect(screen.queryByText('13800138000')).toBeNull();
  });
});

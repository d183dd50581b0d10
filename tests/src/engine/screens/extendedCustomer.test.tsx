import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { appComposition } from '../../../../src/shell/appRoutes';
import { resourceSchemas } from '../../../../src/schemas';
import { setPublishedSchemas, loadPublishedChecks } from '../../../../src/state/servedSchemas';
import type { FieldSchema } from '../../../../src/schemas/types';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';

// The checks published schemas go through load on demand in the app (applyPublished); these tests serve lists directly.
beforeAll(() => loadPublishedChecks());

vi.setConfig({ testTimeout: 30000 });
afterEach(() => setPublishedSchemas([]));

/**
 * 行业, added to 客户 by the tenant's admins (docs/requirements.md §10.3): served by `GET /setting/resource/published`
 * as the whole customer schema with it marked `custom`. The customer screens are the app's own
 * (the route table's), with no code knowing the field.
 */
const industry: FieldSchema = {
  name: 'industry',
  label: '行业',
  type: 'enum',
  options: [
    { value: 'mfg', label: '制造业', color: 'blue' },
    { value: 'it', label: '信息技术', color: 'green' },
  ],
  filterable: true,
  custom: true,
};
const bundled = resourceSchemas.find((s) => s.name === 'customer')!;
const resources = [
  { name: 'customer', list: '/customer', create: '/customer/create', edit: '/customer/edit/:id', show: '/customer/show/:id' },
];
const stored = {
  _id: 'c1',
  name: '郑州机床厂',
  type: 1,
  contactName: '张三',
  contactMethod: 0,
  contactValue: '13800138000',
  industry: 'mfg',
  createdAt: '2026-01-02T03:04:00.000Z',
  updatedAt: '2026-01-02T03:04:00.000Z',
};

function renderCustomer(kind: 'list' | 'create' | 'show', path: string, route: string) {
  setPublishedSchemas([{ ...bundled, fields: [...bundled.fields, industry] }]);
  const entry = appComposition().routes.find((r) => r.name === 'customer')!;
  if (entry.screen.kind !== 'schema') throw new Error('customer is a schema resource');
  const Screen = entry.screen.screens[kind];
  const data = memoryDataProvider({ customer: [stored] });
  render(
    <TestRefine dataProvider={data.provider} resources={resources} path={path} route={route}>
      <Suspense fallback={<div>加载中</div>}>
        <Screen />
      </Suspense>
    </TestRefine>,
  );
  return data;
}

const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent!.replace(/\s/g, '') === text)!;

describe('a custom field on 客户, from the served schemas, in the generated customer screens', () => {
  it('list: a column after the declared ones, its value as a tag, and a filter', async () => {
    const { calls } = renderCustomer('list', '/customer', '/customer');
    expect(await screen.findByText('郑州机床厂', {}, { timeout: 8000 })).toBeInTheDocument();
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean);
    expect(headers.slice(-2)).toEqual(['行业', '操作']);
    expect(screen.getByText('制造业').closest('td')).not.toBeNull();
    const filterLabels = [...document.querySelectorAll('form[aria-label="筛选"] label')].map((l) => l.textContent);
    expect(filterLabels).toContain('行业');
    // The filter goes to the server like a built-in field's.
    fireEvent.mouseDown(screen.getByLabelText('行业').closest('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('信息技术', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(button('搜索'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'getList').at(-1)!.params.filters).toEqual(
        expect.arrayContaining([{ field: 'industry', operator: 'in', value: ['it'] }]),
      ),
    );
  });

  it('create: an input in a 自定义字段 section, sent with the record', async () => {
    const { calls } = renderCustomer('create', '/customer/create', '/customer/create');
    expect(await screen.findByText('自定义字段', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByLabelText('行业')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('客户名称'), { target: { value: '新行业客户' } });
    fireEvent.change(screen.getByLabelText('联系号码'), { target: { value: '13900139000' } });
    fireEvent.mouseDown(screen.getByLabelText('行业').closest('.ant-select-selector')!);
    fireEvent.click(await screen.findByText('信息技术', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'create')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'create')!.params.variables).toMatchObject({ name: '新行业客户', industry: 'it' });
  });

  it('show: the value under 自定义字段', async () => {
    renderCustomer('show', '/customer/show/c1', '/customer/show/:id');
    expect(await screen.findByText('制造业', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('自定义字段')).toBeInTheDocument();
    expect(screen.getByText('行业')).toBeInTheDocument();
  });
});

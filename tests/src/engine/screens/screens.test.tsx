import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { screensFor } from '../../../../src/engine/screens/screens';
import type { ResourceOverrides } from '../../../../src/engine/screens/overrides';
import { resourceOverrides } from '../../../../src/resources';
import { resourceSchemas } from '../../../../src/schemas';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { memoryDataProvider } from '../../support/memoryDataProvider';
import { TestRefine } from '../../support/TestRefine';
import { makerSchema } from '../../support/testSchemas';

vi.setConfig({ testTimeout: 30000 });

/** A resource declared only here: no screen code of its own. */
const noteSchema: ResourceSchema = {
  name: 'note',
  label: '便签',
  apiBase: '/test/note',
  titleField: 'title',
  fields: [
    { name: 'title', label: '标题', type: 'text', required: true, searchable: true },
    { name: 'body', label: '内容', type: 'textarea' },
  ],
};
const resources = [{ name: 'note', list: '/note', create: '/note/create', edit: '/note/edit/:id', show: '/note/show/:id' }];

function renderScreen(Screen: React.ComponentType, path: string, route: string) {
  const data = memoryDataProvider({ note: [{ _id: 'n1', title: '周会', body: '十点' }] });
  render(
    <TestRefine dataProvider={data.provider} resources={resources} path={path} route={route}>
      <Suspense fallback={<div>加载中</div>}>
        <Screen />
      </Suspense>
    </TestRefine>,
  );
}

describe('screensFor', () => {
  it('gives a schema added in a test its generated list, create, edit and show screens', async () => {
    const screens = screensFor(noteSchema, {});
    renderScreen(screens.list, '/note', '/note');
    expect(await screen.findByText('周会', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it.each([
    ['create', '/note/create', '/note/create', '新建便签'],
    ['edit', '/note/edit/n1', '/note/edit/:id', '编辑便签'],
    ['show', '/note/show/n1', '/note/show/:id', '十点'],
  ] as const)('%s screen', async (kind, path, route, text) => {
    renderScreen(screensFor(noteSchema, {})[kind], path, route);
    expect(await screen.findByText(text, {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('uses a whole-screen override where the module exports one, the generated screen elsewhere', async () => {
    const load = vi.fn(async (): Promise<ResourceOverrides> => ({ show: ({ schema }) => <div>自定义{schema.label}详情</div> }));
    const screens = screensFor(noteSchema, { note: load });
    renderScreen(screens.show, '/note/show/n1', '/note/show/:id');
    expect(await screen.findByText('自定义便签详情')).toBeInTheDocument();
    renderScreen(screens.list, '/note', '/note');
    expect(await screen.findByText('周会', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('passes smaller overrides (a column) to the generated screen', async () => {
    const screens = screensFor(noteSchema, { note: async () => ({ columns: { title: { render: (v) => <b>《{String(v)}》</b> } } }) });
    renderScreen(screens.list, '/note', '/note');
    expect(await screen.findByText('《周会》', {}, { timeout: 10000 })).toBeInTheDocument();
  });

  it('fails loudly on a broken schema as its screens load, naming resource and field', async () => {
    const broken = { ...makerSchema, fields: [{ name: 'kind', label: '类型', type: 'enum' as const }], titleField: 'kind' };
    const screens = screensFor(broken, {});
    for (const kind of ['list', 'create', 'edit', 'show'] as const) {
      await expect(screens[kind].preload()).rejects.toThrow('resource "maker", field "kind": enum needs options');
    }
  });

  it('checks reference targets and their label fields at load, against the app schemas', async () => {
    const linked: ResourceSchema = {
      ...noteSchema,
      name: 'linked',
      fields: [
        ...noteSchema.fields,
        { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'title' } },
      ],
    };
    await expect(screensFor(linked, {}).list.preload()).rejects.toThrow(
      'resource "linked", field "supplierId": reference labelField "title" is not a field of "supplier"',
    );
    const lost: ResourceSchema = {
      ...linked,
      fields: [
        ...noteSchema.fields,
        { name: 'x', label: '引用', type: 'reference', reference: { resource: 'nowhere', labelField: 'name' } },
      ],
    };
    await expect(screensFor(lost, {}).show.preload()).rejects.toThrow('reference target "nowhere" is not a known resource');
    const fine: ResourceSchema = {
      ...linked,
      fields: [
        ...noteSchema.fields,
        { name: 'supplierId', label: '供应商', type: 'reference', reference: { resource: 'supplier', labelField: 'name' } },
      ],
    };
    await expect(screensFor(fine, {}).list.preload()).resolves.toBeUndefined();
  });

  it('lists only override modules of real resources, and they load', async () => {
    const names = new Set(resourceSchemas.map((s) => s.name));
    for (const [name, load] of Object.entries(resourceOverrides)) {
      expect(names.has(name), name).toBe(true);
      const mod = await load();
      expect(Object.keys(mod).length, name).toBeGreaterThan(0);
    }
  });
});

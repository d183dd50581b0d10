import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Refine } from '@refinedev/core';
import type { Adapter, SentRequest } from '../../../../src/http/httpClient';
import { fieldProblem } from '../../../../src/engine/renderers/rules';
import { fromCrudFilters, toCrudFilter } from '../../../../src/engine/renderers/filterValue';
import { resolveRenderer } from '../../../../src/engine/renderers/resolveRenderer';
import { loadRegions } from '../../../../src/engine/renderers/fields/region/regionData';
import { dataProvider } from '../../../../src/providers/dataProvider';
import { http } from '../../../../src/http/httpClient';
import type { FieldSchema } from '../../../../src/schemas/types';
import { gadgetSchema } from '../../support/testSchemas';
import { renderDisplay, renderFilter, renderInput } from './helpers';
import { NoticesProvider } from '../../../../src/shell/NoticesProvider';

/** The three types whose values the server completes or makes (docs/requirements.md §10.3), declared here only. */
const location: FieldSchema = { name: 'location', label: '所在地区', type: 'region', filterable: true };
const area: FieldSchema = { name: 'area', label: '服务区域', type: 'region', regionLevel: 2 };
const scans: FieldSchema = { name: 'scans', label: '合同附件', type: 'file', accept: ['.pdf'], maxSize: 1024, max: 2 };
const code: FieldSchema = { name: 'code', label: '设备编号', type: 'autoNumber', numberPattern: 'SB-{YYYY}-{0000}', filterable: true };

const ZHONGYUAN = { codes: ['41', '4101', '410102'], names: ['河南省', '郑州市', '中原区'] };

/** A division offered in an open cascader's menus, once it shows. */
const menuItem = (name: string) =>
  waitFor(() => {
    const item = document.querySelector<HTMLElement>(`.ant-cascader-menu-item[title="${name}"]`);
    if (!item) throw new Error(`no ${name} in the cascader`);
    return item;
  });

/** Opens a cascader and clicks through the divisions named. */
async function choose(container: HTMLElement, ...names: string[]) {
  fireEvent.mouseDown(container.querySelector('.ant-select-selector')!);
  for (const name of names) fireEvent.click(await menuItem(name));
}

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  vi.restoreAllMocks();
});

/** Answers every call with `data` in the envelope and records what was asked. */
function answer(data: unknown, seen: SentRequest[] = []): SentRequest[] {
  const adapter: Adapter = async (config) => {
    seen.push(config);
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return seen;
}

describe('region renderer', () => {
  it('input loads the divisions on first use and emits the chosen codes with their names', async () => {
    const { changes, container } = renderInput(location.name, null, location);
    await choose(container, '河南省', '郑州市', '中原区');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith(ZHONGYUAN));
  });

  it('a field asking for 市 takes a choice that stops there; the form asks for 区县 when it must', async () => {
    const { changes, container } = renderInput(area.name, null, area);
    await choose(container, '湖北省', '武汉市');
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith({ codes: ['42', '4201'], names: ['湖北省', '武汉市'] }));
    await loadRegions();
    expect(fieldProblem(area, { codes: ['42', '4201'], names: [] })).toBeUndefined();
    expect(fieldProblem(area, { codes: ['42'], names: [] })).toBe('服务区域请选择到市');
    expect(fieldProblem(location, { codes: ['42', '4201'], names: [] })).toBe('所在地区请选择到区县');
    // A city without districts is a full choice.
    expect(fieldProblem(location, { codes: ['44', '4419'], names: [] })).toBeUndefined();
    expect(fieldProblem({ ...location, required: true }, null)).toBe('请选择所在地区');
  });

  it('displays the names from 省 down, without loading the divisions', () => {
    renderDisplay(location.name, ZHONGYUAN, 'list', location);
    expect(screen.getByText('河南省 郑州市 中原区')).toBeInTheDocument();
    renderDisplay(location.name, null, 'show', location);
    expect(screen.getByText('-')).toBeInTheDocument();
  });

  it('filters by a province or a city, sent as one code', async () => {
    const f = renderFilter(location.name, undefined, location);
    await choose(f.container, '河南省');
    await waitFor(() => expect(f.changes).toHaveBeenLastCalledWith('41'));
    fireEvent.click(await menuItem('郑州市'));
    await waitFor(() => expect(f.changes).toHaveBeenLastCalledWith('4101'));
    // Districts are not offered: the filter stops at 市.
    expect(document.querySelector('.ant-cascader-menu-item[title="中原区"]')).toBeNull();
    expect(toCrudFilter(location, '4101')).toEqual({ field: 'location', operator: 'eq', value: '4101' });
    expect(fromCrudFilters(location, [{ field: 'location', operator: 'eq', value: '4101' }])).toBe('4101');
  });
});

/** A file field's Input inside antd's App (its notices) and refine (its upload call). */
function renderFileInput(initial: unknown) {
  const changes = vi.fn();
  const { Input } = resolveRenderer(scans, gadgetSchema);
  function Harness() {
    const [value, setValue] = useState<unknown>(initial);
    return (
      <Input
        field={scans}
        schema={gadgetSchema}
        id="in_scans"
        value={value}
        onChange={(v) => {
          setValue(v);
          changes(v);
        }}
      />
    );
  }
  const view = render(
    <NoticesProvider>
      <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
        <Harness />
      </Refine>
    </NoticesProvider>,
  );
  return { ...view, changes };
}

describe('file renderer', () => {
  const item = { id: '0190aaaa-0000-7000-8000-000000000001', name: '合同.pdf', size: 100, type: 'application/pdf' };

  it('uploads each chosen file for its resource and field, and emits the list of uploads', async () => {
    const seen = answer({ success: true, message: 'ok', code: 200, data: item });
    const { changes, container } = renderFileInput([]);
    const file = new File(['%PDF'], '合同.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [file] } });
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith([item]));
    expect(seen.map((c) => [c.url, c.method, c.params?.resource, c.params?.field, c.data instanceof FormData])).toEqual([
      ['/upload/file', 'post', 'gadget', 'scans', true],
    ]);
    expect(container.querySelector('input[type=file]')).toHaveAttribute('accept', '.pdf');
  });

  it('refuses a file of another kind or too large before sending it, naming the field', async () => {
    const seen = answer({ success: true, data: item });
    const { changes, container } = renderFileInput([]);
    // rc-upload renders a new file input after each choice: look it up each time.
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File(['x'], 'run.exe')] } });
    expect(await screen.findByText('合同附件只能上传以下类型的文件：.pdf')).toBeInTheDocument();
    fireEvent.change(container.querySelector('input[type=file]')!, { target: { files: [new File([new Uint8Array(2048)], 'big.pdf')] } });
    expect(await screen.findByText('合同附件的单个文件不能超过 1 KB')).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(changes).not.toHaveBeenCalled();
    expect(fieldProblem(scans, [item, item, item])).toBe('合同附件最多 2 项');
  });

  it('removes a file from the value', async () => {
    const { changes } = renderFileInput([item]);
    fireEvent.click(screen.getByTitle('Remove file'));
    await waitFor(() => expect(changes).toHaveBeenLastCalledWith([]));
  });

  it('displays each file as a link that downloads it through the shared client', async () => {
    const seen = answer(new Blob(['%PDF']));
    const made = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL: made, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDisplay(scans.name, [item], 'show', scans);
    expect(screen.getByText('100 B')).toBeInTheDocument();
    fireEvent.click(screen.getByText('合同.pdf'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(seen.map((c) => [c.url, c.params?.id, c.responseType])).toEqual([['/upload/file', item.id, 'blob']]);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('合同.pdf');
    renderDisplay(scans.name, [], 'show', scans);
    expect(screen.getByText('-')).toBeInTheDocument();
  });
});

describe('autoNumber renderer', () => {
  it('is never edited: an input shows the number or that it comes on save', () => {
    const { container } = renderInput(code.name, null, code);
    expect(container.querySelector('input')).toBeDisabled();
    expect(container.querySelector('input')).toHaveAttribute('placeholder', '保存后自动生成');
  });

  it('displays and filters as text', () => {
    renderDisplay(code.name, 'SB-2026-0007', 'list', code);
    expect(screen.getByText('SB-2026-0007')).toBeInTheDocument();
    const f = renderFilter(code.name, undefined, code);
    fireEvent.change(f.container.querySelector('input')!, { target: { value: '2026' } });
    expect(f.changes).toHaveBeenLastCalledWith('2026');
    expect(toCrudFilter(code, '2026')).toEqual({ field: 'code', operator: 'contains', value: '2026' });
  });
});

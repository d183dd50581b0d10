import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourcePage } from '../../../../../src/pages/settings/resource/ResourcePage';
import { notJsonText, readJsonFile } from '../../../../../src/pages/settings/resource/designFiles';
import type { DesignFile, ResourceDesign, ResourceRow } from '../../../../../src/pages/settings/resource/resourceApi';
import type { ResourceSchema } from '../../../../../src/schemas/types';
import { setHttpNotifier } from '../../../../../src/http/httpClient';
import { envelope, installFakeAdapter } from '../../../helpers/fakeAdapter';
import { renderSettingsPage, route } from '../renderSettingsPage';

let fake: ReturnType<typeof installFakeAdapter> | undefined;
// jsdom has no object URLs: the export test lends URL its own and takes them back.
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  fake?.restore();
  setHttpNotifier(null);
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const EQUIPMENT: ResourceSchema = {
  name: 'equipment',
  label: '设备台账',
  apiBase: '',
  titleField: 'model',
  fields: [{ name: 'model', label: '型号', type: 'text', required: true }],
};
const FILE: DesignFile = { format: 'ace-resource-design', formatVersion: 1, exportedAt: '2026-03-01T02:30:00.000Z', schema: EQUIPMENT };
const ROWS: ResourceRow[] = [
  { name: 'customer', label: '客户', builtIn: true, status: 'published', hasDraft: false, version: 0 },
  { name: 'supplier', label: '供应商', builtIn: true, status: 'published', hasDraft: true, version: 0 },
  { name: 'equipment', label: '设备台账', builtIn: false, status: 'published', hasDraft: false, version: 1 },
];
const IMPORT_REFUSAL = '导入失败：“工具”关联的资源 no_such 不存在';

/** The designer API: export, import (refusing a design named `gear`), and what the designer then reads. */
function serve() {
  fake = installFakeAdapter((c) => {
    const body = c.data ? JSON.parse(c.data as string) : undefined;
    switch (route(c.method!, c.url)) {
      case 'GET /setting/resource/list':
        return { data: envelope({ value: { rows: ROWS, total: ROWS.length } }) };
      case 'GET /setting/resource/export':
        return { data: envelope({ value: { ...FILE, schema: { ...EQUIPMENT, name: c.params?.name as string } } }) };
      case 'POST /setting/resource/import':
        return body.design.schema.name === 'gear'
          ? { status: 400, data: envelope(null, { success: false, code: 400, message: IMPORT_REFUSAL }) }
          : { data: envelope({ value: { name: body.design.schema.name, status: 'draft', version: 0 } }) };
      case 'GET /setting/resource/findByName': {
        const design: ResourceDesign = {
          draft: { ...EQUIPMENT, name: c.params?.name as string },
          published: null,
          version: 0,
          builtIn: false,
        };
        return { data: envelope({ value: design }) };
      }
      default:
        return { status: 404, data: envelope(null, { success: false, message: '请求的资源不存在', code: 404 }) };
    }
  });
}

const calls = (method: string, url: string) => fake!.requests.filter((r) => r.method === method && r.url === url);
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;
/** Chooses `content` as a file in the 导入 picker (antd Upload's hidden input). */
const choose = (content: string, name = 'design.json') => {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.json,application/json');
  fireEvent.change(input, { target: { files: [new File([content], name, { type: 'application/json' })] } });
};

describe('数据模型: moving a design as a JSON file', { timeout: 60_000 }, () => {
  it('导出 downloads <name>.json holding the design file; built-ins only once they have custom fields', async () => {
    serve();
    const blobs: Blob[] = [];
    const revoke = vi.fn();
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:design'), revokeObjectURL: revoke });
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.href}`);
    });
    renderSettingsPage(<ResourcePage />);
    expect(within(await rowOf('客户')).queryByText('导出')).not.toBeInTheDocument();
    expect(within(await rowOf('供应商')).getByText('导出')).toBeInTheDocument();

    await userEvent.click(within(await rowOf('设备台账')).getByText('导出'));
    await waitFor(() => expect(downloads).toEqual(['equipment.json blob:design']));
    expect(calls('get', '/setting/resource/export').map((r) => r.params?.name)).toEqual(['equipment']);
    expect(blobs[0].type).toBe('application/json');
    // What is downloaded is what 导入 takes back.
    expect(await readJsonFile(blobs[0])).toEqual(FILE);
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:design'));
  });

  it('导入 sends the file’s design, then opens the imported draft in the designer and reads the list again', async () => {
    serve();
    const { notices } = renderSettingsPage(<ResourcePage />);
    await rowOf('设备台账');
    const listReads = calls('get', '/setting/resource/list').length;
    choose(JSON.stringify({ ...FILE, schema: { ...EQUIPMENT, name: 'equipment_copy' } }));
    await waitFor(() => expect(calls('post', '/setting/resource/import')).toHaveLength(1));
    expect(JSON.parse(calls('post', '/setting/resource/import')[0].data as string)).toEqual({
      design: { ...FILE, schema: { ...EQUIPMENT, name: 'equipment_copy' } },
    });
    expect(await screen.findByText('已导入“equipment_copy”的草稿，请检查后发布')).toBeInTheDocument();
    expect(await screen.findByText('设计：设备台账')).toBeInTheDocument();
    expect(calls('get', '/setting/resource/findByName').map((r) => r.params?.name)).toEqual(['equipment_copy']);
    expect(calls('get', '/setting/resource/list').length).toBeGreaterThan(listReads);
    expect(notices.error).toEqual([]);
  });

  it('says so for a file that is not JSON (nothing sent), and shows the server’s refusal of a design', async () => {
    serve();
    const { notices } = renderSettingsPage(<ResourcePage />);
    await rowOf('设备台账');
    choose('这不是 JSON {', 'notes.json');
    expect(await screen.findByText(notJsonText())).toBeInTheDocument();
    expect(calls('post', '/setting/resource/import')).toHaveLength(0);

    choose(JSON.stringify({ ...FILE, schema: { ...EQUIPMENT, name: 'gear' } }));
    await waitFor(() => expect(notices.error).toEqual([`请求错误 400: ${IMPORT_REFUSAL}`]));
    // Still on the list: nothing was imported.
    expect(screen.getByText('数据模型')).toBeInTheDocument();
    expect(calls('get', '/setting/resource/findByName')).toHaveLength(0);
  });
});

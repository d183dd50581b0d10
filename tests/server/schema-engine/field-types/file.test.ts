import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import { createResourceTable } from '../../../../server/src/schema-engine/ddl';
import { createTestApp, dialects, SUPER_ADMIN, type TestApp } from '../../helpers/test-app';

/**
 * file fields (docs/requirements.md §10.3): uploads checked against the field's kinds and size, kept under the
 * data folder, attached to a record when it is saved, and downloadable only by those who may read
 * that record — for a built-in resource and for one an admin publishes at run time.
 */
const { fields, contract } = vi.hoisted(() => {
  const fields = [
    { name: 'title', label: '合同名称', type: 'text', required: true },
    { name: 'scans', label: '合同附件', type: 'file', accept: ['.pdf', '.docx'], maxSize: 1024, max: 2 },
    { name: 'photos', label: '现场照片', type: 'file' },
  ] satisfies FieldSchema[];
  return {
    fields,
    contract: { name: 'contract', label: '合同', apiBase: '/business/contract', titleField: 'title', fields } satisfies ResourceSchema,
  };
});
vi.mock('../../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, contract] };
});

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
const refusal = (res: LightMyRequestResponse) => [res.statusCode, res.json().message];

const PASSWORD = 'Files12345';
const PDF = Buffer.from('%PDF-1.4\n% 测试合同\n');
/** Bytes that are what their names say (uploads are checked by their content): a ZIP (as .docx is) and a PNG. */
const DOCX = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(60)]);
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6300010000000500010d0a2db40000000049454e44ae426082',
  'hex',
);

function multipart(filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----ace-file-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A signed-in user of a project, with the calls these tests make. */
interface User {
  token: string;
  project: string;
  json: (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  upload: (resource: string, field: string, filename: string, content: Buffer) => Promise<LightMyRequestResponse>;
  download: (id: string) => Promise<LightMyRequestResponse>;
}

describe.each(dialects)('file fields on %s', (dialect) => {
  let t: TestApp;
  let admin: User;
  let reader: User; // may list and show contracts, nothing else
  let lister: User; // may list them only (no show)
  let other: User; // the admin of another tenant

  const userOf = (token: string, project: string): User => {
    const headers = { authorization: `Bearer ${token}`, projectid: project };
    const url = (u: string) => `/ace-apis${u}`;
    return {
      token,
      project,
      json: (method, u, body) => t.app.inject({ method, url: url(u), headers, ...(body === undefined ? {} : { payload: body as object }) }),
      upload: (resource, field, filename, content) => {
        const m = multipart(filename, content);
        const q = new URLSearchParams({ resource, field });
        return t.app.inject({ method: 'POST', url: url(`/upload/file?${q}`), payload: m.payload, headers: { ...headers, ...m.headers } });
      },
      download: (id) => t.app.inject({ method: 'GET', url: url(`/upload/file?id=${id}`), headers }),
    };
  };
  const withRole = async (username: string, permissions: Record<string, unknown>) => {
    const role = ok(await admin.json('POST', '/setting/role/add', { name: `附件测试-${username}`, permissions })).value;
    ok(await admin.json('POST', '/setting/org/addUser', { username, password: PASSWORD, displayName: username, roleIds: [role._id] }));
    return userOf(await t.login(username, PASSWORD), t.ids.mainProjectId);
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createResourceTable(t.db, contract);
    admin = userOf(await t.login('demo_admin'), t.ids.mainProjectId);
    const design = { name: 'deal', label: '协议', icon: 'FileOutlined', titleField: 'title', fields };
    ok(await admin.json('POST', '/setting/resource/save', { schema: design }));
    ok(await admin.json('POST', '/setting/resource/publish', { name: 'deal' }));
    reader = await withRole('file_reader', { contract: { actions: ['list', 'show'] }, deal: { actions: ['list', 'show'] } });
    lister = await withRole('file_lister', { contract: { actions: ['list'] }, deal: { actions: ['list'] } });
    const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
    ok(await root.post('/setting/tenant/add', { name: '附件另一家', adminUsername: 'fl_admin', adminPassword: 'Another123' }));
    const token = await t.login('fl_admin', 'Another123');
    other = userOf(token, ok(await t.as(token, '').get('/setting/project/listByUser')).value[0]._id);
  });
  afterAll(async () => t?.close());

  const cases = [
    { resource: 'contract', base: '/business/contract' },
    { resource: 'deal', base: '/business/custom/deal' },
  ];

  it.each(cases)('$resource: upload, attach, download by readers only', async ({ resource, base }) => {
    const up = ok(await admin.upload(resource, 'scans', '合同 2026.PDF', PDF));
    expect(up).toMatchObject({ name: '合同 2026.PDF', size: PDF.length, type: 'application/pdf' });
    expect(up.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(fs.readFileSync(path.join(t.config.dataDir, 'uploads', t.ids.tenantId, 'files', up.id)).equals(PDF)).toBe(true);
    // Not yet attached: its uploader only.
    expect((await admin.download(up.id)).statusCode).toBe(200);
    expect((await reader.download(up.id)).statusCode).toBe(404);

    // The client's name, size and type are not kept: the upload's are.
    const rec = ok(await admin.json('POST', `${base}/add`, { title: '采购合同', scans: [{ ...up, name: 'evil.exe', size: 1 }] }));
    expect(rec.scans).toEqual([up]);
    expect(ok(await admin.json('GET', `${base}/findById?_id=${rec._id}`)).scans).toEqual([up]);

    const got = await reader.download(up.id);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(PDF)).toBe(true);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.headers['content-disposition']).toBe(
      `attachment; filename="__ 2026.PDF"; filename*=UTF-8''${encodeURIComponent('合同 2026.PDF')}`,
    );
    expect(refusal(await lister.download(up.id))).toEqual([403, `没有查看${resource === 'deal' ? '协议' : '合同'}详情的权限`]);
    expect((await other.download(up.id)).statusCode).toBe(404);
    // Another project of the same tenant does not see it either.
    expect((await userOf(admin.token, t.ids.secondProjectId).download(up.id)).statusCode).toBe(404);

    // Kept on an edit that sends the list back; gone from the record, gone for readers.
    const second = ok(await admin.upload(resource, 'scans', 'b.docx', DOCX));
    expect(ok(await admin.json('PUT', `${base}/update`, { _id: rec._id, scans: [up, second] })).scans).toEqual([up, second]);
    expect(ok(await admin.json('PUT', `${base}/update`, { _id: rec._id, scans: [second] })).scans).toEqual([second]);
    expect((await reader.download(up.id)).statusCode).toBe(404);
    expect((await reader.download(second.id)).statusCode).toBe(200);
  });

  it.each(cases)('$resource: refuses files out of the field limits, naming the field', async ({ resource }) => {
    expect(refusal(await admin.upload(resource, 'scans', 'run.exe', PDF))).toEqual([415, '合同附件只能上传以下类型的文件：.pdf、.docx']);
    expect(refusal(await admin.upload(resource, 'scans', 'big.pdf', Buffer.alloc(2048, 1)))).toEqual([
      413,
      '合同附件的单个文件不能超过 1 KB',
    ]);
    expect(refusal(await admin.upload(resource, 'scans', 'empty.pdf', Buffer.alloc(0)))).toEqual([400, '合同附件的文件内容为空']);
    // The default limits: office documents, PDF, images, archives.
    expect(refusal(await admin.upload(resource, 'photos', 'page.html', PDF))[0]).toBe(415);
    expect(ok(await admin.upload(resource, 'photos', 'site.png', PNG)).type).toBe('image/png');
    // The bytes must be what the name says: a PDF named .jpg is refused, naming what was expected.
    expect(refusal(await admin.upload(resource, 'photos', 'site.jpg', PDF))).toEqual([
      415,
      '现场照片的文件“site.jpg”内容不是 .jpg 格式（按文件内容识别，不看文件名）',
    ]);
    // Far beyond a JSON body's limit, within the field's 20 MB: streamed to disk whole.
    const large = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 7)]);
    const big = ok(await admin.upload(resource, 'photos', 'large.png', large));
    expect(big.size).toBe(large.length);
    expect(fs.statSync(path.join(t.config.dataDir, 'uploads', t.ids.tenantId, 'files', big.id)).size).toBe(large.length);
    expect(refusal(await admin.upload(resource, 'title', 'a.pdf', PDF))[0]).toBe(400);
    expect(refusal(await admin.upload('nosuch', 'scans', 'a.pdf', PDF))[0]).toBe(404);
    // Uploading needs the right to add or edit records.
    expect(refusal(await lister.upload(resource, 'scans', 'a.pdf', PDF))[0]).toBe(403);
    // Another tenant does not have the published resource (and has its own contracts).
    if (resource === 'deal') expect(refusal(await other.upload(resource, 'scans', 'a.pdf', PDF))[0]).toBe(404);
  });

  it.each(cases)('$resource: a record takes only its own uploads, within the limits', async ({ resource, base }) => {
    const a = ok(await admin.upload(resource, 'scans', 'a.pdf', PDF));
    const b = ok(await admin.upload(resource, 'scans', 'b.pdf', PDF));
    const c = ok(await admin.upload(resource, 'scans', 'c.pdf', PDF));
    const photo = ok(await admin.upload(resource, 'photos', 'p.png', PNG));
    const add = (scans: unknown) => admin.json('POST', `${base}/add`, { title: '附件检查', scans });
    expect(refusal(await add([a, b, c]))).toEqual([400, '合同附件最多 2 项']);
    expect(refusal(await add([a, a]))).toEqual([400, '合同附件中有重复的项']);
    expect(refusal(await add([{ id: '0190aaaa-0000-7000-8000-000000000000', name: '伪造.pdf' }]))).toEqual([
      400,
      '合同附件中的文件“伪造.pdf”不存在或已失效，请重新上传',
    ]);
    // An upload for another field, another tenant's, another user's while unattached.
    expect(refusal(await add([photo]))[0]).toBe(400);
    const foreign = ok(await other.upload('contract', 'scans', 'x.pdf', PDF));
    expect(refusal(await add([foreign]))[0]).toBe(400);
    const editor = await withRole(`file_editor_${resource}`, { [resource]: { actions: ['list', 'show', 'create', 'edit'] } });
    const theirs = ok(await editor.upload(resource, 'scans', 'e.pdf', PDF));
    expect(refusal(await add([theirs]))[0]).toBe(400);
    // Attached to one record, it cannot be put in another.
    const first = ok(await add([a]));
    expect(refusal(await add([a]))[0]).toBe(400);
    expect(
      ok(await editor.json('PUT', `${base}/update`, { _id: first._id, scans: [a, theirs] })).scans.map((i: { id: string }) => i.id),
    ).toEqual([a.id, theirs.id]);
    // Nothing refused was attached: b is still its uploader's to use.
    expect(ok(await add([b])).scans[0].id).toBe(b.id);
  });
});

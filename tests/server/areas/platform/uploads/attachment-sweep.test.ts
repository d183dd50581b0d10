import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { FieldSchema, ResourceSchema } from '../../../../../src/schemas/types';
import { createResourceTable } from '../../../../../server/src/schema-engine/ddl';
import {
  ATTACHMENT_GRACE_MS,
  markUnreferenced,
  scheduleAttachmentSweep,
  sweepAttachments,
  sweepMarked,
} from '../../../../../server/src/areas/platform/uploads/attachment-sweep';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';

/**
 * Uploads of file fields no record holds are removed once past the grace period (docs/requirements.md §10.3): never
 * attached, taken out of a record by an edit, of a hard-deleted record; kept while a record holds
 * them, soft-deleted records included, and when a save attaches them between the mark and the sweep.
 */
const { memo, dossier } = vi.hoisted(() => {
  const fields = [
    { name: 'title', label: '标题', type: 'text', required: true },
    { name: 'scans', label: '附件', type: 'file' },
  ] satisfies FieldSchema[];
  return {
    memo: { name: 'memo', label: '备忘', apiBase: '/business/memo', titleField: 'title', fields } satisfies ResourceSchema,
    // Soft delete: a deleted record may be restored, so its files stay.
    dossier: {
      name: 'dossier',
      label: '档案',
      apiBase: '/business/dossier',
      titleField: 'title',
      softDelete: true,
      fields,
    } satisfies ResourceSchema,
  };
});
vi.mock('../../../../../src/schemas/index', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../../src/schemas/index')>();
  return { ...real, resourceSchemas: [...real.resourceSchemas, memo, dossier] };
});

const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};
const PDF = Buffer.from('%PDF-1.4\n% 清理测试\n');
const DAY_AGO = () => new Date(Date.now() - ATTACHMENT_GRACE_MS - 60_000).toISOString();

function multipart(filename: string, content: Buffer) {
  const boundary = '----ace-sweep-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

interface Item {
  id: string;
  name: string;
}

describe.each(dialects)('attachment sweep on %s', (dialect) => {
  let t: TestApp;
  let headers: Record<string, string>;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.app.inject({ method, url: `/ace-apis${url}`, headers, ...(body === undefined ? {} : { payload: body as object }) });
  const upload = async (resource: string, name = 'a.pdf'): Promise<Item> => {
    const m = multipart(name, PDF);
    const q = new URLSearchParams({ resource, field: 'scans' });
    return ok(
      await t.app.inject({ method: 'POST', url: `/ace-apis/upload/file?${q}`, payload: m.payload, headers: { ...headers, ...m.headers } }),
    );
  };
  const download = async (id: string) => (await call('GET', `/upload/file?id=${id}`)).statusCode;
  const bytesOf = (id: string) => path.join(t.config.dataDir, 'uploads', t.ids.tenantId, 'files', id);
  /** Row and bytes both there, or both gone. */
  const kept = async (id: string) => {
    const row = await t.db.kysely.selectFrom('uploaded_files').select('id').where('id', '=', id).executeTakeFirst();
    const onDisk = fs.existsSync(bytesOf(id));
    expect(onDisk).toBe(!!row);
    return !!row;
  };
  /** Uploaded a day and a minute ago: past the grace period. */
  const age = (...items: Item[]) =>
    t.db.kysely
      .updateTable('uploaded_files')
      .set({ created_at: DAY_AGO() })
      .where(
        'id',
        'in',
        items.map((i) => i.id),
      )
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await createResourceTable(t.db, memo);
    await createResourceTable(t.db, dossier);
    headers = { authorization: `Bearer ${await t.login('demo_admin')}`, projectid: t.ids.mainProjectId };
    // A resource an admin designs and publishes at run time: its own table, found per tenant.
    const design = { name: 'brief', label: '简报', icon: 'FileOutlined', titleField: 'title', fields: memo.fields };
    ok(await call('POST', '/setting/resource/save', { schema: design }));
    ok(await call('POST', '/setting/resource/publish', { name: 'brief' }));
  });
  afterAll(async () => t?.close());

  it('removes an upload never attached once past the grace period, and keeps a young one', async () => {
    const old = await upload('memo', 'cancelled.pdf');
    const young = await upload('memo', 'still-editing.pdf');
    await age(old);
    const { swept, skipped } = await sweepAttachments(t.app);
    expect(skipped).toBe(false);
    expect(swept).toContainEqual({ tenantId: t.ids.tenantId, id: old.id, reason: 'unattached', size: PDF.length });
    expect(await kept(old.id)).toBe(false);
    expect(await download(old.id)).toBe(404);
    expect(swept.map((s) => s.id)).not.toContain(young.id);
    expect(await kept(young.id)).toBe(true);
    expect(await download(young.id)).toBe(200);
    // Gone means gone: a form still holding it is told to upload again.
    expect((await call('POST', '/business/memo/add', { title: '迟到的保存', scans: [old] })).statusCode).toBe(400);
  });

  it.each(['memo', 'dossier', 'brief'])('%s: keeps a file a record holds, however old', async (resource) => {
    const base = resource === 'brief' ? '/business/custom/brief' : `/business/${resource}`;
    const file = await upload(resource);
    const rec = ok(await call('POST', `${base}/add`, { title: '保留', scans: [file] }));
    const loose = await upload(resource);
    await age(file, loose);
    // The same sweep removes an unattached upload of the same field: it did look at this one.
    expect((await sweepAttachments(t.app)).swept.map((s) => s.id)).toContain(loose.id);
    expect(await kept(file.id)).toBe(true);
    expect(await download(file.id)).toBe(200);
    expect(ok(await call('GET', `${base}/findById?_id=${rec._id}`)).scans.map((i: Item) => i.id)).toEqual([file.id]);
  });

  it.each(['memo', 'brief'])('%s: removes a file an edit took out of a record at the next sweep', async (resource) => {
    const base = resource === 'brief' ? '/business/custom/brief' : `/business/${resource}`;
    const [dropped, stays] = [await upload(resource, 'old.pdf'), await upload(resource, 'new.pdf')];
    const rec = ok(await call('POST', `${base}/add`, { title: '替换附件', scans: [dropped, stays] }));
    ok(await call('PUT', `${base}/update`, { _id: rec._id, scans: [stays] }));
    await age(dropped, stays);
    const { swept } = await sweepAttachments(t.app);
    expect(swept).toContainEqual({ tenantId: t.ids.tenantId, id: dropped.id, reason: 'released', size: PDF.length });
    expect(await kept(dropped.id)).toBe(false);
    expect(await kept(stays.id)).toBe(true);
    expect(await download(stays.id)).toBe(200);
    // A field emptied entirely releases its files too.
    ok(await call('PUT', `${base}/update`, { _id: rec._id, scans: null }));
    await sweepAttachments(t.app);
    expect(await kept(stays.id)).toBe(false);
  });

  it('removes the files of a deleted record, keeps those of a soft-deleted (restorable) one', async () => {
    const gone = await upload('memo');
    const memoRec = ok(await call('POST', '/business/memo/add', { title: '删除', scans: [gone] }));
    const restorable = await upload('dossier');
    const dossierRec = ok(await call('POST', '/business/dossier/add', { title: '删除', scans: [restorable] }));
    ok(await call('DELETE', `/business/memo/delete?_id=${memoRec._id}`));
    ok(await call('DELETE', `/business/dossier/delete?_id=${dossierRec._id}`));
    await age(gone, restorable);
    const { swept } = await sweepAttachments(t.app);
    expect(swept.map((s) => s.id)).toContain(gone.id);
    expect(await kept(gone.id)).toBe(false);
    expect(swept.map((s) => s.id)).not.toContain(restorable.id);
    expect(await kept(restorable.id)).toBe(true);
    const row = await t.db.kysely
      .selectFrom('dossier' as never)
      .select('deleted_at' as never)
      .where('id' as never, '=', dossierRec._id)
      .executeTakeFirst();
    // Soft-deleted: the row stays, marked deleted (what makes its files restorable rather than live).
    expect(row, 'the soft-deleted dossier row').toBeDefined();
    expect((row as { deleted_at: unknown }).deleted_at, 'deleted_at of the soft-deleted dossier').not.toBeNull();
    expect(ok(await call('GET', `/business/dossier/list?pageSize=100`)).rows.map((r: { _id: string }) => r._id)).not.toContain(
      dossierRec._id,
    );
  });

  it('keeps an upload a save attached, or put back, between the mark and the sweep', async () => {
    const late = await upload('memo', 'late.pdf');
    const back = await upload('memo', 'back.pdf');
    const abandoned = await upload('memo', 'abandoned.pdf');
    const rec = ok(await call('POST', '/business/memo/add', { title: '撤销移除', scans: [back] }));
    ok(await call('PUT', '/business/memo/update', { _id: rec._id, scans: [] }));
    await age(late, back, abandoned);
    const { marked } = await markUnreferenced(t.app);
    expect(marked.map((m) => [m.id, m.reason])).toEqual(
      expect.arrayContaining([
        [late.id, 'unattached'],
        [back.id, 'released'],
      ]),
    );
    // As a concurrent request would: the form is saved with the old upload, the removal undone.
    ok(await call('POST', '/business/memo/add', { title: '迟到但赶上', scans: [late] }));
    ok(await call('PUT', '/business/memo/update', { _id: rec._id, scans: [back] }));
    const swept = await sweepMarked(t.app, marked);
    expect(swept.map((s) => s.id)).toContain(abandoned.id);
    expect(swept.map((s) => s.id)).not.toContain(late.id);
    expect(swept.map((s) => s.id)).not.toContain(back.id);
    expect(await kept(late.id)).toBe(true);
    expect(await kept(back.id)).toBe(true);
    expect(await download(back.id)).toBe(200);
  });

  it('lets only one of two saves racing for one upload attach it', async () => {
    const file = await upload('memo', 'contested.pdf');
    // On PostgreSQL both read the upload unattached; the second's attach then finds it taken and is
    // refused, never leaving two records naming one file (the sweep would judge it by one of them).
    const results = await Promise.all([1, 2].map((n) => call('POST', '/business/memo/add', { title: `争抢 ${n}`, scans: [file] })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = results.find((r) => r.statusCode === 200)!.json().data._id;
    const row = await t.db.kysely.selectFrom('uploaded_files').select('record_id').where('id', '=', file.id).executeTakeFirst();
    expect(row?.record_id).toBe(winner);
  });

  it('removes old bytes no row names (a crash between row and file), never a young upload in progress', async () => {
    const dir = path.dirname(bytesOf('x'));
    const stray = '0190aaaa-0000-7000-8000-00000000abcd';
    const cut = '0190aaaa-0000-7000-8000-00000000dcba.part';
    const fresh = '0190aaaa-0000-7000-8000-00000000beef';
    for (const n of [stray, cut, fresh]) fs.writeFileSync(path.join(dir, n), 'x');
    const old = new Date(Date.now() - ATTACHMENT_GRACE_MS - 60_000);
    fs.utimesSync(path.join(dir, stray), old, old);
    fs.utimesSync(path.join(dir, cut), old, old);
    // An old upload a record holds: its bytes are old too, and stay.
    const held = await upload('memo');
    ok(await call('POST', '/business/memo/add', { title: '旧文件', scans: [held] }));
    fs.utimesSync(bytesOf(held.id), old, old);
    // The folder of a tenant this database does not have (a process on the wrong database): left alone.
    const foreign = path.join(path.dirname(path.dirname(dir)), 'not-a-tenant-here', 'files');
    fs.mkdirSync(foreign, { recursive: true });
    fs.writeFileSync(path.join(foreign, stray), 'x');
    fs.utimesSync(path.join(foreign, stray), old, old);
    const { swept } = await sweepAttachments(t.app);
    expect(swept.filter((s) => s.reason === 'stray').map((s) => s.id)).toEqual(expect.arrayContaining([stray, cut]));
    expect(swept.filter((s) => s.tenantId === 'not-a-tenant-here')).toEqual([]);
    expect(fs.existsSync(path.join(foreign, stray))).toBe(true);
    expect(fs.existsSync(path.join(dir, stray))).toBe(false);
    expect(fs.existsSync(path.join(dir, cut))).toBe(false);
    expect(fs.existsSync(path.join(dir, fresh))).toBe(true);
    expect(await kept(held.id)).toBe(true);
    fs.rmSync(path.join(dir, fresh));
  });

  it('sweeps on a timer until stopped', async () => {
    const first = await upload('memo');
    await age(first);
    const stop = scheduleAttachmentSweep(t.app, { firstAfterMs: 0, everyMs: 20 });
    await vi.waitFor(async () => expect(await kept(first.id)).toBe(false), { timeout: 5_000, interval: 20 });
    await stop();
    const second = await upload('memo');
    await age(second);
    // A later marker instead of a pause: three ticks of a timer at the sweeper's own cadence, started
    // after it (its ticks would come first); then stop() again waits for a run in flight, had one started.
    await new Promise<void>((resolve) => {
      let ticks = 0;
      const marker = setInterval(() => ++ticks === 3 && (clearInterval(marker), resolve()), 20);
    });
    await stop();
    expect(await kept(second.id)).toBe(true);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../helpers/test-app';
import { createExportJobs } from '../../../../server/src/schema-engine/export/export-jobs.service';
import type { StartedExport } from '../../../../server/src/schema-engine/export/export-run';
import { saidText } from '../../../../server/src/core/errors';
import { sayTo } from '../../../../server/src/http/reply-language';
import { LOCALE_HEADER } from '../../../../src/i18n/messages/translate';

/**
 * Export jobs' lifetime (export-jobs.service.ts) on a clock the test moves: the starter's alone,
 * done with its file, read as failed once its process stopped telling, swept with its file after a day.
 */
describe.each(dialects)('export jobs on %s', (dialect) => {
  let t: TestApp;
  let dir: string;
  let clock = Date.parse('2026-11-28T08:00:00Z');
  const owner = () => ({ scope: { tenantId: t.ids.tenantId, projectId: t.ids.mainProjectId }, userId: t.ids.adminUserId });
  /** A job's state with its message as a reader asking in `locale` is told it (the stored one stays Chinese). */
  const read = async (jobs: ReturnType<typeof createExportJobs>, id: string, locale = 'zh-CN') => {
    const { status, message } = await jobs.find(owner(), id);
    const request = { headers: { [LOCALE_HEADER]: locale } } as unknown as Parameters<typeof sayTo>[0];
    return { status, message: message && sayTo(request, () => saidText(message)) };
  };
  const oneRow: StartedExport = {
    total: 1,
    async write(out, written) {
      out.end('xlsx');
      await written?.(1);
      return 1;
    },
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-export-jobs-'));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is done with its file, its starter’s alone, and swept with the file after a day', async () => {
    const jobs = createExportJobs(t.db, dir, () => clock);
    const id = await jobs.start(owner(), 'customer', '客户.xlsx', oneRow);
    await vi.waitFor(async () => expect(await jobs.find(owner(), id)).toMatchObject({ status: 'done', progress: 1, total: 1 }));
    const file = await jobs.file(owner(), id);
    expect(fs.readFileSync(file.path, 'utf8')).toBe('xlsx');
    await expect(jobs.find({ ...owner(), userId: t.ids.staffUserId }, id)).rejects.toMatchObject({ message: '导出任务不存在或已过期' });
    await expect(jobs.file({ ...owner(), scope: { ...owner().scope, projectId: t.ids.secondProjectId } }, id)).rejects.toThrow();

    clock += 25 * 3600_000;
    await expect(jobs.find(owner(), id)).rejects.toMatchObject({ message: '导出任务不存在或已过期' });
    await vi.waitFor(() => expect(fs.existsSync(file.path)).toBe(false));
    await vi.waitFor(async () =>
      expect(await t.db.kysely.selectFrom('export_jobs').select('id').where('id', '=', id).executeTakeFirst()).toBeUndefined(),
    );
  });

  it('reads a job whose process stopped telling as failed', async () => {
    const jobs = createExportJobs(t.db, dir, () => clock);
    const stuck: StartedExport = { total: 5, write: () => new Promise(() => undefined) };
    const id = await jobs.start(owner(), 'customer', '客户.xlsx', stuck);
    expect((await jobs.find(owner(), id)).status).toBe('running');
    clock += 11 * 60_000;
    expect(await read(jobs, id)).toEqual({ status: 'failed', message: '导出中断（服务已重启），请重新导出' });
    expect(await read(jobs, id, 'en-US')).toEqual({
      status: 'failed',
      message: 'The export was cut off (the service restarted); export again',
    });
    await expect(jobs.file(owner(), id)).rejects.toThrow();
  });

  it('lets one user write three at once, and says so to a fourth', async () => {
    const jobs = createExportJobs(t.db, dir, () => clock);
    const stuck: StartedExport = { total: 5, write: () => new Promise(() => undefined) };
    for (let i = 0; i < 3; i++) await jobs.start(owner(), 'customer', '客户.xlsx', stuck);
    await expect(jobs.start(owner(), 'customer', '客户.xlsx', stuck)).rejects.toMatchObject({
      status: 429,
      message: '已有 3 个导出正在进行，请等其完成后再导出',
    });
    // Another user is not held up by them.
    await jobs.start({ ...owner(), userId: t.ids.staffUserId }, 'customer', '客户.xlsx', oneRow);
    clock += 11 * 60_000;
  });

  it('fails with a message in the reader’s language when the file cannot be written', async () => {
    const jobs = createExportJobs(t.db, dir, () => clock);
    const broken: StartedExport = { total: 5, write: () => Promise.reject(new Error('disk full')) };
    const id = await jobs.start(owner(), 'customer', '客户.xlsx', broken);
    await vi.waitFor(async () => expect(await read(jobs, id)).toEqual({ status: 'failed', message: '导出失败，请稍后重试' }));
    expect(await read(jobs, id, 'en-US')).toEqual({ status: 'failed', message: 'The export failed; try again later' });
    // The record keeps the Chinese.
    const row = await t.db.kysely.selectFrom('export_jobs').select('message').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.message).toBe('导出失败，请稍后重试');
  });
});

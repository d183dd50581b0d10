import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../http/auth-hook';
import { attachmentDisposition } from '../../http/content-disposition';
import { Open, replies } from '../../http/reply-schemas';
import { withUpload } from '../../http/upload-reader';
import { businessToday } from '../../core/business-days';
import { badRequest } from '../../core/errors';
import type { ExportCalls } from '../export/export.routes';
import type { ExportJobs } from '../export/export-jobs.service';
import { XLSX_TYPE } from '../export/export.routes';
import { planImport, type ImportPlan } from './import-plan';
import { importTemplate } from './import-template';
import { readSheet } from './import-sheet';
import { matchColumns } from './import-rows';
import { runImport } from './import-run';
import type { ImportMode } from './import-write';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

/** Largest file taken: 20,000 rows of a wide sheet stay well below it. */
const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/**
 * Past this many rows an import runs as a job (docs/decisions.md, 导入): a thousand rows write in a
 * few seconds on either database; ten thousand would keep a request open past what a browser or a
 * proxy waits for.
 */
export const IMPORT_JOB_THRESHOLD = 1000;

const Failed = Type.Array(
  Open({
    row: Type.Integer({ description: '表格中的行号（表头为第 1 行）' }),
    field: Type.String({ description: '列名（空：整行）' }),
    message: Type.String({ description: '原因' }),
  }),
);
const Result = Open({
  created: Type.Optional(Type.Integer({ description: '新增的条数' })),
  updated: Type.Optional(Type.Integer({ description: '按唯一字段更新的条数' })),
  failed: Type.Optional(Failed),
  jobId: Type.Optional(Type.String({ description: '行数多时为后台导入任务编号，用 /setting/job/findById 查询进度与结果' })),
});

/** The form's `mode`: absent is `all`; anything but the two is refused rather than guessed. */
function modeOf(raw: string | undefined): ImportMode {
  if (raw === undefined || raw === '' || raw === 'all') return 'all';
  if (raw === 'valid') return 'valid';
  throw badRequest(() => ts('importMode'));
}

/**
 * The multipart body, for the document only: the file arrives as a stream and is read by the
 * handler (its size and kind checked there), never as `body`.
 */
const IMPORT_BODY_DOCS = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        title: ts('fieldImportFile'),
        required: ['file'],
        properties: {
          file: {
            title: ts('fieldImportFile'),
            type: 'string',
            format: 'binary',
            description: '.xlsx 或 .csv，第一行为表头（与导入模板相同）',
          },
          mode: {
            title: ts('fieldImportMode'),
            type: 'string',
            enum: ['all', 'valid'],
            default: 'all',
            description: 'all：有一行出错则全部不导入；valid：只导入正确的行',
          },
        },
      },
    },
  },
};

/**
 * Registers `GET <base>/importTemplate` (the .xlsx to fill) and `POST <base>/import` (a filled .xlsx
 * or .csv, multipart `file`, `mode=all|valid`) beside a unit's export calls; both need the `import`
 * right (import-plan.ts). A large file is answered with a job's id (the export jobs' machinery).
 */
export function registerImportCalls(app: FastifyInstance, calls: ExportCalls, jobs: ExportJobs) {
  const label = calls.schema?.label ?? '自定义资源';
  const tags = [label];
  const plan = async (req: FastifyRequest): Promise<ImportPlan> => planImport(req, await calls.unitFor(req));

  app.get(
    `${calls.base}/importTemplate`,
    {
      schema: {
        summary: `下载${label}导入模板`,
        tags,
        description: '表头为当前用户新建时可填写的字段（* 为必填），附“说明”工作表列出每列的填写规则与可选值；需要“导入”权限。',
        response: {
          200: { description: 'Excel 文件本身（不是信封）', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    async (req, reply) => {
      const p = await plan(req);
      const bytes = await importTemplate(p.label, p.columns, (c) => p.targetLabel(c.field));
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(`${p.label}导入模板.xlsx`))
        .send(bytes);
    },
  );

  app.post(
    `${calls.base}/import`,
    {
      schema: {
        summary: `导入${label}`,
        tags,
        description:
          'multipart/form-data：file 为 .xlsx 或 .csv（第一行为表头），mode 为 all（默认：有一行出错则全部不导入）或 valid（只导入正确的行）。' +
          `超过 ${IMPORT_JOB_THRESHOLD} 行时在后台导入，返回 jobId。需要“导入”权限。`,
        response: replies(Result),
      },
      config: { openapi: { body: IMPORT_BODY_DOCS } },
    },
    async (req, reply) => {
      const p = await plan(req);
      const scope = requireScope(req);
      const rules = {
        label: ts('fieldImportFile'),
        maxBytes: MAX_IMPORT_BYTES,
        tooLarge: () => ts('importFileTooLarge', { mb: MAX_IMPORT_BYTES / 1024 / 1024 }),
        folder: os.tmpdir(),
      };
      const { sheet, mode, fileName } = await withUpload(req, reply, rules, async (upload) => {
        // The bytes are read now: the temporary file goes once this returns, a job runs after.
        const kept = path.join(rules.folder, `import-${randomUUID()}`);
        await upload.keep(kept);
        try {
          const bytes = await fs.promises.readFile(kept);
          return { sheet: await readSheet(upload.filename, bytes), mode: modeOf(upload.fields.mode), fileName: upload.filename };
        } finally {
          await fs.promises.rm(kept, { force: true });
        }
      });
      // A file missing a required column is refused at once, never as a job that fails.
      matchColumns(p.columns, sheet.headers);
      const run = (progress?: (done: number) => Promise<void>) => runImport(req, p, sheet, mode, progress);
      if (sheet.rows.length <= IMPORT_JOB_THRESHOLD) return run();
      const jobId = await jobs.start(
        { scope, userId: requireAuth(req).userId },
        p.service.schema.name,
        `${p.label}_导入_${businessToday()}.json`,
        {
          total: sheet.rows.length,
          write: async (out, progress) => {
            const result = await run(async (done) => void (await progress?.(done)));
            out.end(JSON.stringify(result));
            return sheet.rows.length;
          },
        },
      );
      req.log.info({ jobId, fileName, rows: sheet.rows.length }, '后台导入');
      return { jobId };
    },
  );
}

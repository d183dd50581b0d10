import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../../http/auth-hook';
import { attachmentDisposition } from '../../http/content-disposition';
import { Open, replies, ValueOf } from '../../http/reply-schemas';
import { idQuerySchema } from '../request-schemas';
import { sayTo } from '../../http/reply-language';
import { saidText } from '../../core/errors';
import type { ExportJobs } from './export-jobs.service';
import { XLSX_TYPE } from './export.routes';

const tags = ['导出任务'];
const JOB_DOWNLOAD_PATH = '/setting/job/download';

const JobView = Open({
  status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')], {
    description: 'running 生成中，done 已完成（可下载），failed 失败（见 message）',
  }),
  progress: Type.Integer({ description: '已写入的行数' }),
  total: Type.Integer({ description: '开始时列表的总条数' }),
  fileName: Type.String({ description: '文件名' }),
  message: Type.Optional(Type.String({ description: '失败原因' })),
  url: Type.Optional(Type.String({ description: '完成后下载文件的地址（相对于 /ace-apis）' })),
  result: Type.Optional(
    Open({
      created: Type.Integer({ description: '新增的条数' }),
      updated: Type.Integer({ description: '按唯一字段更新的条数' }),
      failed: Type.Array(Open({ row: Type.Integer(), field: Type.String(), message: Type.String() }), { description: '未导入的行' }),
    }),
  ),
});

/**
 * The export jobs' two calls, for the user who started the job only (anyone else, another tenant
 * included: 404): how far it is (`value`, as setting replies carry it), and its finished file.
 */
export function registerExportJobRoutes(app: FastifyInstance, jobs: ExportJobs) {
  const owner = (req: Parameters<typeof requireScope>[0]) => ({ scope: requireScope(req), userId: requireAuth(req).userId });

  app.get<{ Querystring: { _id: string } }>(
    '/setting/job/findById',
    { schema: { summary: '导出或导入任务进度', tags, querystring: idQuerySchema, response: replies(ValueOf(JobView)) } },
    async (req) => {
      const job = await jobs.find(owner(req), req.query._id);
      const url = job.status === 'done' && !job.result ? `${JOB_DOWNLOAD_PATH}?_id=${encodeURIComponent(req.query._id)}` : undefined;
      const message = job.message && sayTo(req, () => saidText(job.message!));
      return { value: { ...job, ...(message ? { message } : {}), ...(url ? { url } : {}) } };
    },
  );

  app.get<{ Querystring: { _id: string } }>(
    JOB_DOWNLOAD_PATH,
    {
      schema: {
        summary: '下载导出文件',
        tags,
        description: '导出任务完成后下载其 Excel 文件；仅发起导出的用户可下载，文件过期后不再提供。',
        querystring: idQuerySchema,
        response: {
          200: { description: 'Excel 文件本身（不是信封）', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
        },
      },
    },
    async (req, reply) => {
      const file = await jobs.file(owner(req), req.query._id);
      return reply
        .type(XLSX_TYPE)
        .header('content-length', file.size)
        .header('content-disposition', attachmentDisposition(file.name))
        .send(fs.createReadStream(file.path));
    },
  );
}

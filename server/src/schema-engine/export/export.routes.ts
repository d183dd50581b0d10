import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ResourceSchema } from '../../../../src/schemas/types';
import { requireAuth, requireScope } from '../../http/auth-hook';
import { attachmentDisposition } from '../../http/content-disposition';
import { Open, replies } from '../../http/reply-schemas';
import { listQueryDocs } from '../route-docs';
import type { ServedUnit } from '../served-unit';
import type { ExportJobs } from './export-jobs.service';
import { planExport } from './export-plan';
import { startExport } from './export-run';
import { t as ts } from '../../messages/zh-CN/serverBusiness';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A resource's (or family's, or designed resources') export calls, beside its five. */
export interface ExportCalls {
  /** The path the calls sit under: `<apiBase>` (…/export, …/exportJob). */
  base: string;
  /** The built-in resource or family, for the document; absent for the designed ones (their fields are per tenant). */
  schema?: ResourceSchema;
  unitFor(req: FastifyRequest): Promise<ServedUnit>;
}

/** The query string both calls take: the list's, the columns shown and the selection. */
function queryDocs(schema: ResourceSchema | undefined): object {
  const list = schema ? (listQueryDocs(schema) as { properties: Record<string, unknown> }) : { properties: {} };
  const { pageNo: _no, pageSize: _size, ...properties } = list.properties;
  return {
    type: 'object',
    properties: {
      ...properties,
      columns: {
        type: 'string',
        title: ts('fieldExportColumns'),
        description: '逗号分隔的字段名（列表当前显示的列）；对当前用户隐藏的字段不会导出',
      },
      _ids: { type: 'string', title: ts('fieldExportSelected'), description: '逗号分隔的 _id：只导出这些记录' },
    },
  };
}

/**
 * Registers `GET <base>/export` (the .xlsx itself) and `POST <base>/exportJob` (the same written in
 * the background, answered with its id) for one served unit. Both take the list's query and need
 * the `export` right (export-plan.ts); a refusal comes as the usual envelope before any byte of the
 * file (export-run.ts reads the first chunk first).
 */
export function registerExportCalls(app: FastifyInstance, calls: ExportCalls, jobs: ExportJobs) {
  const label = calls.schema?.label ?? '自定义资源';
  const tags = [calls.schema?.label ?? '自定义资源'];
  const openapi = { querystring: queryDocs(calls.schema) };
  const start = async (req: FastifyRequest) => {
    const plan = await planExport(req, await calls.unitFor(req));
    // What a job keeps of the request: who asks (the titles' rights are read with it while the file is written).
    return { plan, started: await startExport(plan, { auth: req.auth, server: req.server }, requireScope(req)) };
  };

  app.get(
    `${calls.base}/export`,
    {
      schema: {
        summary: `导出${label}`,
        tags,
        description: '按列表当前的筛选、搜索与排序导出为 Excel（.xlsx），列为 columns 所列且当前用户可见的字段；需要“导出”权限。',
        response: {
          200: { description: 'Excel 文件本身（不是信封）', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
        },
      },
      config: { openapi },
    },
    async (req, reply) => {
      const { plan, started } = await start(req);
      const out = new PassThrough();
      started.write(out).catch((err: Error) => {
        req.log.warn({ err }, '导出中断');
        out.destroy(err);
      });
      return reply.type(XLSX_TYPE).header('content-disposition', attachmentDisposition(plan.fileName)).send(out);
    },
  );

  app.post(
    `${calls.base}/exportJob`,
    {
      schema: {
        summary: `后台导出${label}`,
        tags,
        description: '与“导出”相同的查询参数；数据量大时在后台生成文件，返回任务编号，用 /setting/job/findById 查询进度并下载。',
        // The query is the list's, in the query string: the body is an empty object.
        body: Type.Object(
          {},
          { additionalProperties: false, title: ts('fieldRequestBody'), description: '空对象 {}：查询参数与“导出”相同' },
        ),
        response: replies(Open({ jobId: Type.String({ description: '导出任务编号' }) })),
      },
      config: { openapi },
    },
    async (req) => {
      const { plan, started } = await start(req);
      const jobId = await jobs.start(
        { scope: requireScope(req), userId: requireAuth(req).userId },
        plan.service.schema.name,
        plan.fileName,
        started,
      );
      return { jobId };
    },
  );
}

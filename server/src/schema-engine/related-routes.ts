import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveRelatedPath } from '../../../src/schemas/relatedLists';
import type { ResourceSchema } from '../../../src/schemas/types';
import { ListOf, Open, RecordOf, replies } from '../http/reply-schemas';
import { requireAuth, requireScope } from '../http/auth-hook';
import { requirePermission } from '../http/permission-guard';
import { badRequest, notFound } from '../core/errors';
import type { ResourceService } from './resource-service';
import { decodeList } from './routes';
import { relatedWhere } from './related-where';
import { t as te } from '../messages/zh-CN/serverEngine';

/** The related-list call's own parameters; the rest is the list wire format (pageNo, pageSize, sort…). */
const OWN_PARAMS = ['resource', 'owner', 'via', 'id', 'totals'];
type Query = Record<string, unknown>;

const text = (q: Query, key: string, label: 'paramResource' | 'paramOwner' | 'paramVia' | 'paramId'): string => {
  const v = q[key];
  if (typeof v !== 'string' || !v.trim()) throw badRequest(() => te('askFor', { label: te(label), key }));
  return v.trim();
};

/**
 * `GET /related`: one page of the records of `resource` that lead by `via` to the record `id` of
 * `owner` (a show page's related list, src/schemas/relatedLists.ts), with the sums of `totals`
 * (comma-separated money fields) over all of them. The same service, scope and rights as the
 * resource's own list: the caller needs `list` on `resource` (403 otherwise, and the client does not
 * draw the panel), `own` scope sees their records only, hidden fields are stripped and not summed;
 * the paths' rows are read in the caller's tenant and project only. The tenant's added resources
 * and custom fields are served as on their own routes.
 */
export async function relatedRoutes(app: FastifyInstance) {
  /** The service serving `name` to the caller's tenant, and a schema look-up over what it serves. */
  async function served(req: FastifyRequest) {
    const mine = await app.services.tenantResources.of(requireAuth(req).tenantId);
    const engine = app.services.resources;
    const serviceOf = (name: string): ResourceService | undefined =>
      mine.services.get(name) ?? mine.extended.get(name) ?? (engine.has(name) ? engine.get(name) : undefined);
    return { serviceOf, schemaOf: (name: string): ResourceSchema | undefined => serviceOf(name)?.schema };
  }

  app.get(
    '/related',
    {
      schema: {
        summary: '关联记录列表',
        tags: ['关联记录'],
        description:
          '详情页的关联列表：resource 中经 via（如 customerId、orderId.customerId、lines.productId）指向 owner 的记录 id 的记录，' +
          '分页参数同列表；totals 为逗号分隔的金额字段，返回全部关联记录的合计（sums）。需要 resource 的列表权限。',
        response: replies(Open({ ...ListOf(RecordOf({}, '记录')).properties, sums: Open({}, '合计：金额字段 → 分（整数）') })),
      },
    },
    async (req) => {
      const q = (req.query ?? {}) as Query;
      const [resource, owner, via, id] = [
        text(q, 'resource', 'paramResource'),
        text(q, 'owner', 'paramOwner'),
        text(q, 'via', 'paramVia'),
        text(q, 'id', 'paramId'),
      ];
      const { serviceOf, schemaOf } = await served(req);
      const service = serviceOf(resource);
      if (!service) throw notFound('资源不存在或尚未发布');
      const access = await requirePermission(req, resource, 'list');
      const path = resolveRelatedPath(service.schema, via, owner, schemaOf);
      if (typeof path === 'string') throw badRequest(() => te('viaWrong', { path }));
      const scope = requireScope(req);
      const where = relatedWhere(path, id, scope);
      const totals = typeof q.totals === 'string' && q.totals ? q.totals.split(',') : [];
      const page = await service.list(scope, decodeList(q, OWN_PARAMS), access, where);
      return { ...page, sums: await service.sums(scope, totals, where, access) };
    },
  );
}

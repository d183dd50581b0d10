import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../http/auth-hook';
import { oncePerRequest } from '../http/once-per-request';
import { requirePermission, type Access } from '../http/permission-guard';
import { Open, replies } from '../http/reply-schemas';
import { AppError, notFound } from '../core/errors';
import type { ResourceSchema } from '../../../src/schemas/types';
import { bodySchemaOf } from './stable-bodies';
import { validateFor } from './validate-body';
import { isAlone, type ServedUnit } from './served-unit';
import { recordLabel } from './audit-changes';
import type { Dto } from './codec';
import type { ResourceService } from './resource-service';
import { t as te } from '../messages/zh-CN/serverEngine';

/** The most records one 批量修改 changes: a page of the list at most. */
const MOST_CHANGED = 500;

const BulkBody = Type.Object(
  {
    _ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { title: '要修改的记录', minItems: 1, maxItems: MOST_CHANGED }),
    values: Type.Object({}, { title: '修改的值', additionalProperties: true, minProperties: 1 }),
  },
  { additionalProperties: false },
);

/** The body as documented: `values` are an update's fields without `_id`, none of them required. */
function bulkBodyDocs(service: ResourceService): object {
  const update = bodySchemaOf(service, 'update') as { properties?: Record<string, unknown> };
  const { _id: _omit, ...properties } = update.properties ?? {};
  return {
    ...BulkBody,
    properties: { ...BulkBody.properties, values: { ...update, properties, required: [], minProperties: 1, title: '修改的值' } },
  };
}

/** A resource's 批量修改 call, beside its five. */
export interface BulkUpdateCalls {
  base: string;
  schema?: ResourceSchema;
  /** The built-in service, whose update body the document gives as `values`. */
  service?: ResourceService;
  unitFor(req: FastifyRequest): Promise<ServedUnit>;
}

/**
 * Registers `PUT <base>/bulkUpdate { _ids, values }` (docs/recycle-bin.md, 批量修改): the same values
 * on every record named, each saved by the resource's own update (field rules, hooks, references,
 * record rules; one 修改 on the audit trail each), all in one transaction: one record refused and none
 * changes, the refusal naming the record and the field. Needs the `edit` right.
 */
export function registerBulkUpdateCalls(app: FastifyInstance, calls: BulkUpdateCalls) {
  /** The resource a call edits and the caller's `edit` right on it (asked once per request: the hook's answer is kept). */
  const editable = oncePerRequest(async (req): Promise<{ service: ResourceService; access: Access }> => {
    const unit = await calls.unitFor(req);
    if (!isAlone(unit)) throw notFound(`${unit.family.schema.label}不支持批量修改`);
    return { service: unit.service, access: await requirePermission(req, unit.service.schema.name, 'edit') };
  });
  const label = calls.schema?.label ?? '自定义资源';
  app.put<{ Body: Static<typeof BulkBody> }>(
    `${calls.base}/bulkUpdate`,
    {
      schema: {
        summary: `批量修改${label}`,
        tags: [label],
        description:
          '把 values 中的字段改为同一个值，逐条按修改的规则校验，在同一事务中完成：任何一条不通过则都不修改，并指出是哪一条、哪个字段。需要编辑权限。',
        body: BulkBody,
        response: replies(Open({ count: Type.Integer({ description: '修改的条数' }) })),
      },
      // The document names the fields `values` takes: an update's, less `_id` (a tenant's custom fields are checked per request).
      config: calls.service ? { openapi: { body: bulkBodyDocs(calls.service) } } : {},
      // The right before the body: a caller without it learns nothing of what the call takes.
      preValidation: async (req) => void (await editable(req)),
    },
    async (req: FastifyRequest<{ Body: Static<typeof BulkBody> }>) => {
      const { service, access } = await editable(req);
      const ids = [...new Set(req.body._ids)];
      const values = req.body.values as Record<string, unknown>;
      // The values as an update of one record would send them: the same Chinese refusals, naming the field.
      validateFor(req, bodySchemaOf(service, 'update'), { ...values, _id: ids[0] });
      const scope = requireScope(req);
      return service.inTransaction(async (trx) => {
        // Locked in id order first (two bulk edits never wait on each other crosswise), then read as the
        // caller may: under `own` scope another's record is missing, as one of another project is.
        const found = new Map((await service.lock(scope, ids, trx, access)).map((r): [string, Dto] => [r._id, r]));
        if (found.size !== ids.length) throw notFound(`有 ${ids.length - found.size} 条${service.schema.label}不存在或已删除`);
        for (const [i, id] of ids.entries()) {
          try {
            await service.update(scope, { ...values, _id: id }, { trx, auth: requireAuth(req), access });
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
            const title = recordLabel(service.schema, found.get(id)!);
            throw new AppError(err.status, () => te('bulkRow', { n: i + 1, title, message: err.say() }), err.code, err.data);
          }
        }
        return { count: ids.length };
      });
    },
  );
}

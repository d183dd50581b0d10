import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth, requireScope } from '../http/auth-hook';
import { requirePermission } from '../http/permission-guard';
import { oncePerRequest } from '../http/once-per-request';
import type { Scope } from '../core/scope';
import { ListOf, Open, RecordOf, replies } from '../http/reply-schemas';
import { notFound } from '../core/errors';
import type { ResourceSchema } from '../../../src/schemas/types';
import { decodeList } from './list-request';
import { isAlone, type ServedUnit } from './served-unit';
import type { ResourceService } from './resource-service';

/** The most records one restore names: a page of the bin is smaller. */
const MOST_RESTORED = 500;

const RestoreBody = Type.Object(
  { _ids: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { title: '要恢复的记录', minItems: 1, maxItems: MOST_RESTORED }) },
  { additionalProperties: false },
);

/** A resource's recycle-bin calls, beside its five. */
export interface RecycleCalls {
  base: string;
  schema?: ResourceSchema;
  unitFor(req: FastifyRequest): Promise<ServedUnit>;
}

/**
 * The service whose bin a call reads, with the caller's `delete` right on it: who may delete may see
 * what was deleted and bring it back (docs/recycle-bin.md). A resource whose deletes are final has no bin.
 */
function binOf(calls: RecycleCalls) {
  return oncePerRequest(async (req): Promise<{ service: ResourceService; access: Awaited<ReturnType<typeof requirePermission>> }> => {
    const unit = await calls.unitFor(req);
    if (!isAlone(unit) || !unit.service.schema.softDelete) throw notFound(`${unit.family.schema.label}没有回收站`);
    return { service: unit.service, access: await requirePermission(req, unit.service.schema.name, 'delete') };
  });
}

/** The names of the people who deleted these records, as the staff's own list names them (a person since disabled says so). */
async function deleterNames(service: ResourceService, scope: Scope, rows: Array<Record<string, unknown>>): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.deletedBy).filter((v): v is string => typeof v === 'string'))];
  const staff = service.references('user');
  return ids.length && staff && 'titles' in staff && staff.titles ? staff.titles(service.db.kysely, scope, ids) : new Map();
}

/**
 * Registers `GET <base>/recycle` (a page of the recycle bin: the list's query, the last deleted first;
 * each record says when and by whom: `deletedAt`, `deletedBy`) and `POST <base>/restore { _ids }`
 * (back to the list, 撤销 after a delete too) for one resource, built-in or designed.
 */
export function registerRecycleCalls(app: FastifyInstance, calls: RecycleCalls) {
  const label = calls.schema?.label ?? '自定义资源';
  const tags = [label];
  const bin = binOf(calls);
  app.get(
    `${calls.base}/recycle`,
    {
      schema: {
        summary: `${label}回收站`,
        tags,
        description:
          '已删除、尚未彻底清除的记录（分页、筛选、搜索同列表，默认最近删除的在前），含删除时间 deletedAt 与删除人 deletedBy。需要该资源的删除权限。',
        response: replies(
          ListOf(RecordOf({ deletedAt: Type.String(), deletedBy: Type.Union([Type.String(), Type.Null()]) }, '已删除的记录')),
        ),
      },
    },
    async (req) => {
      const { service, access } = await bin(req);
      const scope = requireScope(req);
      const page = await service.recycle(scope, decodeList(req.query), access);
      // Who deleted each, by name (the bin is read by those who may delete: the names of the project's people).
      const names = await deleterNames(service, scope, page.rows);
      return {
        ...page,
        rows: page.rows.map((r) => ({ ...r, deletedByName: typeof r.deletedBy === 'string' ? (names.get(r.deletedBy) ?? null) : null })),
        keptDays: app.config.recycleDays,
      };
    },
  );
  app.post<{ Body: Static<typeof RestoreBody> }>(
    `${calls.base}/restore`,
    {
      schema: {
        summary: `恢复${label}`,
        tags,
        description: '把回收站中的记录恢复到列表（含其关联与明细）；与现有记录冲突（如编码已被占用）时拒绝。需要该资源的删除权限。',
        body: RestoreBody,
        response: replies(Open({ count: Type.Integer({ description: '恢复的条数' }) })),
      },
      // The right before the body: a caller without it learns nothing of what the call takes.
      preValidation: async (req) => void (await bin(req)),
    },
    async (req) => {
      const { service, access } = await bin(req);
      return service.restore(requireScope(req), req.body._ids, { auth: requireAuth(req), access });
    },
  );
}

import type { FastifyRequest } from 'fastify';
import type { PermissionAction } from '../../../src/domain/permissions/actions';
import { notFound } from '../core/errors';
import { requireScope } from '../http/auth-hook';
import { requirePermission, type Access } from '../http/permission-guard';
import { memberOf } from './families';
import type { ResourceService } from './resource-service';
import { schemaActions } from '../../../src/schemas/permissionCatalogue';

/**
 * The guard of a hand-written route acting on one stored record of a schema resource (a status
 * move, 生成订单, 转为客户): the record decides which resource it is (a member of the order family
 * says quotation or order), the caller must hold `action` on it, and under `own` scope it must be
 * theirs (else 404, as a record of another project). Answers the resource's name and the access
 * (null when `onlyWhereOffered` and the record's kind has no such action: the area's rule refuses it).
 */
export async function requireRecordPermission(
  req: FastifyRequest,
  resource: string,
  id: string,
  action: PermissionAction,
  opts: { onlyWhereOffered?: boolean } = {},
): Promise<{ resource: string; access: Access | null }> {
  const scope = requireScope(req);
  const engine = req.server.services.resources;
  const family = engine.familyOf(resource);
  let name = resource;
  // The stored row, read once: it names the member and, under `own` scope, whose the record is.
  let stored: Awaited<ReturnType<ResourceService['peek']>>;
  if (family) {
    stored = await family.service.peek(scope, id);
    if (!stored) throw notFound(`${family.service.schema.label}不存在或已删除`);
    name = memberOf(family.family, stored.values)?.schema.name ?? resource;
  }
  const service = engine.get(name);
  // A record of a kind the action does not apply to (生成订单 of a formal order) is refused by the area's own rule.
  if (opts.onlyWhereOffered && !schemaActions(service.schema).includes(action)) return { resource: name, access: null };
  const access = await requirePermission(req, name, action);
  if (access.owners) {
    const row = stored ? stored.row : (await service.peek(scope, id))?.row;
    if (!row || !service.owns(row, access)) throw notFound(`${service.schema.label}不存在或已删除`);
  }
  return { resource: name, access };
}

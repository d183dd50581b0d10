import type { FastifyRequest } from 'fastify';
import { requireScope } from '../http/auth-hook';
import { requirePermission, type Access } from '../http/permission-guard';
import type { FieldRule } from '../../../src/domain/permissions/grants';
import { badRequest, notFound } from '../core/errors';
import { inScope } from '../db/scope';
import { columnName } from './columns';
import type { ResourceService } from './resource-service';
import { verbAction, type EngineVerb } from './endpoints';
import { memberOf, type Family } from './families';

type Body = Record<string, unknown>;

/**
 * What serves one request at a resource's paths, as the caller's tenant has it: a family (the order
 * views) and the service reading across its members, or one resource on its own, which is a family of
 * one member told apart by nothing. So every call dispatches the same way, whatever serves it.
 */
export interface ServedUnit {
  family: Family;
  service: ResourceService;
}

const alone = new WeakMap<ResourceService, ServedUnit>();

/** One resource as a unit: its one member takes every call. */
export function unitOf(service: ResourceService): ServedUnit {
  let unit = alone.get(service);
  if (!unit) {
    const family: Family = { members: [service], keys: [], fallback: service, schema: service.schema, sharedRules: () => true };
    alone.set(service, (unit = { family, service }));
  }
  return unit;
}

/** True for a unit of one resource: its right is known before any record or body is read. */
export const isAlone = (unit: ServedUnit) => unit.family.members.length === 1;

/** The members the stored records belong to (by their discriminator columns); 404 for a record not in the scope. */
export async function membersIn(req: FastifyRequest, unit: ServedUnit, ids: string[]): Promise<Set<ResourceService | undefined>> {
  const { family, service } = unit;
  if (isAlone(unit)) return new Set([service]);
  const rows: Body[] = await service.db.kysely
    .selectFrom(service.table as never)
    .select(['id', ...family.keys.map(columnName)] as never)
    .where(inScope(requireScope(req)))
    .where('id' as never, 'in', ids as never)
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound(`${family.schema.label}不存在或已删除`);
  return new Set(rows.map((r) => memberOf(family, Object.fromEntries(family.keys.map((k) => [k, r[columnName(k)]])))));
}

/** The one member the stored records belong to. */
export async function memberOfRecords(req: FastifyRequest, unit: ServedUnit, ids: string[]): Promise<ResourceService> {
  const found = await membersIn(req, unit, ids);
  if (found.size !== 1 || found.has(undefined)) throw badRequest(`一次只能处理同一类的${unit.family.schema.label}`);
  return [...found][0]!;
}

/**
 * The caller's rights for a call reaching several members (a list across the family, a delete of
 * several kinds, an export): each member's right is needed; the strictest scope and field rules apply.
 */
export async function accessToAll(
  req: FastifyRequest,
  services: Iterable<ResourceService>,
  verb: EngineVerb | 'export' | 'import',
): Promise<Access> {
  const all: Access[] = [];
  for (const m of services)
    all.push(await requirePermission(req, m.schema.name, verb === 'export' || verb === 'import' ? verb : verbAction(m.schema, verb)));
  if (all.length === 1) return all[0];
  const fields: Record<string, FieldRule> = {};
  for (const a of all) for (const [f, r] of Object.entries(a.fields)) if (fields[f] !== 'hidden') fields[f] = r;
  return { ...all[0], owners: narrowestOwners(all), fields, transfer: all.every((a) => a.transfer) };
}

/** The owners every member's scope reaches (their intersection); null when every member's scope is 全部. */
function narrowestOwners(all: readonly Access[]): readonly string[] | null {
  const scoped = all.map((a) => a.owners).filter((o): o is readonly string[] => !!o);
  if (!scoped.length) return null;
  return scoped.reduce((a, b) => a.filter((id) => b.includes(id)));
}

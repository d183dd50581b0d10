import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../core/errors';
import { deniedMessage, type PermissionAction } from '../../../src/domain/permissions/actions';
import { allows, type FieldRule } from '../../../src/domain/permissions/grants';

/** Who asks, as the checks read it: a request, or what a job kept of the one that started it (schema-engine/export/). */
export type Asker = Pick<FastifyRequest, 'auth' | 'server'>;

/** What a route needs (`config.permission`): an action on a resource of the permission catalogue. */
export interface RoutePermission {
  resource: string;
  action: PermissionAction;
}

/**
 * What the caller may do with one resource, once the action is allowed: the data scope (`owners`, the
 * people whose records count, when not all do) and the field rules. The schema engine and the areas'
 * hand-written queries apply it (resource-service.ts, dashboard.service.ts).
 */
export interface Access {
  resource: string;
  userId: string;
  /**
   * The people whose records alone count, sorted (仅本人: the user; a department scope: the people of the
   * departments it reaches, the user among them; areas/platform/roles/data-scopes.service.ts); null: the
   * whole project.
   */
  owners: readonly string[] | null;
  /** Field rules by field name (`lines.unitPrice` for an item field of line items). */
  fields: Readonly<Record<string, FieldRule>>;
  /** Whether the caller may give a record another 负责人 (转移); without it their records stay theirs (owner-transfer.ts). */
  transfer: boolean;
  /**
   * What of another resource the same caller may name in a reference (a payment's 订单, an order's
   * 客户): the owners their 列表 right's data scope reaches there (null: all), or null when they may
   * not list it at all (docs/permissions.md「数据范围」). Absent: no limit (a server's own write).
   */
  reach?: (resource: string) => Promise<Reach | null>;
}

/** The records of a resource a caller may see and name: those of `owners` (null: every record). */
interface Reach {
  owners: readonly string[] | null;
}

/**
 * The one permission check of the server (docs/requirements.md §10.2): the caller's effective rights (the union of
 * their roles', cached per process and dropped in every process when a role changes) must include
 * `action` on `resource`, else 403 naming the right (没有删除客户的权限). Routes with a fixed need
 * declare it as `config.permission` and the auth hook calls this before the body is read; routes
 * whose resource depends on the record (the order family) call it in the handler.
 */
export async function requirePermission(req: Asker, resource: string, action: PermissionAction): Promise<Access> {
  const access = await accessIfHeld(req, resource, action);
  if (!access) throw forbidden(deniedMessage(action, await req.server.services.roles.labelOf(resource, req.auth?.tenantId)));
  return access;
}

/** The caller's access when they hold the right, else null (to choose what to show, without refusing). */
export async function accessIfHeld(req: Asker, resource: string, action: PermissionAction): Promise<Access | null> {
  const auth = req.auth;
  if (!auth) throw unauthorized();
  const eff = await req.server.services.roles.effective(auth);
  if (!allows(eff, resource, action)) return null;
  return {
    resource,
    userId: auth.userId,
    owners: eff.superAdmin ? null : await req.server.services.dataScopes.owners(auth, eff.permissions[resource] ?? {}),
    fields: (!eff.superAdmin && eff.permissions[resource]?.fields) || {},
    transfer: allows(eff, resource, 'transfer'),
    reach: async (target) =>
      allows(eff, target, 'list')
        ? { owners: eff.superAdmin ? null : await req.server.services.dataScopes.owners(auth, eff.permissions[target] ?? {}) }
        : null,
  };
}

/** Whether the caller holds a right, without refusing (to choose what to show). */
export async function holds(req: FastifyRequest, resource: string, action: PermissionAction): Promise<boolean> {
  return (await accessIfHeld(req, resource, action)) !== null;
}

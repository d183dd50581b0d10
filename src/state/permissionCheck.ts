/**
 * What the caller's effective permissions (docs/requirements.md §10.2) say of one action of refine on one resource.
 * The access-control provider, the route guard and every button that needs a right ask here, so
 * refine's action names map to the permission actions in one place.
 */
import { PERMISSION_ACTIONS, type PermissionAction } from '../domain/permissions/actions';
import { allows, type EffectivePermissions } from '../domain/permissions/grants';
import { permissionEntries } from '../schemas/permissionEntries';
import type { ResourceSchema } from '../schemas/types';
import { servedSchemas, servedSchemasVersion } from './servedSchemas';

const KNOWN = new Set<string>(PERMISSION_ACTIONS);

/**
 * The permission refine's `action` needs: `clone` is a create; a create is the schema's `addAction`
 * when it has one (a payment is recorded with `pay`); our own actions keep their name. Undefined for
 * an action the permissions do not name.
 */
function permissionActionOf(action: string, schema?: Pick<ResourceSchema, 'addAction'>): PermissionAction | undefined {
  const plain = action === 'clone' ? 'create' : action;
  if (plain === 'create') return schema?.addAction ?? 'create';
  return KNOWN.has(plain) ? (plain as PermissionAction) : undefined;
}

/**
 * The verdict of the permissions on `action` of a schema resource: undefined when they are not
 * loaded or do not name the action (the caller keeps its earlier rule), else whether they grant it.
 * Every schema is in the permission catalogue, so a schema never needs looking up.
 */
export function schemaVerdict(eff: EffectivePermissions | null, schema: ResourceSchema, action: string): boolean | undefined {
  const needed = eff ? permissionActionOf(action, schema) : undefined;
  return needed ? allows(eff, schema.name, needed) : undefined;
}

/** A verdict by resource name: undefined when the permissions have nothing to say about it. */
export type PermissionVerdict = (eff: EffectivePermissions | null, resource: string, action: string) => boolean | undefined;

/**
 * The verdict over a list of schemas: resources of the permission catalogue (every schema, the
 * dashboard, the settings pages) follow the permissions; others (tenant management, menu groups,
 * the print page) get undefined and keep the route rule.
 */
function createPermissionVerdict(schemas: readonly ResourceSchema[]): PermissionVerdict {
  const governed = new Set(permissionEntries(schemas).map((r) => r.name));
  const bySchema = new Map(schemas.map((s) => [s.name, s]));
  return (eff, resource, action) => {
    if (!eff || !governed.has(resource)) return undefined;
    const schema = bySchema.get(resource);
    if (schema) return schemaVerdict(eff, schema, action);
    const needed = permissionActionOf(action);
    return needed ? allows(eff, resource, needed) : undefined;
  };
}

// The catalogue is derived once per version of the served schemas, not on every question.
let built: { version: number; verdict: PermissionVerdict } | undefined;

/** The verdict over the schemas served when asked: an added resource is governed once published. */
export const permissionVerdict: PermissionVerdict = (eff, resource, action) => {
  const version = servedSchemasVersion();
  if (built?.version !== version) built = { version, verdict: createPermissionVerdict(servedSchemas()) };
  return built.verdict(eff, resource, action);
};

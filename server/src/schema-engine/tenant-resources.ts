import { createHash } from 'node:crypto';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { columnName } from './columns';
import { appendCustomFields } from '../../../src/schemas/extendSchema';
import { permissionCatalogue, type PermissionResource } from '../../../src/schemas/permissionCatalogue';
import type { Db } from '../db/client';
import type { ResourceEngine } from './engine';
import type { ReferenceResolver } from './references';
import { createResourceService, type ResourceService } from './resource-service';
import { describeFamily, memberOf, type Family } from './families';
import { endpointOf } from './endpoints';

/**
 * The resources a tenant's admins added in the designer (docs/requirements.md §10.3), served by the same generic
 * service as the built-in ones under `/business/custom/<name>` (routes.ts). Each tenant's
 * published schemas are read once per process and kept; a publish or rollback drops them here and,
 * through the change bus, in every other process on the same PostgreSQL, so the next request
 * anywhere serves the new version (no restart). Other tenants never see them: a name unknown to
 * the caller's tenant is a 404.
 */

/** Change-bus topic of "a tenant's published resources changed" (key: the tenant id). */
const RESOURCES_TOPIC = 'resources';
/** Where every added resource's five calls live: `<base>/<name>/list` … */
export const CUSTOM_API_BASE = '/business/custom';

/**
 * An added resource's table: per tenant (two tenants may design resources of the same name with
 * different fields), `cr_` + 12 hex (48 bits: no two of even a million tenants alike) of the tenant id's hash + the name, so it stays well inside
 * PostgreSQL's 63-character identifiers and never collides with a built-in table.
 */
// In lower case: an API name may hold capitals (designCheck DESIGN_NAME_RULE), a table name is kept
// to what PostgreSQL and SQLite read alike; no two designs of a tenant differ only in case.
export const addedTableName = (tenantId: string, name: string) => `cr_${tenantKey(tenantId)}_${name.toLowerCase()}`;

/** A tenant in SQL names: 12 hex of its id's hash (a column `cf_` + it + a 46-character snake_case name fits 63). */
const tenantKey = (tenantId: string) => createHash('sha256').update(tenantId).digest('hex').slice(0, 12);

/**
 * The schema the engine serves for a design: its calls under the custom base, its table, nothing a
 * design may not set. Its records are deleted to the recycle bin, as every business record is
 * (docs/recycle-bin.md).
 */
export function servedSchema(design: ResourceSchema, table: string): ResourceSchema {
  const { endpoints: _e, fixed: _f, familyDefault: _d, softDelete: _s, addAction: _a, areaActions: _x, recordRules: _r, ...rest } = design;
  return { ...rest, apiBase: `${CUSTOM_API_BASE}/${design.name}`, table, softDelete: true };
}

/**
 * The column of a tenant's custom field on a built-in table: `cf_` + the tenant's hash + the field's
 * snake_case name, so two tenants' fields of one name never share a column (nor a type).
 */
const customColumn = (tenantId: string, field: string) => `cf_${tenantKey(tenantId)}_${columnName(field)}`;

/** What a tenant adds to a built-in resource: its custom fields (`{ name, fields }` in the design). */
export interface Extension {
  name: string;
  fields: FieldSchema[];
}

/** A built-in schema with a tenant's custom fields after its own, each in its own column. */
export function extendedSchema(base: ResourceSchema, ext: Extension, tenantId: string): ResourceSchema {
  // The client's own rule (src/schemas/extendSchema.ts), so both lay the fields out alike; checked
  // by the publish (designCheck, validateSchema) rather than dropped here.
  return appendCustomFields(
    base,
    ext.fields.map((f) => ({ ...f, custom: true, column: customColumn(tenantId, f.name) })),
  );
}

/** What the client gets of a served schema: everything but the table and the columns, which are the server's business. */
export const publicSchema = ({ table: _t, ...rest }: ResourceSchema): ResourceSchema => ({
  ...rest,
  fields: rest.fields.map(({ column: _c, ...f }) => f),
});

/** One tenant's added resources, as served now. */
export interface TenantResources {
  /** Services by resource name. */
  services: ReadonlyMap<string, ResourceService>;
  /** The served schemas, in the order they were first published. */
  schemas: readonly ResourceSchema[];
  /** Built-in resources with the tenant's custom fields: their services, by resource name. */
  extended: ReadonlyMap<string, ResourceService>;
  /** Those built-in schemas with the custom fields (what the client adds to its bundled ones). */
  extensions: readonly ResourceSchema[];
  /** Families (the order documents) with an extended member: the tenant's family, by its list path. */
  families: ReadonlyMap<string, { family: Family; service: ResourceService }>;
  /** The permission catalogue of this tenant: the built-in resources and pages, then these. */
  catalogue: PermissionResource[];
  /** Which published designs these are (name and version of each), short: the schema-version reply header. */
  fingerprint: string;
}

/** No published design: the built-ins as bundled. */
const NO_DESIGNS = '0';
const fingerprintOf = (rows: ReadonlyArray<{ name: string; version: number }>) =>
  createHash('sha256')
    .update(rows.map((r) => `${r.name}:${r.version}`).join(','))
    .digest('hex')
    .slice(0, 16);

export function createTenantResources(db: Db, engine: ResourceEngine) {
  // The engine's own resources (those stored by developers too), derived again only when they change.
  let memo: { size: number; schemas: ResourceSchema[]; none: TenantResources } | undefined;
  const served = () => {
    const all = engine.all();
    if (memo?.size !== all.length) {
      const schemas = all.map((s) => s.schema);
      memo = {
        size: all.length,
        schemas,
        none: {
          services: new Map(),
          schemas: [],
          extended: new Map(),
          extensions: [],
          families: new Map(),
          catalogue: permissionCatalogue(schemas),
          fingerprint: NO_DESIGNS,
        },
      };
    }
    return memo;
  };
  const cache = new Map<string, TenantResources>();
  let generation = 0;
  const forgetHere = (tenantId?: string) => {
    generation++;
    if (tenantId === undefined) cache.clear();
    else cache.delete(tenantId);
  };
  db.changes.subscribe(RESOURCES_TOPIC, forgetHere);

  async function load(tenantId: string): Promise<TenantResources> {
    const rows = await db.kysely
      .selectFrom('resource_designs')
      .select(['name', 'published', 'table_name', 'version'])
      .where('tenant_id', '=', tenantId)
      .where('published', 'is not', null)
      .orderBy('created_at')
      .orderBy('name')
      .execute();
    const { schemas: builtIn, none } = served();
    if (!rows.length) return none;
    const extensions = rows.filter((r) => engine.has(r.name));
    const schemas = rows
      .filter((r) => !engine.has(r.name))
      .map((r) => servedSchema(JSON.parse(r.published!) as ResourceSchema, r.table_name));
    // Added resources may reference each other, the built-in ones and the staff (asked when a
    // reference is checked, so every service below is built by then).
    const resolve: ReferenceResolver = (name) => services.get(name)?.live ?? engine.resolve(name);
    const services = new Map(schemas.map((s) => [s.name, createResourceService(db, s, { hooks: [], references: resolve })]));
    const variants = extensions.map((r) => extendedSchema(engine.get(r.name).schema, JSON.parse(r.published!) as Extension, tenantId));
    const extended = new Map(
      variants.map((v) => [v.name, createResourceService(db, v, { hooks: engine.hooksOf(v.name), references: resolve })]),
    );
    const variantOf = new Map(variants.map((v) => [v.name, v]));
    // A family reads and writes through its members and a service over all of them: with the
    // tenant's members where it extended them.
    const families = new Map<string, { family: Family; service: ResourceService }>();
    for (const r of engine.routes()) {
      if (!('family' in r) || !r.family.members.some((m) => extended.has(m.schema.name))) continue;
      const members = r.family.members.map((m) => extended.get(m.schema.name) ?? m);
      const family = describeFamily(members, engine.hooksOf);
      const hooks = [...new Set(members.flatMap((m) => engine.hooksOf(m.schema.name)))];
      families.set(endpointOf(members[0].schema, 'list'), {
        family,
        service: createResourceService(db, family.schema, {
          hooks,
          references: resolve,
          trailAs: (record) => memberOf(family, record)?.schema,
        }),
      });
    }
    return {
      families,
      services,
      schemas,
      extended,
      extensions: variants,
      catalogue: permissionCatalogue([...builtIn.map((s) => variantOf.get(s.name) ?? s), ...schemas]),
      fingerprint: fingerprintOf(rows),
    };
  }

  return {
    /** The tenant's added resources as served now (read once per process until they change). */
    async of(tenantId: string): Promise<TenantResources> {
      const hit = cache.get(tenantId);
      if (hit) return hit;
      const readAt = generation;
      const fresh = await load(tenantId);
      if (generation === readAt) cache.set(tenantId, fresh);
      return fresh;
    },
    /** The tenant's resources if this process holds them now, without reading them: for a reply's header. */
    held: (tenantId: string): TenantResources | undefined => cache.get(tenantId),
    /** The catalogue without any tenant's additions (the seed's). */
    builtInCatalogue: () => served().none.catalogue,
    /** A tenant's published resources changed: served anew from the next request, here and in every process. */
    changed(tenantId: string) {
      forgetHere(tenantId);
      db.changes.publish(RESOURCES_TOPIC, tenantId);
    },
  };
}

export type TenantResourcesRegistry = ReturnType<typeof createTenantResources>;

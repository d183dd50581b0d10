import type { Kysely } from 'kysely';
import type { ResourceSchema } from '../../../src/schemas/types';
import type { Db } from '../db/client.js';
import { nowIso } from '../db/time.js';
import { columnName, tableName } from './columns.js';
import type { ResourceHooks } from './hooks.js';
import type { ExternalTarget, ReferenceResolver } from './references.js';
import { createResourceService, type ResourceService } from './resource-service.js';
import { assertServerSchema } from './schema-check.js';
import { createResourceTable } from './ddl.js';

/** Table holding resources an admin added at run time (schema JSON per resource name). */
export const STORED_SCHEMAS_TABLE = 'resource_schemas';

/** Options of createResourceEngine. */
export interface EngineOptions {
  /**
   * Reference targets that are not schema resources, by name (e.g. `user`: the project's active
   * staff, from staff.service.ts). A schema referencing a name that is neither fails at start.
   */
  targets?: Record<string, ExternalTarget>;
}

/**
 * All schema-backed resources of the server: one generic service per schema, the hooks each area
 * adds and reference resolution between them (list totals live in `db.counts`). Built once per app
 * (`app.services.resources`); routes are registered from it by `schemaEngineRoutes`.
 */
export function createResourceEngine(db: Db, builtIn: ResourceSchema[], opts: EngineOptions = {}) {
  const external = opts.targets ?? {};
  const isExternal = (name: string) => Object.prototype.hasOwnProperty.call(external, name);
  const services = new Map<string, ResourceService>();
  const hooks = new Map<string, ResourceHooks[]>();
  const hooksOf = (name: string) => {
    if (!hooks.has(name)) hooks.set(name, []);
    return hooks.get(name)!;
  };

  const resolve: ReferenceResolver = (name) => {
    const s = services.get(name)?.schema;
    if (!s) return isExternal(name) ? external[name] : undefined;
    const fixed: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(s.fixed ?? {})) fixed[columnName(k)] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
    return { table: tableName(s), softDelete: !!s.softDelete, fixed };
  };

  /** A reference target among the served schemas, `pending` ones (registered together) or the external targets. */
  const lookup = (pending: ResourceSchema[]) => (n: string) =>
    services.get(n)?.schema ?? pending.find((s) => s.name === n) ?? (isExternal(n) ? ('external' as const) : undefined);

  /** Validates every schema (loudly, naming resource and field) before any is served. */
  function registerAll(schemas: ResourceSchema[]) {
    for (const s of schemas) {
      if (services.has(s.name)) throw new Error(`资源 ${s.name} 重复定义`);
      assertServerSchema(s, lookup(schemas));
    }
    for (const s of schemas) services.set(s.name, createResourceService(db, s, { hooks: hooksOf(s.name), references: resolve }));
  }
  registerAll(builtIn);

  const ownRoutes = new Set<string>();

  const engine = {
    /** Marks resources whose calls an area's route file serves itself (categories share the spec's calls). */
    serveRoutesElsewhere(...names: string[]) {
      for (const n of names) ownRoutes.add(n);
      return engine;
    },
    /** Resources the generic routes serve. */
    routed: (): ResourceService[] => [...services.values()].filter((s) => !ownRoutes.has(s.schema.name)),
    /** The service of a resource; throws for an unknown name (a programming error). */
    get(name: string): ResourceService {
      const s = services.get(name);
      if (!s) throw new Error(`未知资源 ${name}`);
      return s;
    },
    has: (name: string) => services.has(name),
    all: (): ResourceService[] => [...services.values()],
    /** Adds an area's rules to a resource; hooks run in the order added. */
    use(name: string, h: ResourceHooks) {
      hooksOf(name).push(h);
      return engine;
    },
    /** Registers resources not in src/schemas (tests, resources stored in the database). */
    register(...schemas: ResourceSchema[]) {
      registerAll(schemas);
      return engine;
    },
    /** Loads resources an admin added at run time (stored in the database) that are not registered yet. */
    async loadStored(): Promise<ResourceSchema[]> {
      const rows = await (db.kysely as Kysely<any>).selectFrom(STORED_SCHEMAS_TABLE).select(['name', 'schema']).orderBy('created_at').execute();
      const fresh = rows.map((r) => JSON.parse(r.schema) as ResourceSchema).filter((s) => !services.has(s.name));
      registerAll(fresh);
      return fresh;
    },
    /**
     * Stores a new resource's schema and creates its table and indexes; it is served from the
     * next start (routes are fixed once the server listens).
     */
    async store(schema: ResourceSchema): Promise<void> {
      assertServerSchema(schema, lookup([schema]));
      if (services.has(schema.name)) throw new Error(`资源 ${schema.name} 已存在`);
      await (db.kysely as Kysely<any>).transaction().execute(async (trx) => {
        await createResourceTable(db, schema, trx);
        await trx.insertInto(STORED_SCHEMAS_TABLE).values({ name: schema.name, schema: JSON.stringify(schema), created_at: nowIso() }).execute();
      });
    },
  };
  return engine;
}

export type ResourceEngine = ReturnType<typeof createResourceEngine>;

import type { ResourceSchema } from '../../../src/schemas/types';
import type { Db } from '../db/client';
import type { ResourceHooks } from './hooks';
import type { ExternalTarget, ReferenceResolver } from './references';
import { createResourceService, type ResourceService } from './resource-service';
import { assertServerSchema } from './schema-check';
import { describeFamily, memberOf, type Family } from './families';
import { endpointOf } from './endpoints';

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
  /** Families by their list path, built on first use from the schemas served then (families.ts). */
  let families: Map<string, { family: Family; service: ResourceService }> | null = null;
  /** Refreshes a family service's hooks in place after `use` (its routes hold the service). */
  const familyHooks = new Map<Family, () => void>();
  const hooks = new Map<string, ResourceHooks[]>();
  const hooksOf = (name: string) => {
    if (!hooks.has(name)) hooks.set(name, []);
    return hooks.get(name)!;
  };

  const resolve: ReferenceResolver = (name) => {
    const live = services.get(name)?.live;
    return live ?? (isExternal(name) ? external[name] : undefined);
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
    families = null;
  }
  registerAll(builtIn);

  function familyMap() {
    if (families) return families;
    const byPath = new Map<string, ResourceService[]>();
    for (const s of services.values()) {
      const path = endpointOf(s.schema, 'list');
      byPath.set(path, [...(byPath.get(path) ?? []), s]);
    }
    families = new Map();
    for (const [path, members] of byPath) {
      if (members.length < 2) continue;
      const family = describeFamily(members, hooksOf);
      // The members' hooks, each once (one hooks object serves every order view), kept current by `use`.
      const shared: ResourceHooks[] = [];
      familyHooks.set(family, () => shared.splice(0, shared.length, ...new Set(members.flatMap((m) => hooksOf(m.schema.name)))));
      familyHooks.get(family)!();
      const trailAs = (record: Record<string, unknown>) => memberOf(family, record)?.schema;
      families.set(path, { family, service: createResourceService(db, family.schema, { hooks: shared, references: resolve, trailAs }) });
    }
    return families;
  }

  const engine = {
    /** Every resource, each on its own or in the family whose calls it shares (families.ts). */
    routes(): Array<{ service: ResourceService } | { family: Family; service: ResourceService }> {
      const map = familyMap();
      const inFamily = new Set([...map.values()].flatMap((f) => f.family.members.map((m) => m.schema.name)));
      return [...[...services.values()].filter((s) => !inFamily.has(s.schema.name)).map((service) => ({ service })), ...map.values()];
    },
    /**
     * The family a resource belongs to and the service reading or writing any of its members' records
     * (a status change that does not know the order's kind), undefined for a resource on its own.
     */
    familyOf(name: string): { family: Family; service: ResourceService } | undefined {
      return [...familyMap().values()].find((f) => f.family.members.some((m) => m.schema.name === name));
    },
    /** The service of a resource; throws for an unknown name (a programming error). */
    get(name: string): ResourceService {
      const s = services.get(name);
      if (!s) throw new Error(`未知资源 ${name}`);
      return s;
    },
    has: (name: string) => services.has(name),
    /** The hooks of a resource, as the list its services share (a tenant's variant with custom fields runs the same ones). */
    hooksOf,
    /** A reference target among the served resources and the external targets (tenant-resources.ts builds on it). */
    resolve,
    /** A reference target's schema, `'external'`, or undefined: what assertServerSchema checks targets with. */
    lookupTarget: (name: string) => lookup([])(name),
    all: (): ResourceService[] => [...services.values()],
    /** Adds an area's rules to a resource; hooks run in the order added. */
    use(name: string, h: ResourceHooks) {
      hooksOf(name).push(h);
      for (const refresh of familyHooks.values()) refresh();
      return engine;
    },
    /** Registers resources not in src/schemas (tests), before the routes are registered. */
    register(...schemas: ResourceSchema[]) {
      registerAll(schemas);
      return engine;
    },
  };
  return engine;
}

export type ResourceEngine = ReturnType<typeof createResourceEngine>;

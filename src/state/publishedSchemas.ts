import { customFieldsOf, extendSchema } from '../schemas/extendSchema';
import type { ResourceSchema } from '../schemas/types';
import { formatProblem, referenceProblems, schemaProblems, type TargetLookup } from '../schemas/validateSchema';

/** What came of a reply: the schemas to serve and, for the log, why some were left out. */
export interface AcceptedSchemas {
  /** The built-ins, in bundle order, each with the tenant's custom fields where it has some. */
  builtIns: ResourceSchema[];
  /** The tenant's added resources that can be served. */
  accepted: ResourceSchema[];
  rejected: string[];
}

const isObject = (v: unknown): v is ResourceSchema => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Reads `GET /setting/resource/published`: the tenant's added resources and the built-ins it
 * extended with custom fields. They are data from the database, not code, so whatever could throw
 * in the screens is left out and named in `rejected`, and the rest is served:
 * - an added resource that is malformed, takes an earlier one's name, or references a resource that
 *   is not served;
 * - of a built-in, everything but its custom fields (the bundle is authoritative for its own
 *   fields), and a custom field that clashes with one of them or is unsound (see extendSchema).
 */
export function acceptPublished(value: unknown, builtIns: readonly ResourceSchema[]): AcceptedSchemas {
  if (!Array.isArray(value)) return { builtIns: [...builtIns], accepted: [], rejected: ['reply is not a list of schemas'] };
  const rejected: string[] = [];
  const bundled = new Map(builtIns.map((s) => [s.name, s]));
  const extensions = new Map<string, ResourceSchema>();
  const taken = new Set<string>();
  let candidates: ResourceSchema[] = [];
  for (const item of value) {
    if (isObject(item) && bundled.has(item.name)) {
      if (extensions.has(item.name)) rejected.push(`resource "${item.name}": served twice, the second left out`);
      else extensions.set(item.name, item);
      continue;
    }
    const problems = isObject(item) ? schemaProblems(item) : [{ resource: '(not an object)', message: 'not a schema' }];
    if (problems.length) rejected.push(...problems.map(formatProblem));
    else if (taken.has(item.name)) rejected.push(`resource "${item.name}": the name is taken`);
    else {
      candidates.push(item);
      taken.add(item.name);
    }
  }
  // Leaving one out can break a reference of another: repeat until every reference is served.
  for (;;) {
    const byName = new Map([...builtIns, ...candidates].map((s) => [s.name, s]));
    const lookup: TargetLookup = (name) => byName.get(name);
    const kept = candidates.filter((s) => {
      const problems = referenceProblems(s, lookup);
      rejected.push(...problems.map(formatProblem));
      return !problems.length;
    });
    if (kept.length !== candidates.length) {
      candidates = kept;
      continue;
    }
    // Custom fields may reference the built-ins and the added resources served (as the server checks them).
    const served = builtIns.map((base) => {
      const ext = extensions.get(base.name);
      if (!ext) return base;
      const { schema, dropped } = extendSchema(base, customFieldsOf(ext), lookup);
      rejected.push(...dropped);
      return schema;
    });
    return { builtIns: served, accepted: kept, rejected };
  }
}

import type { ResourceSchema } from '../schemas/types';
import { formatProblem, referenceProblems, schemaProblems } from '../schemas/validateSchema';

/** What came of a reply: the schemas to serve and, for the log, why the others were left out. */
export interface AcceptedSchemas {
  accepted: ResourceSchema[];
  rejected: string[];
}

const isObject = (v: unknown): v is ResourceSchema => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The published added resources that can be served beside `builtIns`. They are data from the
 * database, not code: one that is malformed, takes a built-in's (or an earlier one's) name, or
 * references a resource that is not served would throw in the screens or shadow a built-in, so it
 * is left out and named in `rejected`, and the rest are served.
 */
export function acceptPublished(value: unknown, builtIns: readonly ResourceSchema[]): AcceptedSchemas {
  if (!Array.isArray(value)) return { accepted: [], rejected: ['reply is not a list of schemas'] };
  const rejected: string[] = [];
  const taken = new Set(builtIns.map((s) => s.name));
  let candidates: ResourceSchema[] = [];
  for (const item of value) {
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
    const kept = candidates.filter((s) => {
      const problems = referenceProblems(s, (name) => byName.get(name));
      rejected.push(...problems.map(formatProblem));
      return !problems.length;
    });
    if (kept.length === candidates.length) return { accepted: kept, rejected };
    candidates = kept;
  }
}

/**
 * What can be wrong with a schema's `derivedFrom` declarations (./derivations.ts): a source that is
 * no field, a derived field a client could write, a field worked out from itself. Kept apart from
 * validateSchema.ts's per-field checks, which call it once per schema.
 */
import { derivationSources } from './derivations';
import { ITEM_FIELD_SEPARATOR } from './permissionCatalogue';
import type { FieldSchema, ResourceSchema } from './types';

/** One problem: the field's path (`total`, `lines.amount`) and what is wrong, in the words of validateSchema. */
export interface DerivationProblem {
  field: string;
  message: string;
}

const isName = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0;

/** Problems with one field's own `derivedFrom`; `known` says which sources it may name. */
function declarationProblems(
  f: FieldSchema,
  path: string,
  known: (source: string) => boolean,
  add: (field: string, message: string) => void,
): void {
  if (f.derivedFrom === undefined) return;
  if (!Array.isArray(f.derivedFrom) || !f.derivedFrom.length || !f.derivedFrom.every(isName))
    return add(path, 'derivedFrom must list the names of the fields it is computed from');
  // A derived figure is the server's: a client able to write it could write anything.
  if (!f.readOnly && !f.virtual) add(path, 'derivedFrom applies to fields the server computes (readOnly or virtual)');
  for (const s of f.derivedFrom) {
    if (s === f.name) add(path, 'derivedFrom names the field itself');
    else if (!known(s)) add(path, `derivedFrom names an unknown field "${s}"`);
  }
}

/**
 * Every problem of the schema's derivations: each `derivedFrom` names fields of the schema (a
 * top-level field: other top-level fields, or an item field of line items as `lines.amount`; an item
 * field: the other item fields of its row), only on fields the server computes, and no field is
 * derived, however indirectly, from itself.
 */
export function derivationProblems(schema: ResourceSchema): DerivationProblem[] {
  const problems: DerivationProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  // A schema broken elsewhere (fields or item fields not lists) is validateSchema's to report.
  const fields = Array.isArray(schema?.fields) ? schema.fields.filter((f) => f && typeof f === 'object') : [];
  const itemsOf = (f: FieldSchema | undefined) =>
    Array.isArray(f?.itemFields) ? f.itemFields.filter((i) => i && typeof i === 'object') : [];
  const top = new Map(fields.map((f) => [f.name, f]));
  const topKnown = (s: string) => {
    const at = s.indexOf(ITEM_FIELD_SEPARATOR);
    if (at < 0) return top.has(s);
    return itemsOf(top.get(s.slice(0, at))).some((i) => i.name === s.slice(at + 1));
  };
  for (const f of fields) {
    declarationProblems(f, f.name, topKnown, add);
    for (const i of itemsOf(f)) declarationProblems(i, `${f.name}.${i.name}`, (s) => itemsOf(f).some((x) => x.name === s), add);
  }
  if (problems.length) return problems;
  const sources = derivationSources({ ...schema, fields });
  const cycle = findCycle(sources);
  if (cycle) add(cycle[0], `derivedFrom goes round in a circle: ${cycle.join(' → ')}`);
  return problems;
}

/** A path that comes back to where it started (`a → b → a`), or null. */
function findCycle(sources: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const walk = (key: string, path: string[]): string[] | null => {
    if (path.includes(key)) return [...path.slice(path.indexOf(key)), key];
    if (done.has(key)) return null;
    for (const s of sources.get(key) ?? []) {
      const found = walk(s, [...path, key]);
      if (found) return found;
    }
    done.add(key);
    return null;
  };
  for (const key of sources.keys()) {
    const found = walk(key, []);
    if (found) return found;
  }
  return null;
}

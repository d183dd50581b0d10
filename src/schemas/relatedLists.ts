/**
 * Related lists of a show page (`show.related`, RelatedList in ./types.ts): what they are for a
 * resource among the served schemas, how a `via` path reads, and what is wrong with a declaration.
 * Pure TS: the client draws the panels from it and the server filters by the same paths.
 */
import { fieldVisibility } from './fieldDefaults';
import { listFields } from './listFields';
import type { FieldSchema, RelatedList, ResourceSchema } from './types';
import { t } from '../i18n/messages/zh-CN/schemaMisc';

/** A related list as a show page draws it: title and columns filled in. */
export type ResolvedRelatedList = RelatedList & { title: string; columns: string[] };

/** Columns a related list shows when it names none: the first of the listed resource's list. */
const DEFAULT_COLUMNS = 5;

/** One step of a `via` path, resolved against the schemas. */
export type RelatedPath =
  /** `customerId`: the listed resource's reference field names the record. */
  | { kind: 'direct'; field: FieldSchema }
  /** `orderId.customerId`: its reference names a record of `target` whose `field` names the record. */
  | { kind: 'through'; field: FieldSchema; target: ResourceSchema; targetField: FieldSchema }
  /** `lines.productId`: one of its line items (kept in a child table) names the record. */
  | { kind: 'lines'; field: FieldSchema; itemField: FieldSchema };

const isReference = (f: FieldSchema | undefined): f is FieldSchema => f?.type === 'reference' && !!f.reference;

/**
 * What `via` means on `listed` for records of `owner`, or a message saying why it means nothing: the
 * reference at its end must point at `owner`.
 */
export function resolveRelatedPath(
  listed: ResourceSchema,
  via: string,
  owner: string,
  lookup: (name: string) => ResourceSchema | undefined,
): RelatedPath | string {
  const [first, second, ...rest] = String(via ?? '').split('.');
  const field = listed.fields.find((f) => f.name === first && !f.virtual);
  // In Chinese: the server answers a wrong `via` with this text (GET /related).
  const noReference = () => t('viaNotReference', { via: String(via), owner: lookup(owner)?.label ?? owner });
  if (!field || rest.length) return t('viaNotPath', { via: String(via), resource: listed.label });
  const pointsAtOwner = (f: FieldSchema | undefined): f is FieldSchema => isReference(f) && f.reference!.resource === owner;
  if (second === undefined) return pointsAtOwner(field) ? { kind: 'direct', field } : noReference();
  if (field.type === 'lineItems') {
    const itemField = field.itemFields?.find((i) => i.name === second);
    if (!field.childTable) return t('viaNoChildTable', { via: String(via), resource: listed.label, field: field.label });
    return pointsAtOwner(itemField) ? { kind: 'lines', field, itemField } : noReference();
  }
  const target = isReference(field) ? lookup(field.reference!.resource) : undefined;
  const targetField = target?.fields.find((f) => f.name === second && !f.virtual);
  if (!target || !pointsAtOwner(targetField)) return noReference();
  return { kind: 'through', field, target, targetField };
}

/**
 * The related lists of `owner`'s show page, in order: its declared ones, then one for every
 * top-level reference field of another served resource pointing at it that no declaration covers
 * (so a resource a designer adds with a reference to 客户 shows on the customer's page too), unless
 * the field is shown nowhere (an internal link, such as the order view's hidden 生成的订单), or a
 * declaration with `hidden` switches it off. Columns default to the listed resource's first list columns.
 */
export function relatedLists(owner: ResourceSchema, schemas: readonly ResourceSchema[]): ResolvedRelatedList[] {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  const declared = owner.show?.related ?? [];
  const covered = new Set(declared.map((r) => `${r.resource}|${r.via}`));
  const derived: RelatedList[] = schemas.flatMap((s) =>
    s.fields
      .filter((f) => isReference(f) && f.reference!.resource === owner.name && !f.virtual && shownSomewhere(f))
      .filter((f) => !covered.has(`${s.name}|${f.name}`))
      .map((f, _i, all) => ({ resource: s.name, via: f.name, title: all.length > 1 ? `${s.label}（${f.label}）` : s.label })),
  );
  return [...declared, ...derived].flatMap((r) => {
    const listed = byName.get(r.resource);
    if (!listed || r.hidden) return [];
    const columns = r.columns ?? listColumnsOf(listed).slice(0, DEFAULT_COLUMNS);
    return [{ ...r, title: r.title ?? listed.label, columns }];
  });
}

const shownSomewhere = (f: FieldSchema) => Object.values(fieldVisibility(f)).some(Boolean);

/** The list columns of a schema as its list screen shows them (listFields), line items aside. */
function listColumnsOf(schema: ResourceSchema): string[] {
  return listFields(schema)
    .filter((f) => f.type !== 'lineItems')
    .map((f) => f.name);
}

/**
 * Problems of `schema.show.related` (as validateSchema's SchemaProblem, which calls this with its
 * target lookup): a known resource, a `via` reaching this resource, known columns, money totals.
 */
export function relatedProblems(
  schema: ResourceSchema,
  lookup: (name: string) => ResourceSchema | 'external' | undefined,
): Array<{ resource: string; message: string }> {
  const problems: Array<{ resource: string; message: string }> = [];
  const find = (n: string) => {
    const t = lookup(n);
    return t === 'external' ? undefined : t;
  };
  const declared: unknown = schema.show?.related;
  if (declared !== undefined && !Array.isArray(declared)) return [{ resource: schema.name, message: 'show.related must be a list' }];
  (schema.show?.related ?? []).forEach((r, i) => {
    const add = (message: string) => problems.push({ resource: schema.name, message: `show.related[${i}]: ${message}` });
    const listed = find(r?.resource);
    if (!listed) return add(`resource "${String(r?.resource)}" is not a known resource`);
    const path = resolveRelatedPath(listed, r.via, schema.name, find);
    if (typeof path === 'string') add(path);
    const fieldOf = (n: string) => listed.fields.find((f) => f.name === n);
    for (const c of r.columns ?? []) if (!fieldOf(c)) add(`column "${c}" is not a field of "${listed.name}"`);
    for (const t of r.totals ?? []) if (fieldOf(t)?.type !== 'money') add(`total "${t}" is not a money field of "${listed.name}"`);
  });
  return problems;
}

import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import type { ListQuery } from '../../../src/schemas/listQuery';
import { ListQueryError } from '../../../src/schemas/listQueryDecode';
import type { ResourceService } from './resource-service';
import { validationMessages as say } from '../../../src/domain/validationMessages';

/**
 * A family: schemas that share calls (the same list, add … path) and one table, told apart by their
 * `fixed` values — the three order views by `type`, the two category kinds by `belongTo`. The calls
 * dispatch to the member a request names (a list filter or an added record's value) or a stored
 * record belongs to; a list that names none reads the whole family through one service whose schema
 * is the members' fields together.
 */
export interface Family {
  /** The members, in the order the schema list gives them. */
  members: ResourceService[];
  /** The `fixed` keys that tell members apart (the same for every member). */
  keys: string[];
  /** The member an add that names none goes to (`familyDefault`), if any. */
  fallback?: ResourceService;
  /** The union schema (for lists across members, findById, and the route's request schemas). */
  schema: ResourceSchema;
  /**
   * True when every member runs the same hooks (one set of rules, as the order views do): a delete
   * may then name records of several members. Members with rules of their own take one member per call.
   */
  sharedRules(): boolean;
}

/** Longest common ending of the labels (产品分类, 客户分类 → 分类), if it says something. */
function commonSuffix(labels: string[]): string {
  let suffix = labels[0] ?? '';
  for (const l of labels) while (suffix && !l.endsWith(suffix)) suffix = suffix.slice(1);
  return suffix.length >= 2 ? suffix : '';
}

/** Fields of every member by name (the first member's definition), any member's filter/sort/search allowed. */
function unionFields(schemas: ResourceSchema[], keys: string[]): FieldSchema[] {
  const byName = new Map<string, FieldSchema>();
  for (const s of schemas) {
    for (const f of s.fields) {
      const seen = byName.get(f.name);
      byName.set(
        f.name,
        seen
          ? {
              ...seen,
              filterable: seen.filterable || f.filterable,
              sortable: seen.sortable || f.sortable,
              searchable: seen.searchable || f.searchable,
            }
          : { ...f },
      );
    }
  }
  // A discriminator that is a field may be filtered across the family (type__in=0,1).
  for (const k of keys) {
    const f = byName.get(k);
    if (f) byName.set(k, { ...f, filterable: true, options: f.options && mergeOptions(schemas, k) });
  }
  return [...byName.values()];
}

/** Every member's options of an enum field, once each (the discriminator's values). */
function mergeOptions(schemas: ResourceSchema[], name: string) {
  const seen = new Map<string, NonNullable<FieldSchema['options']>[number]>();
  for (const s of schemas)
    for (const o of s.fields.find((f) => f.name === name)?.options ?? []) if (!seen.has(String(o.value))) seen.set(String(o.value), o);
  return [...seen.values()];
}

/** What a family's union schema adds to its first member's name (the trail names the resource without it). */
export const FAMILY_SUFFIX = '__family';

/** Builds a family from members sharing a path; throws when they cannot be told apart. */
export function describeFamily(members: ResourceService[], hooksOf: (name: string) => readonly unknown[]): Family {
  const schemas = members.map((m) => m.schema);
  const names = schemas.map((s) => s.name).join(', ');
  const keys = Object.keys(schemas[0].fixed ?? {}).sort();
  if (
    !keys.length ||
    schemas.some(
      (s) =>
        Object.keys(s.fixed ?? {})
          .sort()
          .join() !== keys.join(),
    )
  ) {
    throw new Error(`资源 ${names} 共用接口，必须用相同的 fixed 字段区分`);
  }
  if (new Set(members.map((m) => m.table)).size !== 1) throw new Error(`资源 ${names} 共用接口，必须使用同一张表`);
  const signatures = schemas.map((s) => keys.map((k) => String(s.fixed![k])).join('|'));
  if (new Set(signatures).size !== signatures.length) throw new Error(`资源 ${names} 的 fixed 取值重复，无法区分`);
  const defaults = members.filter((m) => m.schema.familyDefault);
  if (defaults.length > 1) throw new Error(`资源 ${names} 中最多一个 familyDefault`);
  const first = schemas[0];
  const schema: ResourceSchema = {
    ...first,
    name: `${first.name}${FAMILY_SUFFIX}`,
    label: commonSuffix(schemas.map((s) => s.label)) || (defaults[0] ?? members[0]).schema.label,
    fields: unionFields(schemas, keys),
    fixed: undefined,
    familyDefault: undefined,
  };
  const sharedRules = () => {
    const [own, ...others] = members.map((m) => hooksOf(m.schema.name));
    return others.every((h) => h.length === own.length && h.every((x, i) => x === own[i]));
  };
  return { members, keys, fallback: defaults[0], schema, sharedRules };
}

/** The member whose fixed values all equal `values` (as text: query strings and bodies alike), if any. */
export function memberOf(family: Family, values: Record<string, unknown>): ResourceService | undefined {
  return family.members.find((m) =>
    family.keys.every((k) => values[k] !== undefined && values[k] !== null && String(values[k]) === String(m.schema.fixed![k])),
  );
}

/**
 * The member a list names with `key=value` conditions on every discriminator; undefined when the
 * list names none (read across the family). A value no member has is a 400 naming the field.
 */
export function memberOfList(family: Family, query: ListQuery): ResourceService | undefined {
  const named: Record<string, unknown> = {};
  for (const c of query.conditions) if (family.keys.includes(c.field) && c.op === 'eq') named[c.field] = c.value;
  if (!Object.keys(named).length) return undefined;
  const member = memberOf(family, named);
  if (member) return member;
  const key =
    Object.keys(named).find((k) => !family.members.some((m) => String(m.schema.fixed![k]) === String(named[k]))) ?? family.keys[0];
  const label = family.schema.fields.find((f) => f.name === key)?.label ?? key;
  throw new ListQueryError(key, (shown) => say.notAllowedValue(shown(label)));
}

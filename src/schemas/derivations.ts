/**
 * Which fields are worked out from which (a line's 金额 from its 数量, 单价 and 优惠, an order's 总金额
 * from its lines' figures), read from the schema: a field's `derivedFrom`, and the arithmetic a
 * line-items field's `computation` already names (src/schemas/lineItems.ts). A role's `hidden` rule
 * on a field covers every field derived from it, transitively, since a derived figure shown would
 * tell the hidden one (docs/permissions.md, Field rules; docs/decisions.md). Pure TS: the server's
 * field rules (server/src/schema-engine/field-rules.ts) and the screens (src/engine/screens/fieldRules.ts)
 * apply the same cover.
 */
import type { FieldRule } from '../domain/permissions/grants';
import { lineItemsNames } from './lineItems';
import { ITEM_FIELD_SEPARATOR } from './permissionCatalogue';
import type { FieldSchema, ResourceSchema } from './types';

/** Rule key of an item field: `lines.unitPrice`. */
const itemKey = (field: FieldSchema, item: string) => `${field.name}${ITEM_FIELD_SEPARATOR}${item}`;

/**
 * What each derived field is computed from, by rule key (`total`, `lines.amount`): the field's own
 * `derivedFrom`, and for the item fields of line items what their `computation` says (amount from
 * quantity, unit price and discount; the tax from those and the tax rate), where the row has them.
 */
export function derivationSources(schema: ResourceSchema): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (key: string, sources: readonly string[]) => {
    if (sources.length) out.set(key, [...new Set([...(out.get(key) ?? []), ...sources])]);
  };
  for (const f of (schema.fields ?? []).filter((x) => x && typeof x === 'object')) {
    if (Array.isArray(f.derivedFrom)) add(f.name, f.derivedFrom);
    if (f.type !== 'lineItems' || !Array.isArray(f.itemFields)) continue;
    const itemFields = f.itemFields.filter((i) => i && typeof i === 'object');
    const items = new Set(itemFields.map((i) => i.name));
    const present = (names: string[]) => names.filter((n) => items.has(n)).map((n) => itemKey(f, n));
    const n = lineItemsNames(f.computation);
    if (items.has(n.amount)) add(itemKey(f, n.amount), present([n.quantity, n.unitPrice, n.discount]));
    if (items.has(n.taxAmount)) add(itemKey(f, n.taxAmount), present([n.quantity, n.unitPrice, n.discount, n.taxRate]));
    for (const i of itemFields) if (Array.isArray(i.derivedFrom)) add(itemKey(f, i.name), present([...i.derivedFrom]));
  }
  return out;
}

// Schemas are immutable data read on every request: the graph is worked out once per schema object.
const derivedByCache = new WeakMap<ResourceSchema, Map<string, string[]>>();

/** The other way round: for each rule key, the fields computed directly from it. */
function derivedBy(schema: ResourceSchema): Map<string, string[]> {
  const known = derivedByCache.get(schema);
  if (known) return known;
  const out = new Map<string, string[]>();
  for (const [derived, sources] of derivationSources(schema)) for (const s of sources) out.set(s, [...(out.get(s) ?? []), derived]);
  derivedByCache.set(schema, out);
  return out;
}

/**
 * The field each field a hidden rule covers is hidden through: for every field derived (directly or
 * through others) from a field the rules hide, the hidden field it comes from (`lines.amount` →
 * `lines.unitPrice`). Fields the rules name themselves are not in it.
 */
export function hiddenThrough(schema: ResourceSchema, rules: Readonly<Record<string, FieldRule>>): Map<string, string> {
  const out = new Map<string, string>();
  const graph = derivedBy(schema);
  const queue = Object.keys(rules)
    .filter((k) => rules[k] === 'hidden')
    .map((k) => [k, k] as const);
  while (queue.length) {
    const [key, root] = queue.shift()!;
    for (const d of graph.get(key) ?? []) {
      if (rules[d] === 'hidden' || out.has(d)) continue;
      out.set(d, root);
      queue.push([d, root]);
    }
  }
  return out;
}

/**
 * A role's field rules on `schema` with every field derived from a hidden one hidden too. A
 * read-only rule needs no cover: derived fields are computed by the server and never written.
 * Returns `rules` itself when nothing is added.
 */
export function withDerivedRules(schema: ResourceSchema, rules: Readonly<Record<string, FieldRule>>): Readonly<Record<string, FieldRule>> {
  const covered = hiddenThrough(schema, rules);
  if (!covered.size) return rules;
  const out: Record<string, FieldRule> = { ...rules };
  for (const key of covered.keys()) out[key] = 'hidden';
  return out;
}

import type { ResourceSchema } from '../../../src/schemas/types';
import type { ListQuery } from '../../../src/schemas/listQuery';
import { ITEM_FIELD_SEPARATOR } from '../../../src/schemas/permissionCatalogue';
import { withDerivedRules } from '../../../src/schemas/derivations';
import { badRequest, forbidden } from '../core/errors';
import type { Access } from '../http/permission-guard';
import type { Dto } from './codec';
import type { ListableColumn } from '../db/list/columns';

/**
 * A role's field rules applied to one resource (docs/requirements.md §10.2): `hidden` fields are never sent (records,
 * line items) and cannot be filtered, sorted or searched on (that would tell their values); a write
 * that changes a `hidden` or `readonly` field is refused with 400 naming it. An item field's rule
 * (`lines.unitPrice`) keeps that column out of the line items, and the role then cannot rewrite the
 * lines (they are replaced whole, which would lose what it cannot see). A hidden field hides every
 * field derived from it too (`lines.unitPrice` → each line's amount and tax, the order's totals:
 * src/schemas/derivations.ts), here, the one place every reply, list, filter and sort goes through.
 */
export function fieldRules(schema: ResourceSchema, access: Access | null | undefined) {
  const rules = Object.entries(withDerivedRules(schema, access?.fields ?? {}));
  const labelOf = (name: string) => schema.fields.find((f) => f.name === name)?.label ?? name;
  const hidden = new Set(rules.filter(([f, r]) => r === 'hidden' && !f.includes(ITEM_FIELD_SEPARATOR)).map(([f]) => f));
  const locked = new Set(rules.filter(([f]) => !f.includes(ITEM_FIELD_SEPARATOR)).map(([f]) => f));
  /** Hidden item fields by line-items field; any rule on an item field locks its line items. */
  const hiddenItems = new Map<string, string[]>();
  const lockedLines = new Set<string>();
  for (const [key, rule] of rules) {
    const at = key.indexOf(ITEM_FIELD_SEPARATOR);
    if (at < 0) continue;
    const [field, item] = [key.slice(0, at), key.slice(at + 1)];
    lockedLines.add(field);
    if (rule === 'hidden') hiddenItems.set(field, [...(hiddenItems.get(field) ?? []), item]);
  }
  const none = !rules.length;

  return {
    none,
    /**
     * A copy of the record without what the role may not see. Never the record itself: a hook may
     * still read it once the reply is made (the sales figures of a saved order are written from it).
     */
    strip(dto: Dto): Dto {
      if (none) return dto;
      const out: Dto = { ...dto };
      for (const f of hidden) delete out[f];
      for (const [field, items] of hiddenItems) {
        const lines = out[field];
        if (!Array.isArray(lines)) continue;
        out[field] = (lines as Record<string, unknown>[]).map((line) => {
          const kept = { ...line };
          for (const i of items) delete kept[i];
          return kept;
        });
      }
      return out;
    },
    /** Refuses a list request that filters, sorts or searches by a hidden field (403: the right is missing). */
    checkList(query: ListQuery): void {
      if (!hidden.size) return;
      for (const c of query.conditions) if (hidden.has(c.field)) throw forbidden(`没有查看“${labelOf(c.field)}”的权限，不能按它筛选`);
      if (query.sort && hidden.has(query.sort.field)) throw forbidden(`没有查看“${labelOf(query.sort.field)}”的权限，不能按它排序`);
    },
    /** The list's columns with hidden fields left out of the search. */
    listColumns(columns: Record<string, ListableColumn>): Record<string, ListableColumn> {
      if (!hidden.size) return columns;
      const out = { ...columns };
      for (const f of hidden) if (out[f]) out[f] = { ...out[f], searchable: false };
      return out;
    },
    /** Whether the role may not see a field (its values then decide no order either). */
    hides: (field: string) => hidden.has(field),
    /** A field the caller may not write freely (hidden or read-only to them): an import leaves its column out. */
    locks: (field: string) => locked.has(field) || lockedLines.has(field),
    /**
     * Refuses a write naming a hidden field (any value: comparing it with the stored one would tell
     * it), and one changing a read-only field: on add, a value other than the field's default; on
     * update, a value other than the stored one (a form sends back what it showed).
     */
    checkWrite(input: Record<string, unknown>, current: Record<string, unknown> | null): void {
      if (none) return;
      for (const f of locked) {
        if (!(f in input) || input[f] === undefined) continue;
        if (hidden.has(f)) throw badRequest(`没有修改“${labelOf(f)}”的权限`);
        const field = schema.fields.find((x) => x.name === f);
        const before = current ? current[f] : field?.default;
        if (!same(input[f], before)) throw badRequest(`没有修改“${labelOf(f)}”的权限`);
      }
      for (const f of lockedLines) {
        if (!(f in input) || input[f] === undefined) continue;
        // Read-only columns only: the lines sent back unchanged are no change; with a hidden column they are never compared.
        if (current && !hiddenItems.has(f) && same(input[f], current[f])) continue;
        throw badRequest(`没有修改“${labelOf(f)}”的权限（其中有对你隐藏或只读的列）`);
      }
    },
  };
}

/** Equal as JSON values (null and absent alike). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

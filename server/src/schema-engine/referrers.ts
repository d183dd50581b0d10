import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { specOf } from '../../../src/schemas/fieldTypes';
import type { Scope } from '../core/scope';
import { containsText } from '../db/text-search';
import { fieldColumn, tableName } from './columns';
import { dynamicTable, type AnyConnection } from './dynamic-table';

/**
 * Where the records of one resource are named by others, read from the schemas a tenant serves: a
 * reference column (one id), a references column or a line-items column kept as JSON (ids inside its
 * text), or the column of a line-items child table. What the purge of a recycle bin asks before a
 * record goes for good (docs/recycle-bin.md): an order keeps naming its customer, a product its
 * supplier, an order line its product.
 */
export interface Referrer {
  table: string;
  column: string;
  /** The column holds JSON (an array of ids, or lines): an id is found inside its text. */
  json: boolean;
}

const namesTarget = (f: FieldSchema, target: string) => !!specOf(f).refersTo && f.reference?.resource === target;

/** Every place among `schemas` naming records of `target`, each once (the order views share one table). */
export function referrersOf(schemas: readonly ResourceSchema[], target: string): Referrer[] {
  const found = new Map<string, Referrer>();
  const add = (r: Referrer) => found.set(`${r.table}.${r.column}`, r);
  for (const schema of schemas) {
    for (const f of schema.fields) {
      if (namesTarget(f, target)) add({ table: tableName(schema), column: fieldColumn(f), json: specOf(f).refersTo === 'many' });
      for (const item of (f.itemFields ?? []).filter((i) => namesTarget(i, target))) {
        // Lines in a table of their own name the target in a column; lines kept in the record, inside its JSON.
        if (f.childTable) add({ table: f.childTable.table, column: fieldColumn(item), json: specOf(item).refersTo === 'many' });
        else add({ table: tableName(schema), column: fieldColumn(f), json: true });
      }
    }
  }
  return [...found.values()];
}

/**
 * The ids among `ids` that some row of the scope still names through `referrers` — live rows and
 * rows in a recycle bin alike, since what is in a bin may come back whole.
 */
export async function namedIds(
  k: AnyConnection,
  dialect: 'sqlite' | 'postgres',
  scope: Scope,
  referrers: readonly Referrer[],
  ids: readonly string[],
): Promise<Set<string>> {
  const named = new Set<string>();
  for (const r of referrers) {
    const open = ids.filter((id) => !named.has(id));
    if (!open.length) break;
    const q = dynamicTable(k, r.table, scope).from().select(r.column);
    if (!r.json) {
      const rows = await q.distinct().where(r.column, 'in', open).execute();
      for (const row of rows) named.add(String(row[r.column]));
      continue;
    }
    // `"id"` inside the JSON text is that id (ids are opaque strings with no quote in them).
    const rows = await q.where((eb) => eb.or(open.map((id) => containsText(r.column, JSON.stringify(id), dialect)))).execute();
    for (const row of rows) {
      const text = String(row[r.column] ?? '');
      for (const id of open) if (text.includes(JSON.stringify(id))) named.add(id);
    }
  }
  return named;
}

import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';
import { formatAddress } from '../../../../src/domain/address';
import { decodeRegionColumn, encodeRegionColumn, matchRegionText } from '../../schema-engine/field-types/region';

/** The built-in tables whose 所在地区 (`region`) was free text until this migration. */
const TABLES = ['customer', 'customer_potential'];
/** Rows read and written per round trip. */
const BATCH = 500;

/** Letters of an address without its spaces and punctuation: what tells whether a text is already in it. */
const letters = (text: string) => text.replace(/[\s\u3000、,，/\\\-—·.。]+/g, '');

/**
 * What one row's free-text 所在地区 becomes: the divisions its text names, as a region column
 * (field-types/region.ts), and the address with whatever of the text named no division put before
 * it — unless the address holds it already (people often typed the whole address into both). An
 * address made longer than the form's 200 characters is kept whole: the form asks for it to be
 * shortened on the record's next edit, naming 详细地址.
 * Nothing typed is lost: matched, it is the region; not matched, it is in 详细地址.
 */
function convertRegion(text: string, address: string | null): { region: string | null; address: string | null } {
  const { value, rest } = matchRegionText(text);
  const region = value ? encodeRegionColumn(value) : null;
  // Held already: the address holds the whole text, or a rest long enough not to be there by chance.
  const held = letters(address ?? '');
  if (!rest || held.includes(letters(text)) || (letters(rest).length >= 4 && held.includes(letters(rest)))) return { region, address };
  return { region, address: formatAddress(rest, address) };
}

/**
 * Saved views of the list (list_views.state) that filter 所在地区 as text (`contains`) or sort by it:
 * the list no longer takes either (a region is filtered by a province's or a city's code and not
 * sorted), so those parts go and the rest of each view stays.
 */
async function forgetTextRegionInViews(db: Kysely<any>, resource: string): Promise<void> {
  const views = (await db.selectFrom('list_views').select(['tenant_id', 'id', 'state']).where('resource', '=', resource).execute()) as {
    tenant_id: string;
    id: string;
    state: string;
  }[];
  for (const view of views) {
    const state = JSON.parse(view.state) as { filters?: { field: string; operator: string }[]; sort?: { field: string } | null };
    const filters = (state.filters ?? []).filter((f) => f.field !== 'region' || f.operator === 'eq');
    const sort = state.sort?.field === 'region' ? null : state.sort;
    if (filters.length === (state.filters ?? []).length && sort === state.sort) continue;
    await db
      .updateTable('list_views')
      .set({ state: JSON.stringify({ ...state, filters, sort }) })
      .where('tenant_id', '=', view.tenant_id)
      .where('id', '=', view.id)
      .execute();
  }
}

/**
 * 客户 and 潜在客户's 所在地区 becomes a 省市区 field like a designed resource's (docs/decisions.md
 * "所在地区 as 省市区"): each row's text is matched to the divisions by the same matcher an import
 * uses (src/domain/regionMatch.ts; it only ever learns to recognise more, and the division data is
 * pinned by the lockfile), its column rewritten to the region form. Deleted rows too: a restore
 * brings them back as they now read. `updated_at` is left alone: nobody changed the record.
 * The column is filtered as a region now (within a province or a city, then the list's order), no
 * longer sorted: its sort index gives way to the filter index a region field gets (schema-engine/ddl.ts
 * indexPlan, written out here), and saved views drop what they asked of the text. The text is not
 * brought back by `down`: it cannot tell what was typed.
 */
export const customerRegion = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const table of TABLES) {
      let after: { tenant_id: string; id: string } | undefined;
      for (;;) {
        let query = db.selectFrom(table).select(['tenant_id', 'id', 'region', 'address']).where('region', 'is not', null);
        // After the last row read, by the primary key as one value (an index range on both databases).
        if (after) query = query.where((eb) => eb(eb.refTuple('tenant_id', 'id'), '>', eb.tuple(after!.tenant_id, after!.id)));
        const rows = (await query.orderBy('tenant_id').orderBy('id').limit(BATCH).execute()) as {
          tenant_id: string;
          id: string;
          region: string;
          address: string | null;
        }[];
        if (!rows.length) break;
        // A batch's writes in one transaction: PostgreSQL runs the migrations in one already; SQLite
        // would commit (and sync) each row on its own.
        const write = async (k: Kysely<any>) => {
          for (const row of rows) {
            // Already a region (a second run): left as it is; blank text: no region.
            if (decodeRegionColumn(row.region)) continue;
            const to = row.region.trim() ? convertRegion(row.region, row.address) : { region: null, address: row.address };
            await k.updateTable(table).set(to).where('tenant_id', '=', row.tenant_id).where('id', '=', row.id).execute();
          }
        };
        if (db.isTransaction) await write(db);
        else await db.transaction().execute(write);
        after = rows[rows.length - 1];
      }
      await forgetTextRegionInViews(db, table);
      await db.schema.dropIndex(`${table}_region_sort_idx`).ifExists().execute();
      await db.schema
        .createIndex(`${table}_region_filter_idx`)
        .ifNotExists()
        .on(table)
        .columns(['tenant_id', 'project_id', 'region', 'created_at', 'id'])
        .execute();
    }
  },
  async down(db: Kysely<any>) {
    for (const table of TABLES) {
      await db.schema.dropIndex(`${table}_region_filter_idx`).ifExists().execute();
      await db.schema.createIndex(`${table}_region_sort_idx`).on(table).columns(['tenant_id', 'project_id', 'region', 'id']).execute();
    }
  },
});

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
 * it — unless the address holds it already (people often typed the whole address into both).
 * Nothing typed is lost: matched, it is the region; not matched, it is in 详细地址.
 */
function convertRegion(text: string, address: string | null): { region: string | null; address: string | null } {
  const { value, rest } = matchRegionText(text);
  const region = value ? encodeRegionColumn(value) : null;
  if (!rest || letters(address ?? '').includes(letters(rest))) return { region, address };
  return { region, address: formatAddress(rest, address) };
}

/**
 * 客户 and 潜在客户's 所在地区 becomes a 省市区 field like a designed resource's (docs/decisions.md
 * "所在地区 as 省市区"): each row's text is matched to the divisions by the same matcher an import
 * uses (src/domain/regionMatch.ts; it only ever learns to recognise more, and the division data is
 * pinned by the lockfile), its column rewritten to the region form. Deleted rows too: a restore
 * brings them back as they now read. `updated_at` is left alone: nobody changed the record.
 * The column is filtered as a region now (within a province or a city, then the list's order), no
 * longer sorted: its sort index gives way to the filter index a region field gets (schema-engine/ddl.ts
 * indexPlan, written out here). The text is not brought back by `down`: it cannot tell what was typed.
 */
export const customerRegion = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    for (const table of TABLES) {
      let after: { tenant_id: string; id: string } | undefined;
      for (;;) {
        let query = db.selectFrom(table).select(['tenant_id', 'id', 'region', 'address']).where('region', 'is not', null);
        if (after) {
          const { tenant_id: tenant, id } = after;
          query = query.where((eb) => eb.or([eb('tenant_id', '>', tenant), eb.and([eb('tenant_id', '=', tenant), eb('id', '>', id)])]));
        }
        const rows = (await query.orderBy('tenant_id').orderBy('id').limit(BATCH).execute()) as {
          tenant_id: string;
          id: string;
          region: string;
          address: string | null;
        }[];
        if (!rows.length) break;
        for (const row of rows) {
          // Already a region (a second run) or nothing typed: left as it is.
          if (decodeRegionColumn(row.region) || !row.region.trim()) {
            if (!row.region.trim())
              await db.updateTable(table).set({ region: null }).where('tenant_id', '=', row.tenant_id).where('id', '=', row.id).execute();
            continue;
          }
          const to = convertRegion(row.region, row.address);
          await db.updateTable(table).set(to).where('tenant_id', '=', row.tenant_id).where('id', '=', row.id).execute();
        }
        after = rows[rows.length - 1];
      }
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

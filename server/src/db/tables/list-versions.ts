/** One list version per table and tenant|project scope (db/list/list-versions.ts, migration 2026-12-01-0900). */
interface ListVersionsTable {
  tenant_id: string;
  scope_key: string;
  tbl: string;
  version: number;
}

export interface ListVersionTables {
  list_versions: ListVersionsTable;
}

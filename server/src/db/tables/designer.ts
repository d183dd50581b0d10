/** A resource an admin designs in 设置 → 数据模型 (docs/requirements.md §10.3), per tenant. */
interface ResourceDesignsTable {
  tenant_id: string;
  name: string;
  label: string;
  /** The schema being edited (JSON), which users do not see; null once published unchanged. */
  draft: string | null;
  /** The schema served now (JSON); null until first published. */
  published: string | null;
  /** The published version (0: never published). */
  version: number;
  /** The resource's table (schema-engine/tenant-resources.ts `addedTableName`). */
  table_name: string;
  /** Every column the table ever got for a field, with its storage kind (JSON `{ column: kind }`). */
  columns: string;
  created_at: string;
  updated_at: string;
  updated_by: string | null;
}

/** One published version of a designed resource, kept for the history and for rollbacks. */
interface ResourceVersionsTable {
  tenant_id: string;
  name: string;
  version: number;
  schema: string;
  /** What changed against the version before, in Chinese (新增字段：型号、状态…). */
  summary: string;
  published_at: string;
  /** The user who published it. */
  published_by: string | null;
}

export interface DesignerTables {
  resource_designs: ResourceDesignsTable;
  resource_versions: ResourceVersionsTable;
}

/** Saved list views and column settings (migration 1900, areas/platform/views/). */
import type { ViewVisibility } from '../../../../src/schemas/listView';

/** One named view of a resource's list in a project. */
interface ListViewsTable {
  tenant_id: string;
  id: string;
  project_id: string;
  /** The schema resource whose list it restores. */
  resource: string;
  /** Who made it: the only one who changes it (an admin may remove a shared one). */
  owner_id: string;
  name: string;
  visibility: ViewVisibility;
  /** JSON array of role ids (visibility 'roles'), else '[]'. */
  role_ids: string;
  /** JSON of ListViewState (src/schemas/listView.ts). */
  state: string;
  created_at: string;
  updated_at: string;
}

/** A user's columns of one resource's list, the same in every project of the tenant. */
interface ListColumnsTable {
  tenant_id: string;
  user_id: string;
  resource: string;
  /** JSON arrays of field names. */
  hidden: string;
  column_order: string;
  updated_at: string;
}

export interface ListViewTables {
  list_views: ListViewsTable;
  list_columns: ListColumnsTable;
}

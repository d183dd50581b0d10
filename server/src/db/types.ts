import type { PlatformTables } from './tables/platform';
import type { PlatformExtrasTables } from './tables/platform-extras';
import type { SalesTables } from './tables/sales';
import type { DesignerTables } from './tables/designer';
import type { FieldTypeTables } from './tables/field-types';
import type { ListVersionTables } from './tables/list-versions';
import type { ResourceTables } from './tables/resources';
import type { AuditTables } from './tables/audit';
import type { ExportJobTables } from './tables/export-jobs';
import type { ListViewTables } from './tables/list-views';

/**
 * The typed view of the database. Each area adds its own tables file under `tables/` and joins it here;
 * the built-in schema resources' tables are derived from their schemas (`tables/resources.ts`). Tables
 * and columns designed at run time are reached through schema-engine/dynamic-table.ts.
 */
export interface Database
  extends
    PlatformTables,
    PlatformExtrasTables,
    SalesTables,
    DesignerTables,
    FieldTypeTables,
    ListVersionTables,
    ResourceTables,
    ExportJobTables,
    ListViewTables,
    AuditTables {}

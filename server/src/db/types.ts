import type { PlatformTables } from './tables/platform';
import type { PlatformExtrasTables } from './tables/platform-extras';
import type { SalesTables } from './tables/sales';
import type { DesignerTables } from './tables/designer';
import type { FieldTypeTables } from './tables/field-types';
import type { ProcessTables } from './tables/processes';

/**
 * The typed view of the database. Each area adds its own tables file under `tables/` and joins it here.
 * Tables of schema-driven resources are reached through the generic resource service instead.
 */
export interface Database extends PlatformTables, PlatformExtrasTables, SalesTables, DesignerTables, FieldTypeTables, ProcessTables {}

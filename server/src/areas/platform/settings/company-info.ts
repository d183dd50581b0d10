import type { SettingsTable } from '../../../db/tables/platform';
import { newId } from '../../../core/ids';

/** The setting every project has: the company shown in the header and on printed documents. */
export const COMPANY_INFO_KEY = 'company_info';

/** What `company_info` holds (docs/requirements.md §1: a logo, a name and an address), stored as JSON text. */
export interface CompanyInfo {
  logo: string;
  name: string;
  address: string;
}

/**
 * The `company_info` row of a project (type 4, object): one definition for the demo seed, a new
 * tenant and a registration, so every project's header reads the same shape.
 */
export function companyInfoRow(tenantId: string, projectId: string, info: CompanyInfo, now: string): SettingsTable {
  return {
    id: newId(),
    tenant_id: tenantId,
    project_id: projectId,
    key: COMPANY_INFO_KEY,
    value: JSON.stringify(info),
    type: 4,
    description: '公司信息（名称、地址、标志）',
    created_at: now,
    updated_at: now,
  };
}

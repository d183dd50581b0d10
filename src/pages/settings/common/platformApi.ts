import { apiGet, apiPost, apiPut } from '../../../providers/httpClient';
import type { Role } from './roles';

/** A member of the tenant (GET /setting/org/list). */
export interface OrgUser {
  _id: string;
  username: string;
  displayName: string;
  mobile: string | null;
  role: Role;
  status: number;
  projectIds: string[];
  createdAt: string;
}

/** A project of the tenant with its members (GET /setting/project/list). */
export interface TenantProject {
  _id: string;
  name: string;
  isDefault: boolean;
  userIds: string[];
  createdAt: string;
}

type Page<T> = { rows: T[]; total: number };
const ok = { successNotice: true } as const;

export const orgApi = {
  list: async (q: Record<string, unknown>) => (await apiGet<{ value: Page<OrgUser> }>('/setting/org/list', q)).value,
  add: (body: Record<string, unknown>) => apiPost('/setting/org/addUser', body, ok),
  update: (body: Record<string, unknown>, notice = true) => apiPut('/setting/org/update', body, notice ? ok : undefined),
  updateRole: (_id: string, role: Role) => apiPut('/setting/org/updateRole', { _id, role }, ok),
  setEnabled: (_id: string, enabled: boolean) => apiPost(`/setting/org/${enabled ? 'enable' : 'disable'}`, { _id }, ok),
};

export const projectApi = {
  list: async () => (await apiGet<{ value: Page<TenantProject> }>('/setting/project/list')).value,
  add: (body: { name: string; userIds?: string[] }) => apiPost('/setting/project/add', body, ok),
  update: (body: { _id: string; name?: string; userIds?: string[] }) => apiPut('/setting/project/update', body, ok),
};

/** Every member of the tenant (a page of 100 is enough for a pick list; the server caps pages there). */
export async function allOrgUsers(): Promise<OrgUser[]> {
  return (await orgApi.list({ pageNo: 1, pageSize: 100 })).rows;
}

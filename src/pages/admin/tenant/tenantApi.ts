import { apiGet, apiPost, apiPut } from '../../../providers/httpClient';

/** A tenant (GET /setting/tenant/list: data.rows / data.total, not in `value`). */
export interface Tenant {
  _id: string;
  name: string;
  status: number;
  userCount: number;
  createdAt: string;
}

const ok = { successNotice: true } as const;

export const tenantApi = {
  list: (q: Record<string, unknown>) => apiGet<{ rows: Tenant[]; total: number }>('/setting/tenant/list', q),
  add: (body: { name: string; adminUsername: string; adminPassword: string; adminMobile?: string }) => apiPost<Tenant>('/setting/tenant/add', body, ok),
  rename: (_id: string, name: string) => apiPut<Tenant>('/setting/tenant/update', { _id, name }, ok),
  setEnabled: (_id: string, enabled: boolean) => apiPost<Tenant>(`/setting/tenant/${enabled ? 'enable' : 'disable'}`, { _id }, ok),
};

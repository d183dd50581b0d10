import { useMemo } from 'react';
import { SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';

/** A tenant (GET /setting/tenant/list: data.rows / data.total, not in `value`). */
export interface Tenant {
  _id: string;
  name: string;
  status: number;
  userCount: number;
  createdAt: string;
}

/** The tenant calls of docs/requirements.md §7 through refine's data provider; writes show 操作成功. */
export function useTenantApi() {
  const call = useCustomCall();
  const write = useCustomWrite();
  return useMemo(
    () => ({
      /** One page for the list state, which runs its own reads. */
      list: (q: Record<string, unknown>) =>
        call<{ rows: Tenant[]; total: number }>({ url: '/setting/tenant/list', method: 'get', query: q }),
      add: (body: { name: string; adminUsername: string; adminPassword: string; adminMobile?: string }) =>
        write<Tenant>('/setting/tenant/add', 'post', body, SUCCESS_NOTICE),
      rename: (_id: string, name: string) => write<Tenant>('/setting/tenant/update', 'put', { _id, name }, SUCCESS_NOTICE),
      setEnabled: (_id: string, enabled: boolean) =>
        write<Tenant>(`/setting/tenant/${enabled ? 'enable' : 'disable'}`, 'post', { _id }, SUCCESS_NOTICE),
    }),
    [call, write],
  );
}

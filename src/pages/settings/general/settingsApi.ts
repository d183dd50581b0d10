import { apiDelete, apiGet, apiPost, apiPut } from '../../../providers/httpClient';

/** A setting of the current project (server: SettingDto); `value` is always text. */
export interface Setting {
  _id: string;
  key: string;
  value: string;
  type: number;
  description: string | null;
  updatedAt: string;
}

const ok = { successNotice: true } as const;

export const settingsApi = {
  /** Settings of a project are few: one page of 500 holds them. */
  list: async () => (await apiGet<{ value: { rows: Setting[]; total: number } }>('/setting/list', { pageNo: 1, pageSize: 500 })).value,
  byKey: async (key: string) => (await apiGet<{ value: Setting | null }>('/setting/getItemByKey', { key })).value,
  add: (body: { key: string; type: number; value: unknown; description?: string | null }) => apiPost('/setting/add', body, ok),
  update: (body: { _id: string; key?: string; type?: number; value?: unknown; description?: string | null }) => apiPut('/setting/update', body, ok),
  remove: (_id: string) => apiDelete('/setting/delete', { _id }, ok),
};

export const COMPANY_INFO_KEY = 'company_info';

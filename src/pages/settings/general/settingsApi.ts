import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';

/** A setting of the current project (server: SettingDto); `value` is always text. */
export interface Setting {
  _id: string;
  key: string;
  value: string;
  type: number;
  description: string | null;
  updatedAt: string;
}

export const COMPANY_INFO_KEY = 'company_info';

/** The project's settings through refine's useCustom (a project's are few: one page of 500 holds them). */
export function useSettingsList() {
  const { query } = useCustom<{ value: { rows: Setting[]; total: number } }>({
    url: '/setting/list',
    method: 'get',
    config: { query: { pageNo: 1, pageSize: 500 } },
    ...CLIENT_NOTICES,
  });
  return { rows: query.data?.data?.value?.rows ?? [], loading: query.isFetching, failed: query.isError, reload: query.refetch };
}

/** One setting by key through refine's useCustom: undefined until read, null when absent or unreadable. */
export function useSettingByKey(key: string) {
  const { query } = useCustom<{ value: Setting | null }>({
    url: '/setting/getItemByKey',
    method: 'get',
    config: { query: { key } },
    ...CLIENT_NOTICES,
  });
  const setting = query.data ? (query.data.data?.value ?? null) : query.isError ? null : undefined;
  return { setting, reload: query.refetch };
}

/** The setting writes of docs/requirements.md §7; each shows 操作成功 or the error catalogue's message. */
export function useSettingsApi() {
  const call = useCustomCall();
  const write = useCustomWrite();
  return useMemo(
    () => ({
      add: (body: { key: string; type: number; value: unknown; description?: string | null }) =>
        write('/setting/add', 'post', body, SUCCESS_NOTICE),
      update: (body: { _id: string; key?: string; type?: number; value?: unknown; description?: string | null }) =>
        write('/setting/update', 'put', body, SUCCESS_NOTICE),
      // DELETE with `?_id=` (docs/requirements.md §7): no mutation hook sends query parameters, so the data provider's custom.
      remove: (_id: string) => call({ url: '/setting/delete', method: 'delete', query: { _id }, meta: SUCCESS_NOTICE }),
    }),
    [call, write],
  );
}

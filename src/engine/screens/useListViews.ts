import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall } from '../../providers/customCalls';
import type { ListViewDto, ListViewState, ViewVisibility } from '../../schemas/listView';

/** What 保存为视图 and 更新当前视图 send besides the list's state. */
export interface ViewInput {
  name: string;
  visibility: ViewVisibility;
  roleIds?: string[];
  state: ListViewState;
}

const NO_VIEWS: ListViewDto[] = [];

/**
 * The saved views of a resource's list the user sees (GET /setting/view/list) and the writes on
 * them; each write shows 操作成功 or the server's refusal (the HTTP client) and reads the list again.
 */
export function useListViews(resource: string) {
  const call = useCustomCall();
  const { query } = useCustom<{ value: { rows: ListViewDto[] } }>({
    url: '/setting/view/list',
    method: 'get',
    config: { query: { resource } },
    // Without the list right the list itself says so; the views menu just stays empty.
    meta: { silent: true },
    ...CLIENT_NOTICES,
  });
  const after = async <T>(done: Promise<T>) => {
    const result = await done;
    await query.refetch();
    return result;
  };
  return {
    views: query.data?.data?.value?.rows ?? NO_VIEWS,
    add: (input: ViewInput) =>
      after(
        call<{ value: ListViewDto }>({ url: '/setting/view/add', method: 'post', payload: { resource, ...input }, meta: SUCCESS_NOTICE }),
      ),
    update: (id: string, input: ViewInput) =>
      after(
        call<{ value: ListViewDto }>({
          url: '/setting/view/update',
          method: 'put',
          payload: { _id: id, ...input, resource },
          meta: SUCCESS_NOTICE,
        }),
      ),
    remove: (id: string) =>
      after(call({ url: '/setting/view/delete', method: 'delete', query: { _id: id, resource }, meta: SUCCESS_NOTICE })),
  };
}

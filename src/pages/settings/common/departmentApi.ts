import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';
import type { Department, DepartmentInput } from '../../../domain/departments';

const NO_DEPARTMENTS: Department[] = [];

/**
 * The tenant's department tree, read once and again after each change. `enabled: false` waits (a
 * drawer not open yet); `silent`: a refusal shows no notice (角色管理 offers the tree to 自定义部门 and
 * says nothing when its user may not read 组织与人员).
 */
export function useDepartmentTree({ enabled = true, silent = false }: { enabled?: boolean; silent?: boolean } = {}) {
  const { query } = useCustom<{ value: Department[] }>({
    url: '/setting/dept/tree',
    method: 'get',
    ...CLIENT_NOTICES,
    meta: silent ? { silent: true } : undefined,
    queryOptions: { enabled },
  });
  return {
    tree: query.data?.data?.value ?? NO_DEPARTMENTS,
    loading: query.isFetching,
    failed: query.isError,
    refetch: async () => void (await query.refetch()),
  };
}

/** The department writes; each shows 操作成功 or the server's refusal (HTTP client). */
export function useDepartmentApi() {
  const write = useCustomWrite();
  const call = useCustomCall();
  return useMemo(
    () => ({
      add: (body: DepartmentInput) => write('/setting/dept/add', 'post', body, SUCCESS_NOTICE),
      update: (body: DepartmentInput & { _id: string }) => write('/setting/dept/update', 'put', body, SUCCESS_NOTICE),
      // A DELETE with the id as query parameter: no mutation hook carries that, so the data provider's custom.
      remove: (_id: string) => call({ url: '/setting/dept/delete', method: 'delete', query: { _id }, meta: SUCCESS_NOTICE }),
    }),
    [write, call],
  );
}

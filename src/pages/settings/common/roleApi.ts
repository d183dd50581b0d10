import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';
import type { Permissions, RoleDto } from '../../../domain/permissions/grants';

/** What a role write sends: 名称, 说明 and the rights (only resources granting something). */
export interface RoleInput {
  name: string;
  description: string;
  permissions: Permissions;
}

// One empty list, so an unanswered read does not look like a new list on every render.
const NO_ROLES: RoleDto[] = [];

/**
 * The tenant's roles (GET /setting/role/list), read through refine's useCustom; a tenant has few,
 * so one unpaged read. `silent`: a refusal shows no notice (组织与人员 only needs the names and
 * says itself when it cannot read them).
 */
export function useRoles({ silent = false }: { silent?: boolean } = {}) {
  const { query } = useCustom<{ value: { rows: RoleDto[]; total: number } }>({
    url: '/setting/role/list',
    method: 'get',
    ...CLIENT_NOTICES,
    meta: silent ? { silent: true } : undefined,
  });
  return {
    roles: query.data?.data?.value?.rows ?? NO_ROLES,
    loaded: !!query.data,
    failed: query.isError,
    loading: query.isFetching,
    refetch: async () => void (await query.refetch()),
  };
}

/** The role writes (docs/requirements.md §10.2); each shows 操作成功 or the server's refusal (HTTP client). */
export function useRoleApi() {
  const write = useCustomWrite();
  const call = useCustomCall();
  return useMemo(
    () => ({
      add: (body: RoleInput) => write<{ value: RoleDto }>('/setting/role/add', 'post', body, SUCCESS_NOTICE),
      update: (body: Partial<RoleInput> & { _id: string }) =>
        write<{ value: RoleDto }>('/setting/role/update', 'put', body, SUCCESS_NOTICE),
      // A DELETE with the id as query parameter: no mutation hook carries that, so the data provider's custom.
      remove: (_id: string) => call({ url: '/setting/role/delete', method: 'delete', query: { _id }, meta: SUCCESS_NOTICE }),
    }),
    [write, call],
  );
}

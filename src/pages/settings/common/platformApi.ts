import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';
import type { Role } from './roles';

/** A member of the tenant (GET /setting/org/list). */
export interface OrgUser {
  _id: string;
  username: string;
  displayName: string;
  mobile: string | null;
  /** `admin` while they hold the built-in 管理员, else `staff`; `super_admin` for the platform's. */
  role: Role;
  /** The roles they hold (docs/requirements.md §10.2); none for the platform's super-admin. */
  roleIds: string[];
  status: number;
  projectIds: string[];
  /** Their department (部门) and its name; null and '' when none. */
  deptId?: string | null;
  deptName?: string;
  /** Failed logins reached the threshold: signing in needs the image check (shown 已锁定, cleared by 解锁). */
  loginLimited?: boolean;
  /** An admin reset the password and the member has not set their own yet. */
  mustChangePassword?: boolean;
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

/** A page of a platform list (payload in `value`), read through refine's useCustom. */
function useValuePage<T>(url: string, query?: Record<string, unknown>) {
  const { query: read } = useCustom<{ value: Page<T> }>({ url, method: 'get', config: { query }, ...CLIENT_NOTICES });
  return { page: read.data?.data?.value, failed: read.isError, loading: read.isFetching, refetch: read.refetch };
}

/** The tenant's projects (empty until read, or when they cannot be). */
export function useTenantProjects() {
  const { page, ...rest } = useValuePage<TenantProject>('/setting/project/list');
  return { projects: page?.rows ?? [], ...rest };
}

/** Every member of the tenant (a page of 100 is enough for a pick list; the server caps pages there). */
export function useAllOrgUsers() {
  const { page, ...rest } = useValuePage<OrgUser>('/setting/org/list', { pageNo: 1, pageSize: 100 });
  return { users: page?.rows ?? [], ...rest };
}

/** The org calls of docs/requirements.md §7; writes show 操作成功 (the server's message) or the error catalogue's. */
export function useOrgApi() {
  const call = useCustomCall();
  const write = useCustomWrite();
  return useMemo(
    () => ({
      /** One page for the list state, which runs its own reads. */
      list: async (q: Record<string, unknown>) =>
        (await call<{ value: Page<OrgUser> }>({ url: '/setting/org/list', method: 'get', query: q })).value,
      // Roles travel as `roleIds` with the other fields (the old updateRole call is the server's, for old clients).
      add: (body: Record<string, unknown>) => write('/setting/org/addUser', 'post', body, SUCCESS_NOTICE),
      update: (body: Record<string, unknown>) => write('/setting/org/update', 'put', body, SUCCESS_NOTICE),
      setEnabled: (_id: string, enabled: boolean) =>
        write(`/setting/org/${enabled ? 'enable' : 'disable'}`, 'post', { _id }, SUCCESS_NOTICE),
      /** 解锁: forgets the account's failed logins (no more image check or delay); says 已解锁. */
      unlockLogin: (_id: string) => write('/business/staff/unlockLogin', 'post', { _id }, SUCCESS_NOTICE),
      /** 重置密码: the given temporary password or a generated one, returned this once (the dialog says it worked, with the password). */
      resetPassword: (_id: string, password?: string) =>
        write<{ value: { password: string } }>('/setting/org/resetPassword', 'post', password ? { _id, password } : { _id }),
    }),
    [call, write],
  );
}

/** The project writes of docs/requirements.md §7. */
export function useProjectApi() {
  const write = useCustomWrite();
  return useMemo(
    () => ({
      add: (body: { name: string; userIds?: string[] }) => write('/setting/project/add', 'post', body, SUCCESS_NOTICE),
      update: (body: { _id: string; name?: string; userIds?: string[] }) => write('/setting/project/update', 'put', body, SUCCESS_NOTICE),
    }),
    [write],
  );
}

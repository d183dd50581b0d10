import type { AuthUser } from '../../../storage/types';
import { readStored } from '../../../storage/clientStorage';

export type Role = AuthUser['role'];

/** The built-in roles (server/src/db/tables/platform.ts), weakest first. */
export const ROLES: readonly Role[] = ['staff', 'admin', 'super_admin'];

export const ROLE_LABELS: Record<Role, string> = { super_admin: '超级管理员', admin: '管理员', staff: '员工' };

/** One colour per role everywhere (tags in 组织与人员, 角色管理, 菜单设置). */
export const ROLE_COLORS: Record<Role, string> = { super_admin: 'red', admin: 'blue', staff: 'default' };

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  super_admin: '平台管理者：管理所有租户和系统菜单，拥有管理员的全部权限。',
  admin: '租户管理员：管理本租户的人员、项目、设置，可查看菜单设置。',
  staff: '普通员工：在所属项目中处理订单、客户、产品等业务，看不到管理类菜单。',
};

/** Roles an admin may give in 组织与人员 (a super-admin is never made there). */
export const ASSIGNABLE_ROLES = [
  { value: 'staff', label: ROLE_LABELS.staff },
  { value: 'admin', label: ROLE_LABELS.admin },
];

const RANK: Record<Role, number> = { staff: 0, admin: 1, super_admin: 2 };

/** Whether `role` reaches `min` (the server's rule for menu entries). */
export const roleReaches = (role: Role, min: Role) => RANK[role] >= RANK[min];

/** The signed-in user's role, from the stored login result. */
export const currentRole = (): Role | undefined => readStored('auth')?.role;

export const currentUserId = (): string | undefined => readStored('auth')?._id;

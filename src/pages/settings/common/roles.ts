import type { AuthUser } from '../../../storage/types';
import { readStored } from '../../../storage/clientStorage';

export type Role = AuthUser['role'];

/**
 * The account levels of `users.role` (server/src/db/tables/platform.ts), weakest first: what a menu
 * entry's minimum role and the super-admin's marks still speak of. A tenant's roles are data (roleApi.ts).
 */
export const ROLES: readonly Role[] = ['staff', 'admin', 'super_admin'];

/** One colour per level everywhere (tags in 组织与人员 and 菜单设置). */
export const ROLE_COLORS: Record<Role, string> = { super_admin: 'red', admin: 'blue', staff: 'default' };

/** The signed-in user's role, from the stored login result. */
export const currentRole = (): Role | undefined => readStored('auth')?.role;

export const currentUserId = (): string | undefined => readStored('auth')?._id;

import { t } from '../i18n/messages/zh-CN/domainRoles';
import { shownTexts } from './shownTexts';

/**
 * The account levels of `users.role` (server/src/db/tables/platform.ts) and their names, for every
 * screen that shows one: the user menu (the first screen's), 组织与人员 and 菜单设置. A tenant's own
 * roles are data (src/pages/settings/role).
 */
export type AccountRole = 'super_admin' | 'admin' | 'staff';

/** Each level's name in the shown language (getters: read when shown, never at import). */
export const ROLE_LABELS: Readonly<Record<AccountRole, string>> = shownTexts(
  { super_admin: 'superAdmin', admin: 'admin', staff: 'staff' },
  t,
);

/** A level's name, or the stored value of a level this build does not know. */
export const roleLabel = (role: string): string => (Object.hasOwn(ROLE_LABELS, role) ? ROLE_LABELS[role as AccountRole] : role);

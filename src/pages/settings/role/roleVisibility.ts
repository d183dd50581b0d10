import type { SystemMenuNode } from '../../admin/menu/menuApi';
import { roleReaches, type Role } from '../common/roles';

/** The server's rule (menus.service visibleTo): enabled, role reaches minRole, admin-type needs an admin, parent visible too. */
export function visibleEntries(nodes: SystemMenuNode[], role: Role): SystemMenuNode[] {
  return nodes
    .filter((n) => n.status === 1 && roleReaches(role, n.minRole) && (n.type !== 'admin' || roleReaches(role, 'admin')))
    .flatMap((n) => [n, ...visibleEntries(n.children ?? [], role)]);
}

/** Whether `role` sees this entry, given whether it sees the parent. */
export function seesEntry(n: Pick<SystemMenuNode, 'status' | 'minRole' | 'type'>, role: Role): boolean {
  return n.status === 1 && roleReaches(role, n.minRole) && (n.type !== 'admin' || roleReaches(role, 'admin'));
}

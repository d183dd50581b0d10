/**
 * Which resources a role can be granted (docs/requirements.md §10.2), by name, label and menu group:
 * every schema resource, the dashboard and each settings and admin page, ordered like the menu. The
 * permission catalogue (permissionCatalogue.ts) adds each one's actions and fields; the client's
 * permission check needs only the names, so it reads them here without the field types'
 * specs the catalogue's fields need (docs/decisions.md, "The first screen under 300 KB with axios").
 */
import type { PermissionAction } from '../domain/permissions/actions';
import { MENU, resolveMenu, type ResolvedMenuItem } from './menu';
import { localizeMenuLabel } from '../i18n/messages/schemaOverlay';
import type { ResourceSchema } from './types';

/** Pages that are no schema resource, with the actions their calls need. */
export const PAGE_ACTIONS: Record<string, { actions: PermissionAction[]; ownable?: boolean }> = {
  // `own`: the figures count the user's own sales only.
  dashboard: { actions: ['list'], ownable: true },
  org: { actions: ['list', 'create', 'edit'] },
  general: { actions: ['list', 'edit'] },
  role: { actions: ['list', 'create', 'edit', 'delete'] },
  projects: { actions: ['list', 'create', 'edit'] },
  // Viewing the system menu; editing it stays with the platform's super-admin.
  menu: { actions: ['list'] },
  // 数据模型 (docs/requirements.md §10.3): reading the designs; `edit` saves drafts, publishes and rolls back.
  resource: { actions: ['list', 'edit'] },
  // The audit trail (docs/audit-trail.md): reading every change of the project, every sign-in of the tenant.
  auditLog: { actions: ['list', 'export'] },
  loginLog: { actions: ['list', 'export'] },
  // 在线用户: seeing the tenant's active sessions, and ending one (强退).
  onlineUser: { actions: ['list', 'delete'] },
};
/** Entries tenants' roles never reach: tenant management is the platform's super-admin's. */
const PLATFORM_ONLY = new Set(['tenant']);

/** One resource a role can be granted: its name, the menu's label and the menu group's label. */
interface PermissionEntry {
  name: string;
  label: string;
  group?: string;
}

/** The resources a role can be granted, in the menu's order, then schemas without a menu entry. */
export function permissionEntries(schemas: readonly ResourceSchema[]): PermissionEntry[] {
  const known = new Set(schemas.map((s) => s.name));
  const out: PermissionEntry[] = [];
  const seen = new Set<string>();
  const add = (name: string, label: string, group?: string) => {
    if (seen.has(name) || PLATFORM_ONLY.has(name)) return;
    if (!known.has(name) && !PAGE_ACTIONS[name]) return;
    seen.add(name);
    out.push({ name, label, ...(group ? { group } : {}) });
  };
  const walk = (items: readonly ResolvedMenuItem[], group?: string) => {
    for (const i of items) {
      if (i.group) walk(i.children, i.label);
      else add(i.name, i.label, group);
    }
  };
  // Shown in the role editor: the groups in the interface's language.
  walk(resolveMenu(schemas, MENU, localizeMenuLabel));
  // Resources without a menu entry (客户分类), by the group they ask for.
  for (const s of schemas) add(s.name, s.label, s.parent ? schemas.find((x) => x.name === s.parent)?.label : undefined);
  return out;
}

import type { ComponentType } from 'react';
import { lazyComponent, type LazyComponent } from '../engine/screens/lazyComponent';
import { t, type pageGeneralTexts } from '../i18n/messages/zh-CN/pageGeneral';

/** A hand-written page, loaded on demand. */
export type CustomPage = LazyComponent;

interface PageEntry {
  page: CustomPage;
  /**
   * Tab and title label, for a page that is no entry of the menu definition (those have its label):
   * the key of its text, translated when read.
   */
  label?: keyof typeof pageGeneralTexts;
}

/** One page: its module loaded on demand, and its label when the menu definition has none. */
const page = (load: () => Promise<ComponentType>, label?: PageEntry['label']): PageEntry => ({
  page: lazyComponent(load),
  label,
});

/**
 * The hand-written pages, keyed by route name. The shell's route table (src/shell/appRoutes.tsx)
 * mounts each at `/app/<path>/*` (path from the menu definition, e.g. `/app/dashboard`,
 * `/app/setting/general`), so a page may declare its own sub-routes with a relative `<Routes>`.
 * A name outside the menu definition gets a route without a menu entry (give it a label). A page
 * wins over a schema of the same name. Adding one: one line here.
 */
const PAGES: Record<string, PageEntry> = {
  dashboard: page(() => import('./dashboard/DashboardPage').then((m) => m.DashboardPage)),
  print: page(() => import('../resources/sales-documents/print/PrintOrderPage').then((m) => m.PrintOrderPage), 'printPreview'),
  org: page(() => import('./settings/org/OrgPage').then((m) => m.OrgPage)),
  general: page(() => import('./settings/general/GeneralSettingsPage').then((m) => m.GeneralSettingsPage)),
  projects: page(() => import('./settings/projects/ProjectsPage').then((m) => m.ProjectsPage)),
  menu: page(() => import('./admin/menu/MenuEditorPage').then((m) => m.MenuEditorPage)),
  tenant: page(() => import('./admin/tenant/TenantPage').then((m) => m.TenantPage)),
  role: page(() => import('./settings/role/RolePage').then((m) => m.RolePage)),
  resource: page(() => import('./settings/resource/ResourcePage').then((m) => m.ResourcePage)),
  auditLog: page(() => import('./settings/audit/AuditLogPage').then((m) => m.AuditLogPage)),
  loginLog: page(() => import('./settings/audit/LoginLogPage').then((m) => m.LoginLogPage)),
  onlineUser: page(() => import('./settings/sessions/OnlineUsersPage').then((m) => m.OnlineUsersPage)),
  profile: page(() => import('./profile/ProfilePage').then((m) => m.ProfilePage), 'profile'),
};

/** The pages by route name. */
export const customPages: Record<string, CustomPage> = Object.fromEntries(Object.entries(PAGES).map(([name, p]) => [name, p.page]));

/**
 * Labels of the pages outside the menu definition, by route name: each a getter, so the text is
 * translated when read (the interface's language may arrive after this module loads).
 */
export const customPageLabels: Readonly<Record<string, string>> = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.entries(PAGES).flatMap(([name, { label }]) => (label ? [[name, { get: () => t(label), enumerable: true }]] : [])),
  ),
);

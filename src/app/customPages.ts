import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A hand-written page, loaded on demand. */
export type CustomPage = LazyExoticComponent<ComponentType>;

/**
 * Hand-written pages keyed by route name. Each is mounted at `/app/<path>/*` (path from the route
 * table, e.g. `/app/dashboard`, `/app/setting/general`) so it may declare its own sub-routes with
 * a relative `<Routes>`. A key that is no route of SPEC section 2 gets a route without a menu entry.
 * A custom page wins over a schema of the same name. Add one line per page, e.g.
 *
 *   dashboard: lazy(() => import('../resources/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
 */
export const customPages: Record<string, CustomPage> = {
  dashboard: lazy(() => import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
  print: lazy(() => import('../pages/print/PrintOrderPage').then((m) => ({ default: m.PrintOrderPage }))),
  org: lazy(() => import('../pages/settings/org/OrgPage').then((m) => ({ default: m.OrgPage }))),
  general: lazy(() => import('../pages/settings/general/GeneralSettingsPage').then((m) => ({ default: m.GeneralSettingsPage }))),
  projects: lazy(() => import('../pages/settings/projects/ProjectsPage').then((m) => ({ default: m.ProjectsPage }))),
  menu: lazy(() => import('../pages/admin/menu/MenuEditorPage').then((m) => ({ default: m.MenuEditorPage }))),
  tenant: lazy(() => import('../pages/admin/tenant/TenantPage').then((m) => ({ default: m.TenantPage }))),
  role: lazy(() => import('../pages/settings/role/RolePage').then((m) => ({ default: m.RolePage }))),
};

/** Tab and title labels of custom pages that are no route of SPEC section 2 (those have their menu label). */
export const customPageLabels: Record<string, string> = {
  print: '打印预览',
};

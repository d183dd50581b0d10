import type { ResourceProps } from '@refinedev/core';
import type { ResourceSchema } from '../schemas/types';
import type { ResourceScreens } from '../engine/screens/screens';
import { flattenMenu, resolveMenu } from '../schemas/menu';
import type { CustomPage } from '../pages';
import { t, type shellTexts } from '../i18n/messages/zh-CN/shell';

/** A route of the menu definition (src/schemas/menu.ts) as the table needs it. */
interface MenuRoute {
  name: string;
  label: string;
  icon?: string;
  parent?: string;
  adminOnly?: boolean;
  group?: boolean;
}

/** What a route shows: a schema's four screens, a hand-written page, a menu group, or 建设中. */
type RouteScreen =
  { kind: 'schema'; screens: ResourceScreens } | { kind: 'custom'; page: CustomPage } | { kind: 'group' } | { kind: 'pending' };

export interface AppRoute {
  name: string;
  label: string;
  icon?: string;
  parent?: string;
  adminOnly?: boolean;
  /** Path relative to /app, e.g. `customer` or `setting/taxes`. */
  path: string;
  /** Absolute path, e.g. `/app/setting/taxes`. */
  fullPath: string;
  /** A route of the menu definition (its visibility follows the user menu). */
  system: boolean;
  screen: RouteScreen;
}

const APP_BASE = '/app';

function relativePath(name: string, parent?: string): string {
  return parent ? `${parent}/${name}` : name;
}

/**
 * THE route table: every entry of the menu definition (src/schemas/menu.ts, which places every
 * schema that has a menu entry) plus the schemas without one and the custom pages, each once.
 * refine's resources and the router's routes are both produced from it.
 */
export function buildRouteTable(
  schemas: readonly ResourceSchema[],
  pages: Readonly<Record<string, CustomPage>>,
  screensFor: (schema: ResourceSchema) => ResourceScreens,
  pageLabels: Readonly<Record<string, string>> = {},
  /** A declared menu label as screens show it (resolveMenu): the tabs, titles and palette name routes in the interface's language. */
  shownLabel?: (name: string, label: string) => string,
): AppRoute[] {
  const schemaByName = new Map(schemas.map((s) => [s.name, s]));
  const pageByName = new Map(Object.entries(pages));
  const make = (base: MenuRoute, system: boolean): AppRoute => {
    const schema = schemaByName.get(base.name);
    const parent = base.parent;
    const path = relativePath(base.name, parent);
    const page = pageByName.get(base.name);
    const screen: RouteScreen = page
      ? { kind: 'custom', page }
      : schema
        ? { kind: 'schema', screens: screensFor(schema) }
        : base.group
          ? { kind: 'group' }
          : { kind: 'pending' };
    return {
      name: base.name,
      label: base.label,
      icon: base.icon,
      parent,
      adminOnly: base.adminOnly,
      path,
      fullPath: `${APP_BASE}/${path}`,
      system,
      screen,
    };
  };
  const menu: MenuRoute[] = flattenMenu(resolveMenu(schemas, undefined, shownLabel)).map((m) => ({
    name: m.name,
    label: m.label,
    icon: m.icon,
    parent: m.parent,
    adminOnly: m.type === 'admin',
    group: m.group,
  }));
  const known = new Set(menu.map((r) => r.name));
  const extraSchemas = schemas
    .filter((s) => !known.has(s.name))
    .map((s) => make({ name: s.name, label: s.label, icon: s.icon, parent: s.parent }, false));
  const extraPages = Object.keys(pages)
    .filter((name) => !known.has(name) && !schemaByName.has(name))
    .map((name) => make({ name, label: pageLabels[name] ?? name }, false));
  return [...menu.map((r) => make(r, true)), ...extraSchemas, ...extraPages];
}

/** refine resources of the route table: schema routes get their four actions, others a list page. */
export function toRefineResources(routes: readonly AppRoute[]): ResourceProps[] {
  return routes.map((r) => {
    const meta = { label: r.label, parent: r.parent, icon: undefined };
    if (r.screen.kind === 'group') return { name: r.name, meta };
    if (r.screen.kind !== 'schema') return { name: r.name, list: r.fullPath, meta };
    return {
      name: r.name,
      list: r.fullPath,
      create: `${r.fullPath}/create`,
      edit: `${r.fullPath}/edit/:id`,
      show: `${r.fullPath}/show/:id`,
      meta: { ...meta, canDelete: true },
    };
  });
}

/** The title of a record page by its action, as text keys (translated where the title is made). */
const ACTION_TITLES: Readonly<Record<string, keyof typeof shellTexts | undefined>> = {
  create: 'titleCreate',
  edit: 'titleEdit',
  show: 'titleShow',
};

/**
 * The route and tab title of a pathname: `/app/customer` → 客户, `/app/customer/edit/5` → 编辑客户.
 * Longest matching route wins so `setting/taxes` beats `setting`.
 */
export function matchRoute(routes: readonly AppRoute[], pathname: string): { route: AppRoute; title: string } | undefined {
  const candidates = routes
    .filter((r) => pathname === r.fullPath || pathname.startsWith(`${r.fullPath}/`))
    .sort((a, b) => b.fullPath.length - a.fullPath.length);
  const route = candidates[0];
  if (!route) return undefined;
  const action = pathname.slice(route.fullPath.length + 1).split('/')[0];
  const titleKey = route.screen.kind === 'schema' && Object.hasOwn(ACTION_TITLES, action) ? ACTION_TITLES[action] : undefined;
  return { route, title: titleKey ? t(titleKey, { label: route.label }) : route.label };
}

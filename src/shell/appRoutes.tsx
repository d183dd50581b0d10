/**
 * THE composition of /app, the one place that says what the app holds: the served schemas (the
 * built-ins of src/schemas and the tenant's published added resources, src/state/servedSchemas),
 * the menu definition (src/schemas/menu.ts, read by the route table), the override modules
 * (src/resources) and the hand-written pages (src/pages) make one route table, and from it come
 * both refine's `resources` and the router's `<Route>`s, so the two never disagree.
 */
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { ResourceProps } from '@refinedev/core';
import type { ResourceSchema } from '../schemas/types';
import { servedSchemas, servedSchemasVersion, useServedSchemas } from '../state/servedSchemas';
import { resourceOverrides } from '../resources';
import { customPageLabels, customPages } from '../pages';
import { screensFor } from '../engine/screens/screens';
import { buildRouteTable, toRefineResources, type AppRoute } from './routeTable';
import { RouteGuard } from './RouteGuard';
import { GroupRedirect } from './GroupRedirect';
import { UnderConstructionPage } from './lazyShellPages';
import { localizeMenuLabel } from '../i18n/messages/schemaOverlay';
import { textLocale, type Locale } from '../i18n/messages/translate';

/**
 * The router's routes of one table entry: a schema resource gets list, create, edit/:id and
 * show/:id; a page and a pending screen own everything below their path; a group opens its first
 * sub-route the user may open.
 */
function routeElements(r: AppRoute, routes: readonly AppRoute[]): ReactElement[] {
  const screen = r.screen;
  switch (screen.kind) {
    case 'schema': {
      const { list: List, create: Create, edit: Edit, show: Show } = screen.screens;
      return [
        <Route
          key={r.name}
          path={r.path}
          element={
            <RouteGuard route={r}>
              <List />
            </RouteGuard>
          }
        />,
        <Route
          key={`${r.name}/create`}
          path={`${r.path}/create`}
          element={
            <RouteGuard route={r} action="create">
              <Create />
            </RouteGuard>
          }
        />,
        <Route
          key={`${r.name}/edit`}
          path={`${r.path}/edit/:id`}
          element={
            <RouteGuard route={r} action="edit">
              <Edit />
            </RouteGuard>
          }
        />,
        <Route
          key={`${r.name}/show`}
          path={`${r.path}/show/:id`}
          element={
            <RouteGuard route={r} action="show">
              <Show />
            </RouteGuard>
          }
        />,
      ];
    }
    case 'custom': {
      const Page = screen.page;
      return [
        <Route
          key={r.name}
          path={`${r.path}/*`}
          element={
            <RouteGuard route={r}>
              <Page />
            </RouteGuard>
          }
        />,
      ];
    }
    case 'group':
      return [<Route key={r.name} path={r.path} element={<GroupRedirect name={r.name} routes={routes} />} />];
    case 'pending':
      return [
        <Route
          key={r.name}
          path={`${r.path}/*`}
          element={
            <RouteGuard route={r}>
              <UnderConstructionPage title={r.label} />
            </RouteGuard>
          }
        />,
      ];
  }
}

/** What /app holds for one list of schemas: the route table and, from it, refine's resources and the router's routes. */
export interface AppComposition {
  /** Every menu entry, every schema resource and every hand-written page, once. */
  routes: AppRoute[];
  resources: ResourceProps[];
  /** The router's routes under /app. */
  elements: ReactElement[];
}

/** The composition of a schema list (the served ones in the app). */
function composeApp(schemas: readonly ResourceSchema[]): AppComposition {
  const routes = buildRouteTable(
    schemas,
    customPages,
    (schema) => screensFor(schema, resourceOverrides),
    customPageLabels,
    localizeMenuLabel,
  );
  return { routes, resources: toRefineResources(routes), elements: routes.flatMap((r) => routeElements(r, routes)) };
}

// Built once per version of the served schemas and language (the boot call may bring the account's
// language after the app's first render): every reader gets the same objects until either changes.
let composed: { version: number; locale: Locale; app: AppComposition } | undefined;

/** The composition of the schemas served now. */
export function appComposition(): AppComposition {
  const version = servedSchemasVersion();
  const locale = textLocale();
  if (composed?.version !== version || composed.locale !== locale) composed = { version, locale, app: composeApp(servedSchemas()) };
  return composed.app;
}

/** The composition of the schemas served now, re-rendering the component when they change. */
export function useAppComposition(): AppComposition {
  useServedSchemas();
  return appComposition();
}

/** The route table of the schemas served now (see useAppComposition). */
export function useAppRoutes(): AppRoute[] {
  return useAppComposition().routes;
}

/**
 * THE composition of /app, the one place that says what the app holds: the schema list
 * (src/schemas), the menu definition (src/schemas/menu.ts, read by the route table), the override
 * modules (src/resources) and the hand-written pages (src/pages) make one route table, and from
 * it come both refine's `resources` and the router's `<Route>`s, so the two never disagree.
 */
import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { resourceSchemas } from '../schemas';
import { resourceOverrides } from '../resources';
import { customPageLabels, customPages } from '../pages';
import { screensFor } from '../engine/screens/screens';
import { buildRouteTable, toRefineResources, type AppRoute } from './routeTable';
import { RouteGuard } from './RouteGuard';
import { GroupRedirect } from './GroupRedirect';
import { UnderConstructionPage } from './lazyShellPages';

/** The route table: every menu entry, every schema resource and every hand-written page, once. */
export const appRoutes: AppRoute[] = buildRouteTable(
  resourceSchemas,
  customPages,
  (schema) => screensFor(schema, resourceOverrides),
  customPageLabels,
);

/** refine's resources, from the route table. */
export const refineResources = toRefineResources(appRoutes);

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
            <RouteGuard name={r.name}>
              <List />
            </RouteGuard>
          }
        />,
        <Route
          key={`${r.name}/create`}
          path={`${r.path}/create`}
          element={
            <RouteGuard name={r.name} action="create">
              <Create />
            </RouteGuard>
          }
        />,
        <Route
          key={`${r.name}/edit`}
          path={`${r.path}/edit/:id`}
          element={
            <RouteGuard name={r.name} action="edit">
              <Edit />
            </RouteGuard>
          }
        />,
        <Route
          key={`${r.name}/show`}
          path={`${r.path}/show/:id`}
          element={
            <RouteGuard name={r.name} action="show">
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
            <RouteGuard name={r.name}>
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
            <RouteGuard name={r.name}>
              <UnderConstructionPage title={r.label} />
            </RouteGuard>
          }
        />,
      ];
  }
}

/** The router's routes under /app, from the same table as refine's resources. */
export const appRouteElements: ReactElement[] = appRoutes.flatMap((r) => routeElements(r, appRoutes));

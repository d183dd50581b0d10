import type { ReactElement } from 'react';
import { Route } from 'react-router';
import type { AppRoute } from './routeTable';
import { RouteGuard } from './RouteGuard';
import { GroupRedirect } from './GroupRedirect';
import { UnderConstructionPage } from './lazyShellPages';

/**
 * The router's routes under /app, produced from the route table (the same table refine's resources
 * come from): schema resources get list, create, edit/:id and show/:id; custom pages and pending
 * screens own everything below their path.
 */
export function routeElements(routes: readonly AppRoute[]): ReactElement[] {
  return routes.flatMap((r) => {
    const screen = r.screen;
    switch (screen.kind) {
      case 'schema': {
        const { list: List, create: Create, edit: Edit, show: Show } = screen.screens;
        return [
          <Route key={r.name} path={r.path} element={<RouteGuard name={r.name}><List /></RouteGuard>} />,
          <Route key={`${r.name}/create`} path={`${r.path}/create`} element={<RouteGuard name={r.name} action="create"><Create /></RouteGuard>} />,
          <Route key={`${r.name}/edit`} path={`${r.path}/edit/:id`} element={<RouteGuard name={r.name} action="edit"><Edit /></RouteGuard>} />,
          <Route key={`${r.name}/show`} path={`${r.path}/show/:id`} element={<RouteGuard name={r.name} action="show"><Show /></RouteGuard>} />,
        ];
      }
      case 'custom': {
        const Page = screen.page;
        return [<Route key={r.name} path={`${r.path}/*`} element={<RouteGuard name={r.name}><Page /></RouteGuard>} />];
      }
      case 'group':
        return [<Route key={r.name} path={r.path} element={<GroupRedirect name={r.name} />} />];
      case 'pending':
        return [<Route key={r.name} path={`${r.path}/*`} element={<RouteGuard name={r.name}><UnderConstructionPage title={r.label} /></RouteGuard>} />];
    }
  });
}

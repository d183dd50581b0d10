/* eslint-disable react-hooks/rules-of-hooks -- refine's RouterProvider API: `go`, `back` and `parse` are called during render and return hooks' results. */
import { forwardRef, useCallback, useContext, useMemo, type ComponentProps } from 'react';
import { matchResourceFromRoute, ResourceContext, type GoConfig, type RouterProvider } from '@refinedev/core';
import { Link, matchPath, useLocation, useNavigate } from 'react-router';

/**
 * @refinedev/react-router's bindings, cut down, over the react-router instance the tests import.
 * Vitest loads @refinedev/react-router natively and the test's react-router through Vite, so the
 * real bindings would not see the test's MemoryRouter (two copies of react-router).
 */
export const testRouterProvider: RouterProvider = {
  go: () => {
    const navigate = useNavigate();
    return useCallback(
      ({ to, type, query }: GoConfig) => {
        const search = query && Object.keys(query).length ? `?${new URLSearchParams(query as Record<string, string>)}` : '';
        const path = `${to ?? ''}${search}`;
        if (type === 'path') return path;
        navigate(path, { replace: type === 'replace' });
        return undefined;
      },
      [navigate],
    );
  },
  back: () => {
    const navigate = useNavigate();
    return useCallback(() => navigate(-1), [navigate]);
  },
  parse: () => {
    const { pathname } = useLocation();
    const { resources } = useContext(ResourceContext);
    const { resource, action, matchedRoute } = useMemo(() => matchResourceFromRoute(pathname, resources), [resources, pathname]);
    const params = useMemo(() => (matchedRoute && matchPath(matchedRoute, pathname)?.params) || {}, [matchedRoute, pathname]);
    return useCallback(
      () => ({
        ...(resource && { resource }),
        ...(action && { action }),
        ...(params.id && { id: decodeURIComponent(params.id) }),
        pathname,
        params,
      }),
      [resource, action, params, pathname],
    );
  },
  Link: forwardRef<HTMLAnchorElement, ComponentProps<NonNullable<RouterProvider['Link']>>>(function TestLink({ to, ...rest }, ref) {
    return <Link to={to} {...rest} ref={ref} />;
  }),
};

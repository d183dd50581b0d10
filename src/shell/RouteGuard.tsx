import { useEffect, useRef, type ReactNode } from 'react';
import { useCan } from '@refinedev/core';
import { usePermissions } from '../state/permissions';
import { ResultPage } from './lazyShellPages';

/**
 * Shows a screen only when the access-control provider allows `action` on the route's resource,
 * else the 403 result page. When the permissions are read again (after 角色管理 saved a role) the
 * screen on show is asked about again; its earlier answer stays meanwhile, so it is not remounted.
 */
export function RouteGuard({ name, action = 'list', children }: { name: string; action?: string; children: ReactNode }) {
  const permissions = usePermissions();
  const { data, refetch } = useCan({ resource: name, action });
  const askedWith = useRef(permissions);
  useEffect(() => {
    if (askedWith.current === permissions) return;
    askedWith.current = permissions;
    void refetch();
  }, [permissions, refetch]);
  if (data?.can) return <>{children}</>;
  if (data?.can === false) return <ResultPage status={403} />;
  return null;
}

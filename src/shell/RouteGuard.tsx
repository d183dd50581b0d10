import type { ReactNode } from 'react';
import { CanAccess } from '@refinedev/core';
import { ResultPage } from './lazyShellPages';

/** Shows a screen only when the access-control provider allows it, else the 403 result page. */
export function RouteGuard({ name, action = 'list', children }: { name: string; action?: string; children: ReactNode }) {
  return (
    <CanAccess resource={name} action={action} fallback={<ResultPage status={403} />}>
      {children}
    </CanAccess>
  );
}

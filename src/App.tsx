import { useCallback, useMemo, useRef } from 'react';
import { Refine } from '@refinedev/core';
import { Route, Routes } from 'react-router';
import { AntdProviders } from './shell/AntdProviders';
import { ShellBootstrap } from './shell/ShellBootstrap';
import { useAppComposition } from './shell/appRoutes';
import { AppHome, HomeOpenerBinding, type HomeOpener } from './shell/AppHome';
import type { MenuEntry } from './storage/types';
import { AppFallback } from './shell/AppFallback';
import { MainLayout } from './shell/MainLayout';
import { UnsavedChangesGuard } from './shell/UnsavedChangesGuard';
import { authProvider } from './providers/authProvider';
import { routerProvider } from './providers/routerProvider';
import { dataProvider } from './providers/dataProvider';
import { createAccessControlProvider } from './providers/accessControlProvider';
import { i18nProvider } from './providers/i18nProvider';
import { useAppNotificationProvider } from './providers/notificationProvider';
import { listenToHttpClient } from './shell/httpListeners';
import { plural as keepWord } from './shims/pluralize';

/** The person's theme, drawn before the app's first frame (src/shell/lazyApp.ts): within the app's chunk. */
export { drawStoredTheme } from './state/appearance';

// Before the shell's first call: the schema versions replies carry reach the state from the start
// (the notices are installed with antd, in AntdProviders).
listenToHttpClient();

// A failed read is reported once by the HTTP client and shown at once (403, 404, 500 pages);
// React Query's default three retries made four requests, four notices and a 7 s wait.
const QUERY_CLIENT_CONFIG = { defaultOptions: { queries: { retry: false } } };

/**
 * The application under /app, as a table of contents: antd in Chinese, the data the layout needs
 * (user menu, projects, the tenant's added resources, company_info), refine with its providers,
 * and the resources and routes, both produced by the one composition module
 * (src/shell/appRoutes.tsx) from the served schemas, so a resource published at run time joins them.
 */
export function App() {
  const { routes, resources, elements } = useAppComposition();
  // Same routes (same served schemas), same provider: refine is not handed a new one on every render.
  const accessControlProvider = useMemo(() => createAccessControlProvider(routes), [routes]);
  const homeOpener = useRef<HomeOpener | null>(null);
  const openHome = useCallback((menu: MenuEntry[]) => homeOpener.current?.(menu), []);
  return (
    <AntdProviders>
      <HomeOpenerBinding opener={homeOpener} />
      <ShellBootstrap onBoot={openHome}>
        {({ projectId }) => (
          // Keyed by project: switching remounts refine with a fresh query cache, so every screen reloads its data.
          <Refine
            key={projectId}
            routerProvider={routerProvider}
            dataProvider={dataProvider}
            authProvider={authProvider}
            accessControlProvider={accessControlProvider}
            i18nProvider={i18nProvider}
            notificationProvider={useAppNotificationProvider}
            resources={resources}
            options={{
              disableTelemetry: true,
              // refine's English plural/singular of a name is never shown (Chinese labels): kept as is,
              // as the build's pluralize shim keeps it (src/shims/pluralize.ts).
              textTransformers: { plural: keepWord, singular: keepWord },
              syncWithLocation: true,
              warnWhenUnsavedChanges: true,
              reactQuery: { clientConfig: QUERY_CLIENT_CONFIG },
            }}
          >
            <Routes>
              <Route element={<MainLayout />}>
                <Route index element={<AppHome />} />
                {elements}
                <Route path="*" element={<AppFallback />} />
              </Route>
            </Routes>
            <UnsavedChangesGuard />
          </Refine>
        )}
      </ShellBootstrap>
    </AntdProviders>
  );
}

import { Suspense, useCallback, useEffect, useState } from 'react';
import { Layout } from 'antd';
import { Outlet, useLocation } from 'react-router';
import { useShell } from '../state/shellContext';
import { useAppRoutes } from './appRoutes';
import { matchRoute } from './routeTable';
import { logout } from '../providers/authProvider';
import { canDo } from '../providers/accessControlProvider';
import { usePermissions } from '../state/permissions';
import { readStored } from '../storage/clientStorage';
import { PageSpinner } from '../pages/PageSpinner';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { HeaderBar } from './HeaderBar';
import { SideMenu } from './SideMenu';
import { HistoryTabs } from './HistoryTabs';
import { useHistoryTabs } from './useHistoryTabs';
import { menuTitle } from './menuTitle';
import { SchemaUpdateNotice } from './SchemaUpdateNotice';
import './layout.css';

/** The main layout of /app: header, side menu, opened-screen tabs and the current screen. */
export function MainLayout() {
  const shell = useShell();
  const permissions = usePermissions();
  const appRoutes = useAppRoutes();
  const [collapsed, setCollapsed] = useState(false);
  // Only screens the user may open get a tab: a 403 or 404 page is not worth keeping.
  const isTracked = useCallback(
    (pathname: string) => {
      const match = matchRoute(appRoutes, pathname);
      if (match) return canDo(match.route, match.route.name, 'list', { menu: shell.menu, role: readStored('auth')?.role, permissions });
      return !!menuTitle(shell.menu, pathname);
    },
    [appRoutes, shell.menu, permissions],
  );
  const tabs = useHistoryTabs(isTracked);
  const { pathname } = useLocation();
  // On a screen without a tab (403, 404) no tab is shown as the current one.
  const shownTabs = tabs.state.items.some((i) => i.id === pathname) ? tabs.state : { ...tabs.state, active: undefined };
  const titleFor = (id: string) => matchRoute(appRoutes, id)?.title ?? menuTitle(shell.menu, id) ?? id;
  const screenTitle = matchRoute(appRoutes, pathname)?.title ?? menuTitle(shell.menu, pathname);
  useEffect(() => {
    document.title = screenTitle ? `${screenTitle} - 管理后台` : '管理后台';
  }, [screenTitle]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <HeaderBar
        company={shell.company}
        projects={shell.projects}
        projectId={shell.projectId}
        user={readStored('auth')}
        collapsed={collapsed}
        onToggle={() => setCollapsed((c) => !c)}
        onSwitchProject={shell.switchProject}
        onLogout={() => void logout()}
      />
      <Layout>
        <Layout.Sider className="app-sider" width={220} collapsedWidth={64} collapsed={collapsed} trigger={null}>
          <SideMenu menu={shell.menu} routes={appRoutes} collapsed={collapsed} onOpen={tabs.open} />
        </Layout.Sider>
        <Layout className="app-main">
          <HistoryTabs
            state={shownTabs}
            titleFor={titleFor}
            onSelect={tabs.select}
            onClose={tabs.close}
            onCloseOthers={tabs.closeOthers}
            onCloseRight={tabs.closeRight}
            onCloseAll={tabs.closeAll}
          />
          <SchemaUpdateNotice onLoad={shell.refreshMenu} />
          <Layout.Content className="app-content">
            <ScreenErrorBoundary key={pathname}>
              <Suspense fallback={<PageSpinner />}>
                <Outlet />
              </Suspense>
            </ScreenErrorBoundary>
          </Layout.Content>
        </Layout>
      </Layout>
    </Layout>
  );
}

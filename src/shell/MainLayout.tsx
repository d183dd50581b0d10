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
import { useTabScroll } from './useTabScroll';
import { useProjectSwitch } from './useProjectSwitch';
import { tabTitle } from './tabTitle';
import { useRecordTitlesVersion } from '../state/recordTitles';
import { menuTitle } from './menuTitle';
import { SchemaUpdateNotice } from './SchemaUpdateNotice';
import { UndoDelete } from './UndoDelete';
import { MenuDrawer } from './lazyShellPages';
import { useScreenSize } from '../state/useScreenSize';
import { useOnDemand } from '../components/useOnDemand';
import { Watermark } from './Watermark';
import { shownName } from '../state/authState';
import { t } from '../i18n/messages/zh-CN/shell';
import './layout.css';
import './responsive.css';

/** The main layout of /app: header, side menu, opened-screen tabs and the current screen. */
export function MainLayout() {
  const shell = useShell();
  const permissions = usePermissions();
  const appRoutes = useAppRoutes();
  const size = useScreenSize();
  const phone = size === 'phone';
  // A tablet starts with the menu folded to icons, a desktop with it open; the toggle changes it
  // until the screen changes size (set while rendering, so a tablet never paints the open menu).
  const [collapsed, setCollapsed] = useState(size === 'tablet');
  const [sizeSeen, setSizeSeen] = useState(size);
  if (sizeSeen !== size) {
    setSizeSeen(size);
    setCollapsed(size === 'tablet');
  }
  // On a phone the menu is a drawer, opened from the header and closed by choosing an entry. Its
  // chunk loads with a phone's first screen, so the drawer is there when the menu is asked for.
  const menuDrawer = useOnDemand(MenuDrawer, t('menuLoadFailed'));
  const loadMenuDrawer = menuDrawer.load;
  useEffect(() => {
    if (phone) void loadMenuDrawer();
  }, [phone, loadMenuDrawer]);
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
  const switchProject = useProjectSwitch(appRoutes, tabs.closeWhere);
  const { pathname } = useLocation();
  // Each opened screen is scrolled back to where it was left.
  useTabScroll(pathname);
  // On a screen without a tab (403, 404) no tab is shown as the current one.
  const shownTabs = tabs.state.items.some((i) => i.id === pathname) ? tabs.state : { ...tabs.state, active: undefined };
  // A record page's tab names its record once read.
  useRecordTitlesVersion();
  const titleFor = (id: string) => tabTitle(appRoutes, shell.menu, id);
  const screenTitle = matchRoute(appRoutes, pathname)?.title ?? menuTitle(shell.menu, pathname);
  useEffect(() => {
    document.title = screenTitle ? t('documentTitle', { title: screenTitle }) : t('appName');
  }, [screenTitle]);

  return (
    <Layout className={phone ? 'app-layout app-layout--phone' : 'app-layout'}>
      <HeaderBar
        company={shell.company}
        projects={shell.projects}
        projectId={shell.projectId}
        user={readStored('auth')}
        phone={phone}
        collapsed={collapsed}
        drawerOpen={menuDrawer.open}
        onToggle={() => (phone ? void menuDrawer.show() : setCollapsed((c) => !c))}
        onSwitchProject={switchProject}
        onLogout={() => void logout()}
        onOpenScreen={tabs.open}
        routes={appRoutes}
      />
      <Layout>
        {phone ? (
          menuDrawer.loaded && (
            <MenuDrawer title={shell.company.name} open={menuDrawer.open} onClose={menuDrawer.close}>
              <SideMenu
                menu={shell.menu}
                routes={appRoutes}
                collapsed={false}
                onOpen={(path) => {
                  menuDrawer.close();
                  return tabs.open(path);
                }}
              />
            </MenuDrawer>
          )
        ) : (
          <Layout.Sider className="app-sider" width={220} collapsedWidth={64} collapsed={collapsed} trigger={null}>
            <SideMenu menu={shell.menu} routes={appRoutes} collapsed={collapsed} onOpen={tabs.open} />
          </Layout.Sider>
        )}
        <Layout className="app-main">
          {/* A phone has no room for a tab bar: the menu and the browser's back button move between screens. */}
          {!phone && (
            <HistoryTabs
              state={shownTabs}
              titleFor={titleFor}
              onSelect={tabs.select}
              onClose={tabs.close}
              onCloseOthers={tabs.closeOthers}
              onCloseRight={tabs.closeRight}
              onCloseAll={tabs.closeAll}
            />
          )}
          <SchemaUpdateNotice onLoad={shell.refreshMenu} />
          <UndoDelete />
          <Watermark name={shownName(readStored('auth'))} />
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

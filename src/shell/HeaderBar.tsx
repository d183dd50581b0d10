import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { AuthUser, CompanyInfo, Project } from '../storage/types';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';
import { PaletteButton } from './palette/PaletteButton';
import type { AppRoute } from './routeTable';
import { t } from '../i18n/messages/zh-CN/shell';

interface HeaderBarProps {
  company: CompanyInfo;
  projects: Project[];
  projectId: string | undefined;
  user: AuthUser | undefined;
  /** On a phone the toggle opens the menu drawer (a real button, 打开菜单); elsewhere it folds the side menu. */
  phone: boolean;
  collapsed: boolean;
  /** A phone's menu drawer is open (said by its button). */
  drawerOpen?: boolean;
  onToggle: () => void;
  onSwitchProject: (id: string) => void;
  onLogout: () => void;
  /** A screen of the menu chosen in the palette: where to go (its open tab's own path, as the side menu goes). */
  onOpenScreen: (path: string) => string;
  /** The route table of /app, for the palette. */
  routes: readonly AppRoute[];
}

/** Company logo and name from company_info, 搜索 (the command palette), the project switcher and the user menu, on one line. */
export function HeaderBar({
  company,
  projects,
  projectId,
  user,
  phone,
  collapsed,
  drawerOpen = false,
  onToggle,
  onSwitchProject,
  onLogout,
  onOpenScreen,
  routes,
}: HeaderBarProps) {
  const Toggle = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className="app-header">
      <div className="app-header__brand">
        {phone ? (
          <Button
            type="text"
            icon={<MenuOutlined />}
            className="app-header__menu-button"
            onClick={onToggle}
            aria-label={t('openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
          />
        ) : (
          // A real button (it was an icon's span): reached by Tab, pressed with Enter or Space.
          <Button
            type="text"
            icon={<Toggle />}
            className="app-header__toggle"
            onClick={onToggle}
            aria-label={collapsed ? t('expandMenu') : t('collapseMenu')}
            aria-expanded={!collapsed}
          />
        )}
        {company.logo && <img src={company.logo} alt="" className="app-header__logo" />}
        {/* Plain text, not antd's Typography: that brings its editor and copy button (an input, a text area) into the first screen. */}
        <strong className="app-header__name" data-testid="company-name" title={company.name}>
          {company.name}
        </strong>
      </div>
      <div className="app-header__tools">
        <PaletteButton phone={phone} routes={routes} onOpenScreen={onOpenScreen} />
        <ProjectSwitcher projects={projects} currentId={projectId} onSwitch={onSwitchProject} />
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </Layout.Header>
  );
}

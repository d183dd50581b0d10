import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { AuthUser, CompanyInfo, Project } from '../storage/types';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  company: CompanyInfo;
  projects: Project[];
  projectId: string | undefined;
  user: AuthUser | undefined;
  /** On a phone the toggle opens the menu drawer (a real button, 打开菜单); elsewhere it folds the side menu. */
  phone: boolean;
  collapsed: boolean;
  onToggle: () => void;
  onSwitchProject: (id: string) => void;
  onLogout: () => void;
}

/** Company logo and name from company_info, the project switcher and the user menu, on one line. */
export function HeaderBar({ company, projects, projectId, user, phone, collapsed, onToggle, onSwitchProject, onLogout }: HeaderBarProps) {
  const Toggle = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className="app-header">
      <div className="app-header__brand">
        {phone ? (
          <Button type="text" icon={<MenuOutlined />} className="app-header__menu-button" onClick={onToggle} aria-label="打开菜单" />
        ) : (
          // A real button (it was an icon's span): reached by Tab, pressed with Enter or Space.
          <Button
            type="text"
            icon={<Toggle />}
            className="app-header__toggle"
            onClick={onToggle}
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
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
        <ProjectSwitcher projects={projects} currentId={projectId} onSwitch={onSwitchProject} />
        <UserMenu user={user} onLogout={onLogout} />
      </div>
    </Layout.Header>
  );
}

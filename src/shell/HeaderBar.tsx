import { Layout, Space, Typography } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { AuthUser, CompanyInfo, Project } from '../storage/types';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';

interface HeaderBarProps {
  company: CompanyInfo;
  projects: Project[];
  projectId: string | undefined;
  user: AuthUser | undefined;
  collapsed: boolean;
  onToggle: () => void;
  onSwitchProject: (id: string) => void;
  onLogout: () => void;
}

/** Company logo and name from company_info, the project switcher and the user menu. */
export function HeaderBar({ company, projects, projectId, user, collapsed, onToggle, onSwitchProject, onLogout }: HeaderBarProps) {
  const Toggle = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <Layout.Header className="app-header">
      <Space size={12} className="app-header__brand">
        <Toggle className="app-header__toggle" onClick={onToggle} aria-label={collapsed ? '展开菜单' : '收起菜单'} />
        {company.logo && <img src={company.logo} alt="" className="app-header__logo" />}
        <Typography.Text strong className="app-header__name" data-testid="company-name">
          {company.name}
        </Typography.Text>
      </Space>
      <Space size={20}>
        <ProjectSwitcher projects={projects} currentId={projectId} onSwitch={onSwitchProject} />
        <UserMenu user={user} onLogout={onLogout} />
      </Space>
    </Layout.Header>
  );
}

import { Avatar, Dropdown, Space } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { AuthUser } from '../storage/types';

const ROLE_LABELS: Record<AuthUser['role'], string> = { super_admin: '超级管理员', admin: '管理员', staff: '员工' };

/** The signed-in user with a logout entry. */
export function UserMenu({ user, onLogout }: { user: AuthUser | undefined; onLogout: () => void }) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'role', label: user ? (ROLE_LABELS[user.role] ?? user.role) : '', disabled: true },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
        ],
        onClick: ({ key }) => key === 'logout' && onLogout(),
      }}
    >
      <Space className="user-menu" role="button" aria-label="用户菜单" style={{ cursor: 'pointer' }}>
        <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1777ff' }} />
        <span>{user?.displayName || user?.username || '用户'}</span>
      </Space>
    </Dropdown>
  );
}

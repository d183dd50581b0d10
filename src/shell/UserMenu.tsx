import { Suspense, useState } from 'react';
import { Avatar, Dropdown, Space } from 'antd';
import { LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { AuthUser } from '../storage/types';
import { ChangePasswordDialog } from './lazyShellPages';
import { headerPopupContainer } from './headerPopup';

const ROLE_LABELS: Record<AuthUser['role'], string> = { super_admin: '超级管理员', admin: '管理员', staff: '员工' };

/** The signed-in user with 修改密码 and a logout entry. */
export function UserMenu({ user, onLogout }: { user: AuthUser | undefined; onLogout: () => void }) {
  const [changing, setChanging] = useState(false);
  // The dialog (a form, its inputs) loads when first asked for, and stays for its closing animation.
  const [asked, setAsked] = useState(false);
  return (
    <>
      <Dropdown
        trigger={['click']}
        getPopupContainer={headerPopupContainer}
        menu={{
          items: [
            { key: 'role', label: user ? (ROLE_LABELS[user.role] ?? user.role) : '', disabled: true },
            { type: 'divider' },
            { key: 'password', icon: <LockOutlined />, label: '修改密码' },
            { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', danger: true },
          ],
          onClick: ({ key }) => (key === 'logout' ? onLogout() : key === 'password' && (setAsked(true), setChanging(true))),
        }}
      >
        <Space className="user-menu" role="button" aria-label="用户菜单" style={{ cursor: 'pointer' }}>
          <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1777ff' }} />
          {/* The name gives way to the avatar alone on a phone (responsive.css). */}
          <span className="user-menu__name">{user?.displayName || user?.username || '用户'}</span>
        </Space>
      </Dropdown>
      {asked && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open={changing} onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}

import { Button, Dropdown } from 'antd';
import { useMenuOpen } from './useMenuOpen';
import { BgColorsOutlined, CheckOutlined, IdcardOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { AuthUser } from '../storage/types';
import { ChangePasswordDialog } from './lazyShellPages';
import { headerPopupContainer } from './headerPopup';
import { useOnDemand } from '../components/useOnDemand';
import { PRIMARY_COLOR } from '../theme';
import { menuPath } from '../schemas/menu';
import { shownName } from '../state/authState';
import { chooseTheme, useAppearance } from '../state/appearance';
import { THEME_CHOICES, THEME_LABELS, isThemeChoice } from '../domain/appearance';

/** 个人中心's route (src/pages/index.ts `profile`, a page outside the menu). */
const PROFILE_PATH = menuPath('profile');

const ROLE_LABELS: Record<AuthUser['role'], string> = { super_admin: '超级管理员', admin: '管理员', staff: '员工' };

const THEME_KEY = 'theme:';

/** The signed-in user with 个人中心, 外观 (浅色, 深色, 跟随系统), 修改密码 and a logout entry. */
export function UserMenu({ user, onLogout }: { user: AuthUser | undefined; onLogout: () => void }) {
  // The dialog (a form, its inputs) loads when first asked for and opens once loaded, so it never
  // suspends the header.
  const passwordDialog = useOnDemand(ChangePasswordDialog, '修改密码加载失败，请检查网络后重试');
  const navigate = useNavigate();
  const name = shownName(user);
  const menu = useMenuOpen();
  const { choice } = useAppearance();
  const choose = (key: string) => {
    const theme = key.startsWith(THEME_KEY) ? key.slice(THEME_KEY.length) : null;
    if (isThemeChoice(theme)) void chooseTheme(theme);
    else if (key === 'logout') onLogout();
    else if (key === 'profile') void navigate(PROFILE_PATH);
    else if (key === 'password') void passwordDialog.show();
  };
  return (
    <>
      <Dropdown
        {...menu.dropdown}
        trigger={['click']}
        getPopupContainer={headerPopupContainer}
        menu={{
          items: [
            { key: 'role', label: user ? (ROLE_LABELS[user.role] ?? user.role) : '', disabled: true },
            { type: 'divider' },
            { key: 'profile', icon: <IdcardOutlined aria-hidden />, label: '个人中心' },
            { type: 'divider' },
            {
              // A group, not a submenu: on a phone a submenu would open off the screen's edge.
              key: 'theme',
              type: 'group',
              label: (
                <>
                  <BgColorsOutlined aria-hidden /> 外观
                </>
              ),
              // The choice shown by a tick and said in its name: a screen reader hears 外观：深色（当前）
              // (antd's group title is not the group's name).
              children: THEME_CHOICES.map((t) => ({
                key: THEME_KEY + t,
                label: (
                  <>
                    <span className="visually-hidden">外观：</span>
                    {THEME_LABELS[t]}
                    {t === choice && <span className="visually-hidden">（当前）</span>}
                  </>
                ),
                icon: t === choice ? <CheckOutlined aria-hidden /> : <span className="user-menu__no-tick" aria-hidden />,
              })),
            },
            { type: 'divider' },
            { key: 'password', icon: <LockOutlined aria-hidden />, label: '修改密码' },
            { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: '退出登录', danger: true },
          ],
          onClick: ({ key }) => choose(key),
        }}
      >
        {/* A real button (Tab, Enter), named by what it shows and what it is (WCAG 2.5.3: the name
            holds the visible text). */}
        <Button {...menu.trigger} type="text" className="user-menu" aria-label={`${name}，用户菜单`}>
          {/* A round badge drawn by layout.css, as antd's small Avatar: its module brings Popover along (Avatar.Group). */}
          <span className="user-menu__avatar" style={{ background: PRIMARY_COLOR }} aria-hidden>
            <UserOutlined />
          </span>
          {/* The name gives way to the avatar alone on a phone (responsive.css). */}
          <span className="user-menu__name">{name}</span>
        </Button>
      </Dropdown>
      {passwordDialog.loaded && <ChangePasswordDialog open={passwordDialog.open} onClose={passwordDialog.close} />}
    </>
  );
}

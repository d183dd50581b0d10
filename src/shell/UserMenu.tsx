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
import { t } from '../i18n/messages/zh-CN/shell';
import { roleLabel } from '../domain/accountRoles';
import { LOCALE_NAMES, isLocale, textLocale, type Locale } from '../i18n/messages/translate';
import { chooseLocale } from '../i18n/chooseLocale';

/** 个人中心's route (src/pages/index.ts `profile`, a page outside the menu). */
const PROFILE_PATH = menuPath('profile');

const THEME_KEY = 'theme:';
const LOCALE_KEY = 'locale:';
/** The language the menu offers: the one not shown. */
const OTHER_LOCALE: Readonly<Record<Locale, Locale>> = { 'zh-CN': 'en-US', 'en-US': 'zh-CN' };

/** The signed-in user with 个人中心, 外观 (浅色, 深色, 跟随系统), 语言 (the other language), 修改密码 and a logout entry. */
export function UserMenu({ user, onLogout }: { user: AuthUser | undefined; onLogout: () => void }) {
  // The dialog (a form, its inputs) loads when first asked for and opens once loaded, so it never
  // suspends the header.
  const passwordDialog = useOnDemand(ChangePasswordDialog, t('passwordLoadFailed'));
  const navigate = useNavigate();
  const name = shownName(user);
  const menu = useMenuOpen();
  const { choice } = useAppearance();
  const choose = (key: string) => {
    const theme = key.startsWith(THEME_KEY) ? key.slice(THEME_KEY.length) : null;
    const locale = key.startsWith(LOCALE_KEY) ? key.slice(LOCALE_KEY.length) : null;
    if (isThemeChoice(theme)) void chooseTheme(theme);
    // Saved to the account, then the page reloads in it (src/i18n/locale.ts).
    else if (isLocale(locale)) void chooseLocale(locale).catch(() => undefined);
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
        rootClassName="user-menu__popup"
        menu={{
          items: [
            { key: 'role', label: user ? roleLabel(user.role) : '', disabled: true },
            { type: 'divider' },
            { key: 'profile', icon: <IdcardOutlined aria-hidden />, label: t('profile') },
            { type: 'divider' },
            {
              // A group, not a submenu: on a phone a submenu would open off the screen's edge.
              key: 'theme',
              type: 'group',
              label: (
                <>
                  <BgColorsOutlined aria-hidden /> {t('appearance')}
                </>
              ),
              // The choice shown by a tick and said in its name: a screen reader hears 外观：深色（当前）
              // (antd's group title is not the group's name).
              children: THEME_CHOICES.map((c) => ({
                key: THEME_KEY + c,
                label: (
                  <>
                    <span className="visually-hidden">{t('appearanceLabel')}</span>
                    {THEME_LABELS[c]}
                    {c === choice && <span className="visually-hidden">{t('currentChoice')}</span>}
                  </>
                ),
                icon: c === choice ? <CheckOutlined aria-hidden /> : <span className="user-menu__no-tick" aria-hidden />,
              })),
            },
            {
              // 语言: the other of the two, named in itself (its reader finds it), said with 语言 to a
              // screen reader (语言：English); choosing reloads the page in it.
              key: LOCALE_KEY + OTHER_LOCALE[textLocale()],
              label: (
                <>
                  <span className="visually-hidden">{t('languageLabel')}</span>
                  <span lang={OTHER_LOCALE[textLocale()]}>{LOCALE_NAMES[OTHER_LOCALE[textLocale()]]}</span>
                </>
              ),
              icon: <span className="user-menu__no-tick" aria-hidden />,
            },
            { type: 'divider' },
            { key: 'password', icon: <LockOutlined aria-hidden />, label: t('changePassword') },
            { key: 'logout', icon: <LogoutOutlined aria-hidden />, label: t('logout'), danger: true },
          ],
          onClick: ({ key }) => choose(key),
        }}
      >
        {/* A real button (Tab, Enter), named by what it shows and what it is (WCAG 2.5.3: the name
            holds the visible text). */}
        <Button {...menu.trigger} type="text" className="user-menu" aria-label={t('userMenu', { name })}>
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

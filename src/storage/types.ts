import type { ThemeChoice } from '../domain/appearance';
import type { Locale } from '../i18n/messages/translate';

/** The signed-in user as the login call returns it. */
export interface AuthUser {
  _id: string;
  username: string;
  displayName: string;
  mobile: string | null;
  role: 'super_admin' | 'admin' | 'staff';
  tenantId: string;
  /** An admin reset the password: 修改密码 comes before anything else (RequireAuth). */
  mustChangePassword?: boolean;
  /** 外观 (src/domain/appearance.ts): the account's choice, kept here for a reload's first frame. */
  theme?: ThemeChoice;
  /** 语言: the account's choice, kept here so a reload loads English before its first frame. */
  locale?: Locale;
}

/** One entry of the user menu (GET /setting/menu/userMenu, payload in `value`). */
export interface MenuEntry {
  _id: string;
  /** Route name of docs/requirements.md §2, e.g. `customer` or `taxes`. */
  name: string;
  label: string;
  /** Name of an @ant-design/icons icon, e.g. `DashboardOutlined`. */
  icon?: string | null;
  /** Full client path, e.g. `/app/setting/taxes`. */
  path: string;
  /** `admin` entries (menu, tenant) are only sent to administrators. */
  type: 'menu' | 'admin';
  sort?: number;
  children?: MenuEntry[];
}

export interface Project {
  _id: string;
  name: string;
  isDefault?: boolean;
}

/** An opened screen of the tab bar (docs/requirements.md §2: an id and a path). */
export interface HistoryEntry {
  id: string;
  path: string;
}

/** Display information of the setting `company_info` (stored as JSON text on the server). */
export interface CompanyInfo {
  logo?: string;
  name?: string;
  address?: string;
}

/** The settings map: setting key → parsed value. */
export type SettingsMap = Record<string, unknown> & { company_info: CompanyInfo };

/** Every client-stored key of docs/requirements.md §3 and the type of its JSON value. */
export interface StoredValues {
  auth: AuthUser;
  authToken: string;
  userMenu: MenuEntry[];
  /** Without company_info while it is the default (src/state/settings.ts). */
  settings: Partial<SettingsMap>;
  isLogout: boolean;
  currentProject: string;
  userProject: Project[];
  history: HistoryEntry[];
  historyActive: string;
}

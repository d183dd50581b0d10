import type { ColumnType } from 'kysely';
import type { UserRole } from '../../core/auth-context';
import type { ThemeChoice } from '../../../../src/domain/appearance';
import type { Locale } from '../../../../src/i18n/messages/translate';

/**
 * Tables of the platform: tenants, users, projects, sessions, settings, menus.
 * Timestamps are ISO-8601 UTC text in both databases so comparisons and ordering are identical;
 * booleans are 0/1 integers; JSON is text.
 */
interface TenantsTable {
  id: string;
  name: string;
  status: number;
  /** Sessions one person may hold at once; the oldest beyond it ends (sign-in/sessions.service.ts). */
  sessions_per_user: ColumnType<number, number | undefined, number>;
  /** 1: screens show the signed-in person's name and the date faintly (设置 → 水印). */
  watermark: ColumnType<number, number | undefined, number>;
  created_at: string;
}

export interface UsersTable {
  id: string;
  tenant_id: string;
  username: string;
  password_hash: string;
  display_name: string;
  mobile: string | null;
  role: UserRole;
  status: number;
  /** 1 after an admin reset the password: the member must set a new one before anything else. */
  must_change_password: ColumnType<number, number | undefined, number>;
  /** The person's main department (部门); null: none yet. Their records belong to it (docs/permissions.md). */
  dept_id: ColumnType<string | null, string | null | undefined, string | null>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** An uploaded image's id (个人中心). */
  avatar: ColumnType<string | null, string | null | undefined, string | null>;
  /** 外观: the theme the person chose (src/domain/appearance.ts), light until they choose. */
  theme: ColumnType<ThemeChoice, ThemeChoice | undefined, ThemeChoice>;
  /** 语言: the interface language the person chose (src/i18n/messages/translate.ts), Chinese until they choose. */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  created_at: string;
}

/** 部门: a tree per tenant. */
export interface DepartmentsTable {
  id: string;
  tenant_id: string;
  name: string;
  parent_id: string | null;
  /** The department's 负责人 (a user of the tenant). */
  leader_id: string | null;
  sort: ColumnType<number, number | undefined, number>;
  created_at: string;
}

interface ProjectsTable {
  id: string;
  tenant_id: string;
  name: string;
  is_default: number;
  created_at: string;
}

interface UserProjectsTable {
  tenant_id: string;
  user_id: string;
  project_id: string;
}

interface SessionsTable {
  id: string;
  tenant_id: string;
  user_id: string;
  /** sha256 of the current bearer token; the token itself is never stored. */
  token_hash: string;
  /** The token replaced by the last rotation stays valid briefly so in-flight requests succeed. */
  prev_token_hash: string | null;
  prev_valid_until: string | null;
  rotated_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** 'logout' | 'elsewhere' | 'disabled' (account or tenant disabled) */
  revoked_reason: string | null;
  /** Where and with what the session signed in, and when it was last used (在线用户). */
  ip: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  last_active_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
}

export interface SettingsTable {
  id: string;
  tenant_id: string;
  project_id: string;
  key: string;
  value: string;
  /** 0 string, 1 number, 2 boolean, 3 date, 4 object, 5 array (docs/requirements.md §3). */
  type: number;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface PlatformTables {
  tenants: TenantsTable;
  users: UsersTable;
  departments: DepartmentsTable;
  projects: ProjectsTable;
  user_projects: UserProjectsTable;
  sessions: SessionsTable;
  settings: SettingsTable;
}

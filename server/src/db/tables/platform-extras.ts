import type { UserRole } from '../../core/auth-context';

/**
 * Tables added by the platform extras: login throttling counters, SMS captchas and the system menu.
 * Same conventions as platform.ts: ISO-8601 UTC text timestamps, 0/1 integers, ids from newId().
 */

/**
 * Rate counters. Failed logins: one row per account (`u:<username>`) or client address (`ip:<addr>`).
 * Hits counted by rate-counter.ts: login attempts (`loginrate:<addr>`) and image checks issued
 * (`chip:<addr>`) per address, SMS codes per number (`sms:<mobile>`) and per address (`smsip:<addr>`).
 */
interface LoginAttemptsTable {
  key: string;
  failures: number;
  window_started_at: string;
  /** No longer written: logins are not locked any more (a challenge is asked instead), see docs/decisions.md. */
  locked_until: string | null;
  updated_at: string;
}

/** One image check (验证码) of the login (migration 1000): a salted hash of the answer, used once. */
interface LoginChallengesTable {
  id: string;
  answer_hash: string;
  salt: string;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

/** One SMS code sent to a mobile number; only a salted hash of the code is stored. */
interface SmsCaptchasTable {
  id: string;
  mobile: string;
  /** What the code is for, e.g. 'register'. */
  purpose: string;
  code_hash: string;
  salt: string;
  attempts: number;
  expires_at: string;
  consumed_at: string | null;
  created_at: string;
}

export type MenuType = 'menu' | 'admin';

/**
 * The system menu, shared by every tenant (it mirrors the client's routes, which are the same
 * for everyone); the user menu is this tree filtered by role.
 */
export interface MenusTable {
  id: string;
  parent_id: string | null;
  /** Route name, unique: `customer`, `taxes`… */
  name: string;
  label: string;
  icon: string | null;
  /** Client path: `/app/customer`. */
  path: string;
  type: MenuType;
  /** Lowest role that sees the entry: staff < admin < super_admin. */
  min_role: UserRole;
  sort: number;
  status: number;
  created_at: string;
  updated_at: string;
}

/**
 * Facts the server remembers about its own data (migration 0500), e.g. `demo_tenant_id`: the seed
 * finds the demo tenant by this id, never by its name, which a super-admin may change.
 */
interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

/** A role of a tenant (migration 1100, docs/requirements.md §10.2); `permissions` is the JSON of src/domain/permissions/grants.ts. */
export interface RolesTable {
  id: string;
  tenant_id: string;
  name: string;
  description: string;
  /** `admin` (管理员) or `staff` (员工) for the built-in roles; null for the ones admins add. */
  built_in_key: 'admin' | 'staff' | null;
  permissions: string;
  created_at: string;
  updated_at: string;
}

/** Which users hold which roles; a user's rights are the union of their roles'. */
interface UserRolesTable {
  tenant_id: string;
  user_id: string;
  role_id: string;
}

export interface PlatformExtrasTables {
  roles: RolesTable;
  user_roles: UserRolesTable;
  login_attempts: LoginAttemptsTable;
  login_challenges: LoginChallengesTable;
  sms_captchas: SmsCaptchasTable;
  menus: MenusTable;
  app_meta: AppMetaTable;
}

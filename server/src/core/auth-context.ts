/**
 * Who is calling: the verified session attached to every authenticated request. It sits in core,
 * beside the scope, because every layer reads it (the HTTP guard, the engine's permission checks,
 * the areas' services) while only the sign-in room creates it (areas/platform/sign-in/sessions.service.ts).
 */

import type { Actor } from './actor';

/** A user's standing in the tenant: what the system menu and the admin routes tell apart. */
export type UserRole = 'super_admin' | 'admin' | 'staff';

/**
 * A session as verified from its token: one object for every request of that token (cached by the sign-in
 * room), so never changed — per-request facts go on the request's own `AuthContext`.
 */
export interface VerifiedSession {
  sessionId: string;
  userId: string;
  tenantId: string;
  username: string;
  displayName: string;
  role: UserRole;
  /** Projects this user may work in. */
  projectIds: readonly string[];
  /** Roles of the tenant this user holds; their rights are the union (areas/platform/roles/roles.service.ts). */
  roleIds: readonly string[];
  /** An admin reset the password: only 修改密码 and logout are served until a new one is set (http/auth-hook.ts). */
  mustChangePassword: boolean;
}

/** A request's caller: its verified session and who is acting, from where (the request's own, made per request). */
export interface AuthContext extends VerifiedSession {
  actor: Actor;
}

/**
 * Who is acting and from where, for the audit trail: the request being served (its verified user,
 * client address and browser), or the server itself (a seed, a sweep). Passed explicitly: the auth
 * hook puts the request's on its `AuthContext` (`auth.actor`), public routes build one for the
 * anonymous caller (http/request-actor.ts), and every write that records an entry names it
 * (docs/decisions.md "Who is acting: passed, not carried").
 */
export interface Actor {
  userId: string | null;
  /** The acting user's tenant (the trail of what is no tenant's own: the system menu). */
  tenantId: string | null;
  userName: string;
  ip: string;
  userAgent: string;
  /** The browser tab the request came from ('' when it says none): live lists do not echo a tab's own writes. */
  tab: string;
}

/** Writes the server makes on its own: seeds, sweeps, migrations of data. */
export const SYSTEM_ACTOR: Actor = Object.freeze({ userId: null, tenantId: null, userName: '系统', ip: '', userAgent: '', tab: '' });

/** Who acts for a write made for `auth` (a request's caller), or 系统 when there is none (a seed, a sweep). */
export const actingFor = (auth: { actor: Actor } | null | undefined): Actor => auth?.actor ?? SYSTEM_ACTOR;

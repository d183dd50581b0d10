import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is acting and from where, for the audit trail: the request being served (its verified user,
 * client address and browser), or the server itself (a seed, a sweep). Carried through the
 * request's async work (http/request-context-hook.ts), so the services deep below — the schema
 * engine, the settings and roles services — record who did a write without each passing it on.
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
const SYSTEM_ACTOR: Actor = { userId: null, tenantId: null, userName: '系统', ip: '', userAgent: '', tab: '' };

const current = new AsyncLocalStorage<() => Actor>();

/** Runs `fn` with `actor` as who is acting (read when a write asks, so a session verified later counts). */
export const actingAs = <T>(actor: () => Actor, fn: () => T): T => current.run(actor, fn);

/** Who is acting now. */
export const currentActor = (): Actor => current.getStore()?.() ?? SYSTEM_ACTOR;

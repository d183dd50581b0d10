import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, UpdateResult } from 'kysely';
import type { Database } from '../../../db/types';
import { recordAudit } from '../../../db/audit/audit-trail';
import { afterCommit } from '../../../db/transactions';
import type { Actor } from '../../../core/actor';
import type { AuditAction } from '../../../../../src/domain/audit/auditEntry';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { RETAIN_MS, SWEEP_BATCH, throttledSweep } from './housekeeping';
import { displayAddress } from './client-network';
import { notFound, unauthorized } from '../../../core/errors';
import { ServerCode } from '../../../../../src/domain/errorCatalogue';
import type { AuthContext, VerifiedSession } from '../../../core/auth-context';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';

export interface VerifyResult {
  auth: VerifiedSession;
  /** Set when the token was rotated: the client must use this one from now on. */
  refreshedToken?: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** After a rotation the previous token keeps working this long, for requests already in flight. */
const ROTATION_GRACE_MS = 2 * 60_000;
/** Change-bus topic: a user's sessions changed (logout, login elsewhere, role or projects). */
const SESSIONS_TOPIC = 'sessions';
/**
 * Verified sessions are cached this long per process; logout, login elsewhere and changes of role
 * or projects clear it at once, in every process (through the change bus).
 */
const CACHE_MS = 5_000;
/** `last_active_at` is written at most this often per session (a rotation writes it too): no write per request. */
const ACTIVITY_WRITE_MS = 60_000;
/** Why a session ended, as `revoked_reason` holds it, for the reasons that answer with their own message. */
const KICKED = 'kicked';
const OTHERS = 'others';

/** A user whose sessions a change ends: the trail names them. */
export interface SignedOut {
  id: string;
  tenant_id: string;
  username: string;
}

/** A sign-in event on the audit trail (登录日志): `note` says why, for a failure or a forced sign-out. */
export function signIn(trx: Kysely<Database>, tenantId: string, actor: Actor, action: AuditAction, note = ''): void {
  recordAudit(trx, { tenantId, kind: 'login', resource: 'session', recordId: actor.userId, recordLabel: note, action, actor });
}

/** 强制下线 of `user` when the update ended any of their sessions; the acting admin (`by`) is on the entry's note. */
async function endedOnTrail(trx: Kysely<Database>, user: SignedOut, result: UpdateResult[], why: string, by: Actor) {
  if (!result.some((r) => Number(r.numUpdatedRows) > 0)) return;
  const note = by.userId && by.userId !== user.id ? `${why}（${by.userName}）` : why;
  signIn(trx, user.tenant_id, { ...by, userId: user.id, userName: user.username }, 'forcedLogout', note);
}

export interface SessionsServiceOptions {
  ttlMinutes: number;
  rotateMinutes: number;
  /** Clock in ms (default Date.now); tests move time with it. */
  now?: () => number;
}

/**
 * Opaque bearer tokens stored as sha256 hashes. A person holds at most their tenant's
 * `sessions_per_user` active sessions: a new login ends the oldest beyond it (they then answer
 * 10205). Activity slides the session by rotating the token (docs/decisions.md「账号」).
 */
export function createSessionsService(db: Db, opts: SessionsServiceOptions) {
  const k = db.kysely;
  const ttlMs = opts.ttlMinutes * 60_000;
  // At half the lifetime at the latest: a session used before it expires always gets a new expiry
  // (a 1-minute session used at 40 s lives on past 60 s), even when the rotation interval is longer.
  const rotateMs = Math.min(opts.rotateMinutes * 60_000, ttlMs / 2);
  const clock = opts.now ?? Date.now;
  /**
   * Keyed by the token itself (a hit then costs no hashing; the database only ever holds hashes).
   * `expiresAt` travels with the entry: a cached session must not outlive its TTL either.
   */
  const cache = new Map<string, { at: number; auth: VerifiedSession; rotatedAt: number; expiresAt: number }>();

  /**
   * Moves on every drop: a check that read the database before a drop must not put what it read
   * back into the cache after it (the drop would be undone for up to CACHE_MS).
   */
  let generation = 0;
  /** Drops this process's cached sessions of a user (all of them when `userId` is undefined). */
  const forgetHere = (userId?: string) => {
    generation++;
    if (userId === undefined) return cache.clear();
    for (const [key, v] of cache) if (v.auth.userId === userId) cache.delete(key);
  };
  /** …here and in every other server process on the database (db/change-bus.ts). */
  const forgetUser = (userId: string) => {
    forgetHere(userId);
    db.changes.publish(SESSIONS_TOPIC, userId);
  };
  db.changes.subscribe(SESSIONS_TOPIC, forgetHere);

  // By tenant first: the keys lead with tenant_id (db/tables/reference-tables.ts), a user id alone would scan.
  async function loadRoleIds(tenantId: string, userId: string) {
    const rows = await k
      .selectFrom('user_roles')
      .select('role_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.role_id);
  }

  async function loadProjectIds(tenantId: string, userId: string) {
    const rows = await k
      .selectFrom('user_projects')
      .select('project_id')
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .execute();
    return rows.map((r) => r.project_id);
  }

  return {
    /**
     * Starts a session for the user (with the caller's address and browser) and ends the oldest
     * active ones beyond the tenant's limit. Returns the bearer token. The sign-in (and the sessions
     * it ended, 强制下线) goes on the audit trail with it, as `who`, from `client` (the signing-in
     * request's address and browser: http/request-actor.ts `actorOf`).
     */
    async create(userId: string, tenantId: string, who: string, client: Actor): Promise<string> {
      const token = newToken();
      const now = new Date(clock());
      const actor = { ...client, userId, userName: who };
      await db.transaction(async (trx) => {
        // Two logins of one user at once: under PostgreSQL's READ COMMITTED neither would see the
        // other's new session and both would stay, past the limit. Locking the user row makes the
        // second wait and then count the first. SQLite runs one transaction at a time anyway (and has
        // no FOR UPDATE).
        if (db.dialect === 'postgres') await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const tenant = await trx.selectFrom('tenants').select('sessions_per_user').where('id', '=', tenantId).executeTakeFirst();
        const keep = Math.max(1, tenant?.sessions_per_user ?? 1) - 1;
        const active = await trx
          .selectFrom('sessions')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', now.toISOString())
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .execute();
        const beyond = active.slice(keep).map((r) => r.id);
        if (beyond.length) {
          await trx
            .updateTable('sessions')
            .set({ revoked_at: now.toISOString(), revoked_reason: 'elsewhere' })
            .where('id', 'in', beyond)
            .execute();
          signIn(trx, tenantId, actor, 'forcedLogout', '在其他地方登录');
        }
        signIn(trx, tenantId, actor, 'login');
        await trx
          .insertInto('sessions')
          .values({
            id: newId(),
            tenant_id: tenantId,
            user_id: userId,
            token_hash: hashToken(token),
            prev_token_hash: null,
            prev_valid_until: null,
            rotated_at: now.toISOString(),
            expires_at: new Date(now.getTime() + ttlMs).toISOString(),
            revoked_at: null,
            revoked_reason: null,
            ip: displayAddress(actor.ip) || null,
            user_agent: actor.userAgent.slice(0, 500) || null,
            last_active_at: now.toISOString(),
            created_at: now.toISOString(),
          })
          .execute();
      });
      forgetUser(userId);
      return token;
    },

    /** Checks a bearer token; throws 401 with 10204 (expired) or 10205 (logged in elsewhere). */
    async verify(token: string, { passive = false }: { passive?: boolean } = {}): Promise<VerifyResult> {
      const nowMs = clock();
      const cached = cache.get(token);
      if (cached && nowMs - cached.at < CACHE_MS && nowMs - cached.rotatedAt < rotateMs && nowMs < cached.expiresAt)
        return { auth: cached.auth };
      const h = hashToken(token);
      const readAt = generation;

      const row = await k
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id',
          's.user_id',
          's.tenant_id',
          's.token_hash',
          's.prev_valid_until',
          's.rotated_at',
          's.expires_at',
          's.revoked_reason',
          's.last_active_at',
          'u.username',
          'u.display_name',
          'u.role',
          'u.status',
          'u.must_change_password',
        ])
        .where((eb) => eb.or([eb('s.token_hash', '=', h), eb('s.prev_token_hash', '=', h)]))
        .executeTakeFirst();
      if (!row) throw unauthorized();
      if (row.revoked_reason === 'elsewhere') throw unauthorized(() => ts('loggedInElsewhere'), ServerCode.LOGGED_IN_ELSEWHERE);
      // A session ended because the account or its tenant was disabled says so, not "expired".
      if (row.revoked_reason === 'disabled') throw unauthorized(() => ts('accountDisabled'));
      // Ended by a password change, an admin's reset or 忘记密码 (endAll / endOthers).
      if (row.revoked_reason === 'password') throw unauthorized(() => ts('passwordChanged'));
      if (row.revoked_reason === KICKED) throw unauthorized(() => ts('kicked'));
      if (row.revoked_reason === OTHERS) throw unauthorized(() => ts('signedOutElsewhere'));
      if (row.revoked_reason) throw unauthorized();
      if (Date.parse(row.expires_at) <= nowMs) throw unauthorized();
      const isPrev = row.token_hash !== h;
      if (isPrev && (!row.prev_valid_until || Date.parse(row.prev_valid_until) <= nowMs)) throw unauthorized();
      if (row.status !== 1) throw unauthorized(() => ts('accountDisabled'));

      const auth: VerifiedSession = {
        sessionId: row.id,
        userId: row.user_id,
        tenantId: row.tenant_id,
        username: row.username,
        displayName: row.display_name,
        role: row.role,
        projectIds: await loadProjectIds(row.tenant_id, row.user_id),
        roleIds: await loadRoleIds(row.tenant_id, row.user_id),
        mustChangePassword: Number(row.must_change_password) === 1,
      };

      let refreshedToken: string | undefined;
      const rotatedAt = Date.parse(row.rotated_at);
      if (passive) {
        // Checked, not used: neither slid nor marked active (nor cached, so a later call does both).
        return { auth };
      } else if (!isPrev && nowMs - rotatedAt >= rotateMs) {
        refreshedToken = newToken();
        const res = await k
          .updateTable('sessions')
          .set({
            token_hash: hashToken(refreshedToken),
            prev_token_hash: h,
            prev_valid_until: new Date(nowMs + ROTATION_GRACE_MS).toISOString(),
            rotated_at: new Date(nowMs).toISOString(),
            expires_at: new Date(nowMs + ttlMs).toISOString(),
            last_active_at: new Date(nowMs).toISOString(),
          })
          .where('id', '=', row.id)
          .where('token_hash', '=', h) // a concurrent rotation wins; this request keeps the grace token
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) refreshedToken = undefined;
        else if (generation === readAt) cache.set(refreshedToken, { at: nowMs, auth, rotatedAt: nowMs, expiresAt: nowMs + ttlMs });
      } else if (!row.last_active_at || nowMs - Date.parse(row.last_active_at) >= ACTIVITY_WRITE_MS) {
        // Only on a cache miss, at most once a minute: 在线用户's 最后活动 without a write per request.
        await k
          .updateTable('sessions')
          .set({ last_active_at: new Date(nowMs).toISOString() })
          .where('id', '=', row.id)
          .execute();
      }
      if (!refreshedToken && !isPrev && generation === readAt)
        cache.set(token, { at: nowMs, auth, rotatedAt, expiresAt: Date.parse(row.expires_at) });
      return { auth, refreshedToken };
    },

    /**
     * Whether a session still serves `projectId` (not ended, not expired, its user enabled and still in
     * the project), with its user's kind, projects and roles as they are now; null when it does not. Read
     * afresh and without sliding or rotating the session: a live stream asks it now and then
     * (schema-engine/live-routes.ts), and must neither keep a session alive nor take its token.
     */
    async stillServes(
      auth: Pick<AuthContext, 'sessionId' | 'tenantId' | 'userId'>,
      projectId: string,
    ): Promise<Pick<AuthContext, 'role' | 'projectIds' | 'roleIds'> | null> {
      const row = await k
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['s.expires_at', 's.revoked_reason', 'u.status', 'u.role'])
        .where('s.id', '=', auth.sessionId)
        .executeTakeFirst();
      if (!row || row.revoked_reason || Date.parse(row.expires_at) <= clock() || Number(row.status) !== 1) return null;
      const projectIds = await loadProjectIds(auth.tenantId, auth.userId);
      if (!projectIds.includes(projectId)) return null;
      return { role: row.role, projectIds, roleIds: await loadRoleIds(auth.tenantId, auth.userId) };
    },

    /** Ends the session of this token (logout), on the audit trail. */
    async revoke(auth: Pick<AuthContext, 'sessionId' | 'userId' | 'tenantId' | 'actor'>): Promise<void> {
      await db.transaction(async (trx) => {
        const [ended] = await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date(clock()).toISOString(), revoked_reason: 'logout' })
          .where('id', '=', auth.sessionId)
          .where('revoked_at', 'is', null)
          .execute();
        if (Number(ended?.numUpdatedRows ?? 0) > 0) signIn(trx, auth.tenantId, auth.actor, 'logout');
      });
      forgetUser(auth.userId);
    },

    /**
     * Ends the user's active sessions after a password change (reason `password`: they answer 401,
     * 10204), all but `keepSessionId` when given (the session that made the change); `by` made it.
     */
    async endForPassword(trx: Kysely<Database>, user: SignedOut, by: Actor, keepSessionId?: string): Promise<void> {
      let q = trx
        .updateTable('sessions')
        .set({ revoked_at: new Date(clock()).toISOString(), revoked_reason: 'password' })
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null);
      if (keepSessionId) q = q.where('id', '!=', keepSessionId);
      await endedOnTrail(trx, user, await q.execute(), '密码已修改', by);
      // Once committed: a check reading before the commit would cache the ended session again.
      afterCommit(trx, `sessions:${user.id}`, () => forgetUser(user.id));
    },

    /**
     * Ends every active session of the users (an account or a tenant disabled: they answer 401 with
     * 账号已停用), each on the audit trail as 强制下线 by `by`, in the caller's transaction.
     */
    async endForDisabled(trx: Kysely<Database>, users: SignedOut[], by: Actor): Promise<void> {
      for (const user of users) {
        const result = await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date(clock()).toISOString(), revoked_reason: 'disabled' })
          .where('user_id', '=', user.id)
          .where('revoked_at', 'is', null)
          .execute();
        await endedOnTrail(trx, user, result, '账号已停用', by);
        afterCommit(trx, `sessions:${user.id}`, () => forgetUser(user.id));
      }
    },

    /**
     * A new token for this session now (after 修改密码: a token copied before the change stops
     * working). The old one keeps working for the rotation's grace, for requests already in flight,
     * as after any rotation; the session's lifetime starts again.
     */
    async renew(sessionId: string, userId: string): Promise<string> {
      const token = newToken();
      const nowMs = clock();
      await k
        .updateTable('sessions')
        .set((eb) => ({
          prev_token_hash: eb.ref('token_hash'),
          token_hash: hashToken(token),
          prev_valid_until: new Date(nowMs + ROTATION_GRACE_MS).toISOString(),
          rotated_at: new Date(nowMs).toISOString(),
          expires_at: new Date(nowMs + ttlMs).toISOString(),
        }))
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      forgetUser(userId);
      return token;
    },

    /**
     * 强退: an admin ends one active session of their tenant (404 for any other id); it answers 401
     * in every process at once, and is on 登录日志 as 强制下线 naming the admin.
     */
    async kick(
      by: Pick<AuthContext, 'tenantId' | 'actor'>,
      sessionId: string,
      /** Refuses (throws) when the caller may not end this person's session (online-sessions.routes.ts). */
      mayEnd: (user: { _id: string; displayName: string; role: string }) => Promise<void>,
    ): Promise<void> {
      const nowIso = new Date(clock()).toISOString();
      const row = await k
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select(['u.id', 'u.tenant_id', 'u.username', 'u.display_name', 'u.role'])
        .where('s.tenant_id', '=', by.tenantId)
        .where('s.id', '=', sessionId)
        .where('s.revoked_at', 'is', null)
        .where('s.expires_at', '>', nowIso)
        .executeTakeFirst();
      if (!row) throw notFound(() => ts('sessionGone'));
      // Before the write: the check reads roles, which on SQLite cannot run beside an open transaction.
      await mayEnd({ _id: row.id, displayName: row.display_name, role: row.role });
      await db.transaction(async (trx) => {
        const result = await trx
          .updateTable('sessions')
          .set({ revoked_at: nowIso, revoked_reason: KICKED })
          .where('id', '=', sessionId)
          .where('revoked_at', 'is', null)
          .execute();
        await endedOnTrail(trx, row, result, '被管理员强制下线', by.actor);
        afterCommit<Database>(trx, `sessions:${row.id}`, () => forgetUser(row.id));
      });
    },

    /** 退出其他设备: ends every active session of the caller but the one asking, in every process. */
    async endOthers(auth: Pick<AuthContext, 'sessionId' | 'userId' | 'tenantId' | 'username' | 'actor'>): Promise<number> {
      const user = { id: auth.userId, tenant_id: auth.tenantId, username: auth.username };
      return db.transaction(async (trx) => {
        const result = await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date(clock()).toISOString(), revoked_reason: OTHERS })
          .where('tenant_id', '=', auth.tenantId)
          .where('user_id', '=', auth.userId)
          .where('id', '!=', auth.sessionId)
          .where('revoked_at', 'is', null)
          .execute();
        await endedOnTrail(trx, user, result, '退出其他设备', auth.actor);
        afterCommit<Database>(trx, `sessions:${user.id}`, () => forgetUser(user.id));
        return result.reduce((n, r) => n + Number(r.numUpdatedRows), 0);
      });
    },

    /** Drops cached sessions of a user, after their role or projects change. */
    forgetUser,

    /**
     * Deletes sessions that expired more than a day ago (revoked ones included: a revoked session
     * never slides again, so it expires at most one TTL after its last use). Once a minute at most.
     */
    sweep: throttledSweep(clock, async (now) => {
      const cutoff = new Date(now - RETAIN_MS).toISOString();
      await k
        .deleteFrom('sessions')
        .where('id', 'in', (eb) => eb.selectFrom('sessions').select('id').where('expires_at', '<', cutoff).limit(SWEEP_BATCH))
        .execute();
    }),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { nowIso } from '../db/time.js';
import { ServerCode, unauthorized } from '../http/errors.js';
import type { UserRole } from '../db/tables/platform.js';

/** Who is calling: attached to every authenticated request. */
export interface AuthContext {
  sessionId: string;
  userId: string;
  tenantId: string;
  username: string;
  displayName: string;
  role: UserRole;
  /** Projects this user may work in. */
  projectIds: string[];
}

export interface VerifyResult {
  auth: AuthContext;
  /** Set when the token was rotated: the client must use this one from now on. */
  refreshedToken?: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
/** After a rotation the previous token keeps working this long, for requests already in flight. */
const ROTATION_GRACE_MS = 2 * 60_000;
/** Verified sessions are cached this long per process; logout and login-elsewhere clear it at once locally. */
const CACHE_MS = 5_000;

export interface SessionsServiceOptions {
  ttlMinutes: number;
  rotateMinutes: number;
}

/**
 * Opaque bearer tokens stored as sha256 hashes. One active session per user: a new login ends
 * the older ones (they then answer 10205). Activity slides the session by rotating the token.
 */
export function createSessionsService(db: Db, opts: SessionsServiceOptions) {
  const k = db.kysely;
  const ttlMs = opts.ttlMinutes * 60_000;
  const rotateMs = opts.rotateMinutes * 60_000;
  const cache = new Map<string, { at: number; auth: AuthContext; rotatedAt: number }>();

  const forgetUser = (userId: string) => {
    for (const [key, v] of cache) if (v.auth.userId === userId) cache.delete(key);
  };

  async function loadProjectIds(userId: string) {
    const rows = await k.selectFrom('user_projects').select('project_id').where('user_id', '=', userId).execute();
    return rows.map((r) => r.project_id);
  }

  return {
    /** Starts a session for the user and ends any other active one. Returns the bearer token. */
    async create(userId: string, tenantId: string): Promise<string> {
      const token = newToken();
      const now = new Date();
      await k.transaction().execute(async (trx) => {
        await trx
          .updateTable('sessions')
          .set({ revoked_at: now.toISOString(), revoked_reason: 'elsewhere' })
          .where('user_id', '=', userId)
          .where('revoked_at', 'is', null)
          .execute();
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
            created_at: now.toISOString(),
          })
          .execute();
      });
      forgetUser(userId);
      return token;
    },

    /** Checks a bearer token; throws 401 with 10204 (expired) or 10205 (logged in elsewhere). */
    async verify(token: string): Promise<VerifyResult> {
      const h = hashToken(token);
      const nowMs = Date.now();
      const cached = cache.get(h);
      if (cached && nowMs - cached.at < CACHE_MS && nowMs - cached.rotatedAt < rotateMs) return { auth: cached.auth };

      const row = await k
        .selectFrom('sessions as s')
        .innerJoin('users as u', 'u.id', 's.user_id')
        .select([
          's.id', 's.user_id', 's.tenant_id', 's.token_hash', 's.prev_valid_until', 's.rotated_at', 's.expires_at',
          's.revoked_reason', 'u.username', 'u.display_name', 'u.role', 'u.status',
        ])
        .where((eb) => eb.or([eb('s.token_hash', '=', h), eb('s.prev_token_hash', '=', h)]))
        .executeTakeFirst();
      if (!row) throw unauthorized();
      if (row.revoked_reason === 'elsewhere') throw unauthorized('您的账号已在其他地方登录，请重新登录', ServerCode.LOGGED_IN_ELSEWHERE);
      // A session ended because the account or its tenant was disabled says so, not "expired".
      if (row.revoked_reason === 'disabled') throw unauthorized('账号已停用，请联系管理员');
      if (row.revoked_reason) throw unauthorized();
      if (Date.parse(row.expires_at) <= nowMs) throw unauthorized();
      const isPrev = row.token_hash !== h;
      if (isPrev && (!row.prev_valid_until || Date.parse(row.prev_valid_until) <= nowMs)) throw unauthorized();
      if (row.status !== 1) throw unauthorized('账号已停用，请联系管理员');

      const auth: AuthContext = {
        sessionId: row.id,
        userId: row.user_id,
        tenantId: row.tenant_id,
        username: row.username,
        displayName: row.display_name,
        role: row.role,
        projectIds: await loadProjectIds(row.user_id),
      };

      let refreshedToken: string | undefined;
      const rotatedAt = Date.parse(row.rotated_at);
      if (!isPrev && nowMs - rotatedAt >= rotateMs) {
        refreshedToken = newToken();
        const res = await k
          .updateTable('sessions')
          .set({
            token_hash: hashToken(refreshedToken),
            prev_token_hash: h,
            prev_valid_until: new Date(nowMs + ROTATION_GRACE_MS).toISOString(),
            rotated_at: new Date(nowMs).toISOString(),
            expires_at: new Date(nowMs + ttlMs).toISOString(),
          })
          .where('id', '=', row.id)
          .where('token_hash', '=', h) // a concurrent rotation wins; this request keeps the grace token
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) refreshedToken = undefined;
        else cache.set(hashToken(refreshedToken), { at: nowMs, auth, rotatedAt: nowMs });
      }
      if (!refreshedToken && !isPrev) cache.set(h, { at: nowMs, auth, rotatedAt });
      return { auth, refreshedToken };
    },

    /** Ends the session of this token (logout). */
    async revoke(sessionId: string, userId: string): Promise<void> {
      await k
        .updateTable('sessions')
        .set({ revoked_at: nowIso(), revoked_reason: 'logout' })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      forgetUser(userId);
    },

    /** Drops cached sessions of a user, after their role or projects change. */
    forgetUser,
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

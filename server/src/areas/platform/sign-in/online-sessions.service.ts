import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import { containsText } from '../../../db/text-search';
import type { ListResult } from '../../../../../src/domain/envelope';
import type { AuthContext } from '../../../core/auth-context';
import { browserAndSystem } from '../audit/user-agent';
import type { OnlineSession } from '../../../../../src/domain/onlineSession';

/**
 * Reading the active sessions (not ended, not expired) of a tenant, newest activity first: every
 * query is filtered on the caller's tenant. Ending them is sessions.service.ts's (kick, endOthers).
 */
export function createOnlineSessionsService(db: Db, now: () => number) {
  const k = db.kysely;
  const active = (tenantId: string) =>
    k
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .where('s.tenant_id', '=', tenantId)
      .where('s.revoked_at', 'is', null)
      .where('s.expires_at', '>', new Date(now()).toISOString());
  const columns = [
    's.id',
    's.user_id',
    'u.username',
    'u.display_name',
    's.ip',
    's.user_agent',
    's.created_at',
    's.last_active_at',
  ] as const;
  type Row = { id: string; user_id: string; username: string; display_name: string } & {
    ip: string | null;
    user_agent: string | null;
    created_at: string;
    last_active_at: string | null;
  };
  const toDto = (r: Row, currentId: string): OnlineSession => ({
    _id: r.id,
    userId: r.user_id,
    userName: r.username,
    displayName: r.display_name,
    ip: r.ip,
    userAgent: r.user_agent,
    ...browserAndSystem(r.user_agent ?? ''),
    createdAt: r.created_at,
    lastActiveAt: r.last_active_at ?? r.created_at,
    current: r.id === currentId,
  });

  return {
    /**
     * 在线用户: the tenant's active sessions, by person (账号或姓名) when `userName` is given. The
     * platform's super-admin is shown to a super-admin only (like 组织与人员, which never lets others manage them).
     */
    async list(auth: AuthContext, q: { pageNo: number; pageSize: number; userName?: string }): Promise<ListResult<OnlineSession>> {
      let base = active(auth.tenantId);
      if (auth.role !== 'super_admin') base = base.where('u.role', '!=', 'super_admin');
      const name = q.userName?.trim();
      if (name)
        base = base.where((eb) => eb.or([containsText('u.username', name, db.dialect), containsText('u.display_name', name, db.dialect)]));
      const total = await base.select(sql<number>`count(*)`.as('c')).executeTakeFirstOrThrow();
      const rows = await base
        .select(columns)
        .orderBy(sql`coalesce(s.last_active_at, s.created_at)`, 'desc')
        .orderBy('s.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute();
      return { rows: rows.map((r) => toDto(r, auth.sessionId)), total: Number(total.c) };
    },

    /** 我的登录设备: the caller's own active sessions, the asking one marked `current`. */
    async mine(auth: AuthContext): Promise<OnlineSession[]> {
      const rows = await active(auth.tenantId)
        .where('s.user_id', '=', auth.userId)
        .select(columns)
        .orderBy(sql`coalesce(s.last_active_at, s.created_at)`, 'desc')
        .orderBy('s.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((r) => toDto(r, auth.sessionId));
    },
  };
}

import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../core/auth-context';
import type { ResourceGrant } from '../../../../../src/domain/permissions/grants';

/**
 * Whose records a data scope reaches (docs/permissions.md「数据范围」): a record belongs to its owner
 * (负责人, else the creator) and, through them, to the owner's current department; so a scope by
 * department is the set of people in the departments it reaches, and the engine's owner condition
 * (`owner IN (…)`, on the `(scope…, owner, sort, id)` index every resource has) applies it.
 *
 * Read on each call, never cached: a person moved, a department moved or a 负责人 changed counts on the
 * very next request, in every process. It is one statement on two small tables, indexed by
 * `(tenant_id, parent_id)` and `(tenant_id, dept_id)`.
 */
export function createDataScopes(db: Db) {
  return {
    /**
     * The owners whose records `grant`'s scope lets `auth` reach, sorted; null: every record (`all`).
     * The user is always among them, so their own records stay in every scope.
     */
    async owners(
      auth: Pick<AuthContext, 'tenantId' | 'userId'>,
      grant: Pick<ResourceGrant, 'scope' | 'deptIds'>,
    ): Promise<string[] | null> {
      const scope = grant.scope ?? 'all';
      if (scope === 'all') return null;
      const t = auth.tenantId;
      const u = auth.userId;
      const chosen = grant.deptIds ?? [];
      if (scope === 'own' && !chosen.length) return [u];
      // The user's departments: their own and those they lead (a 负责人 sees the department they head).
      const base = sql`SELECT dept_id AS id FROM users WHERE tenant_id = ${t} AND id = ${u} AND dept_id IS NOT NULL
        UNION SELECT id FROM departments WHERE tenant_id = ${t} AND leader_id = ${u}`;
      const reach =
        scope === 'deptAndBelow'
          ? sql`WITH RECURSIVE reach(id) AS (${base}
              UNION SELECT d.id FROM departments d JOIN reach r ON d.parent_id = r.id WHERE d.tenant_id = ${t}) `
          : scope === 'dept'
            ? sql`WITH reach(id) AS (${base}) `
            : null;
      const inReach = reach ? sql` OR dept_id IN (SELECT id FROM reach)` : sql``;
      const custom = chosen.length ? sql` OR dept_id IN (${sql.join(chosen)})` : sql``;
      const { rows } = await sql<{ id: string }>`${reach ?? sql``}SELECT id FROM users
        WHERE tenant_id = ${t} AND (id = ${u}${inReach}${custom})`.execute(db.kysely);
      return [...new Set([u, ...rows.map((r) => r.id)])].sort();
    },
  };
}

import type { Db } from '../../../db/client';
import { inTenant } from '../../../db/scope';
import type { AuthContext } from '../../../core/auth-context';
import type { ResourceGrant } from '../../../../../src/domain/permissions/grants';
import { subtreeIds } from '../../../../../src/domain/departments';

/** Change-bus topic: a tenant's departments or a person's department changed. */
const ORG_TOPIC = 'org-tree';
/** Kept this long per process; a change of the tree or of a person's department drops it at once in every process. */
const CACHE_MS = 60_000;

/** What the scopes read of a tenant's organisation, and the owner sets already worked out from it. */
interface OrgSnapshot {
  at: number;
  depts: { id: string; parentId: string | null }[];
  /** Each person's main department. */
  deptOf: Map<string, string | null>;
  /** The departments each person leads (负责人). */
  leads: Map<string, string[]>;
  /** The people of each department. */
  people: Map<string, string[]>;
  /** Owner sets by user and scope, worked out once per snapshot. */
  owners: Map<string, string[]>;
}

/**
 * Whose records a data scope reaches (docs/permissions.md「数据范围」): a record belongs to its owner
 * (负责人, else the creator) and, through them, to the owner's current department; so a scope by
 * department is the set of people in the departments it reaches, and the engine's owner condition
 * (`owner IN (…)`, a list's on PostgreSQL `owner = any($n::text[])`, db/list/owner-set.ts; on the
 * `(scope…, owner, sort, id)` index every resource has) applies it.
 *
 * A tenant's organisation (its departments and who sits where) is read once and kept per process,
 * like roles (roles.service.ts); a department's change or a person's move drops it here and, through
 * the change bus, in every process (`changed`), so the next request of anyone reaches what the move says.
 */
export function createDataScopes(db: Db) {
  const k = db.kysely;
  const cache = new Map<string, OrgSnapshot>();
  // Moves on every drop: a read begun before a drop must not put what it read back into the cache.
  let generation = 0;
  const forgetHere = (tenantId?: string) => {
    generation++;
    if (tenantId === undefined) cache.clear();
    else cache.delete(tenantId);
  };
  db.changes.subscribe(ORG_TOPIC, forgetHere);

  async function snapshot(tenantId: string): Promise<OrgSnapshot> {
    const hit = cache.get(tenantId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit;
    const readAt = generation;
    const [depts, users] = await Promise.all([
      k.selectFrom('departments').select(['id', 'parent_id', 'leader_id']).where(inTenant(tenantId)).execute(),
      k.selectFrom('users').select(['id', 'dept_id']).where(inTenant(tenantId)).execute(),
    ]);
    const snap: OrgSnapshot = {
      at: Date.now(),
      depts: depts.map((d) => ({ id: d.id, parentId: d.parent_id })),
      deptOf: new Map(users.map((u) => [u.id, u.dept_id])),
      leads: new Map(),
      people: new Map(),
      owners: new Map(),
    };
    for (const d of depts) if (d.leader_id) snap.leads.set(d.leader_id, [...(snap.leads.get(d.leader_id) ?? []), d.id]);
    for (const u of users) if (u.dept_id) snap.people.set(u.dept_id, [...(snap.people.get(u.dept_id) ?? []), u.id]);
    if (generation === readAt) cache.set(tenantId, snap);
    return snap;
  }

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
      const u = auth.userId;
      const chosen = grant.deptIds ?? [];
      if (scope === 'own' && !chosen.length) return [u];
      const snap = await snapshot(auth.tenantId);
      const key = `${u}|${scope}|${chosen.join(',')}`;
      const known = snap.owners.get(key);
      if (known) return known;
      // The user's departments: their own and those they lead (a 负责人 sees the department they head).
      const mine = [snap.deptOf.get(u), ...(snap.leads.get(u) ?? [])].filter((d): d is string => !!d);
      const reach = scope === 'deptAndBelow' ? mine.flatMap((d) => subtreeIds(snap.depts, d)) : scope === 'dept' ? mine : [];
      const owners = new Set([u]);
      for (const d of new Set([...reach, ...chosen])) for (const p of snap.people.get(d) ?? []) owners.add(p);
      const sorted = [...owners].sort();
      snap.owners.set(key, sorted);
      return sorted;
    },

    /**
     * A tenant's departments or a person's department changed (after the change committed): the
     * scopes are worked out again on the next request, here and in every process.
     */
    changed(tenantId: string) {
      forgetHere(tenantId);
      db.changes.publish(ORG_TOPIC, tenantId);
    },
  };
}

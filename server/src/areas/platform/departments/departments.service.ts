import { sql, type Kysely } from 'kysely';
import type { Db } from '../../../db/client';
import type { Database } from '../../../db/types';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { badRequest, notFound } from '../../../core/errors';
import type { AuthContext } from '../../../core/auth-context';
import { inTenant } from '../../../db/scope';
import { zhSortKey } from '../../../db/chinese-order';
import {
  buildTree,
  depthOf,
  heightOf,
  subtreeIds,
  DEPARTMENT_MAX_DEPTH,
  DEPARTMENT_NAME_MAX,
  type Department,
  type DepartmentInput,
  type TreeOf,
} from '../../../../../src/domain/departments';
import { departmentOnTrail, type DeptFacts as Row } from './department-trail';
import type { Permissions } from '../../../../../src/domain/permissions/grants';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

/** A department as the tree shows it, without its children (TreeOf adds them). */
type DeptNode = Omit<Department, 'children'>;

/** Siblings by 排序, then by name in pinyin order (the order the lists use, db/chinese-order.ts). */
const siblingOrder = (a: { sort: number; name: string }, b: { sort: number; name: string }) =>
  a.sort - b.sort || (zhSortKey(a.name)! < zhSortKey(b.name)! ? -1 : zhSortKey(a.name)! > zhSortKey(b.name)! ? 1 : 0);

/**
 * 部门 of the caller's tenant: the tree, adding, renaming, moving, 负责人, deleting. The tenant comes
 * from the session: another tenant's department is an unknown id. Rules: README.md beside this file.
 */
interface DepartmentsDeps {
  /** The tree or a 负责人 changed: the data scopes read the organisation again (roles/data-scopes.service.ts). */
  changed(tenantId: string): void;
  /** Refuses a caller whose own reach a move or a 负责人 could widen (roles.service.ts `checkReshapes`). */
  checkReshapes(auth: AuthContext): Promise<void>;
}

export function createDepartmentsService(db: Db, { changed, checkReshapes }: DepartmentsDeps) {
  const k = db.kysely;

  /**
   * The tenant's departments; inside a write (`trx`) locked on PostgreSQL until it ends, so two moves at
   * once cannot each pass the cycle check against the other's old place (SQLite writes one at a time).
   */
  async function rows(tenantId: string, trx?: Kysely<Database>): Promise<Row[]> {
    return (trx ?? k)
      .selectFrom('departments')
      .select(['id', 'name', 'parent_id as parentId', 'leader_id as leaderId', 'sort'])
      .where(inTenant(tenantId))
      .$if(!!trx && db.dialect === 'postgres', (q) => q.forUpdate())
      .execute();
  }

  async function one(tenantId: string, id: string): Promise<Row> {
    const row = (await rows(tenantId)).find((r) => r.id === id);
    if (!row) throw notFound(() => ts('departmentGone'));
    return row;
  }

  function checkedName(name: string | undefined): string {
    const trimmed = (name ?? '').trim();
    if (!trimmed) throw badRequest(() => ts('departmentNameEmpty'));
    if ([...trimmed].length > DEPARTMENT_NAME_MAX) throw badRequest(() => ts('departmentNameTooLong', { max: DEPARTMENT_NAME_MAX }));
    return trimmed;
  }

  async function checkLeader(tenantId: string, leaderId: string | null | undefined): Promise<void> {
    if (!leaderId) return;
    const u = await k
      .selectFrom('users')
      .select('id')
      .where(inTenant(tenantId))
      .where('id', '=', leaderId)
      .where('status', '=', 1)
      .executeTakeFirst();
    if (!u) throw badRequest(() => ts('leaderNotActive'));
  }

  /** The place a department may take: a known parent, not itself or below it, within the depth, a name free there. */
  function checkPlace(all: Row[], self: string | null, name: string, parentId: string | null): void {
    if (parentId && !all.some((r) => r.id === parentId)) throw badRequest(() => ts('parentGone'));
    if (self && parentId && subtreeIds(all, self).includes(parentId)) throw badRequest(() => ts('moveBelowItself'));
    const height = self ? heightOf(all, self) : 1;
    if (depthOf(all, parentId) + height > DEPARTMENT_MAX_DEPTH)
      throw badRequest(() => ts('departmentTooDeep', { max: DEPARTMENT_MAX_DEPTH }));
    const clash = all.find((r) => r.id !== self && r.parentId === parentId && r.name === name);
    if (clash) throw badRequest(() => ts('departmentNameTaken', { name }));
  }

  async function tree(auth: AuthContext): Promise<TreeOf<DeptNode>[]> {
    const all = await rows(auth.tenantId);
    const counts = await k
      .selectFrom('users')
      .select(['dept_id', sql<number>`count(*)`.as('c')])
      .where(inTenant(auth.tenantId))
      .where('dept_id', 'is not', null)
      .groupBy('dept_id')
      .execute();
    const leaderIds = [...new Set(all.map((r) => r.leaderId).filter((x): x is string => !!x))];
    const leaders = leaderIds.length
      ? await k.selectFrom('users').select(['id', 'display_name']).where(inTenant(auth.tenantId)).where('id', 'in', leaderIds).execute()
      : [];
    const nodes = all.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      _id: r.id,
      name: r.name,
      leaderId: r.leaderId,
      leaderName: leaders.find((l) => l.id === r.leaderId)?.display_name ?? '',
      sort: Number(r.sort),
      userCount: Number(counts.find((c) => c.dept_id === r.id)?.c ?? 0),
    }));
    const strip = (n: TreeOf<(typeof nodes)[number]>): TreeOf<DeptNode> => {
      const { id: _drop, ...rest } = n;
      return { ...rest, children: n.children.map(strip) };
    };
    return buildTree(nodes, siblingOrder).map(strip);
  }

  return {
    tree,

    /** The department and all below it, for the people list's filter; an unknown id is refused. */
    async subtree(tenantId: string, id: string): Promise<string[]> {
      const all = await rows(tenantId);
      if (!all.some((r) => r.id === id)) throw badRequest(() => ts('departmentGone'));
      return subtreeIds(all, id);
    },

    /** A person's department as `addUser` / `update` send it: one of the tenant's, or null. */
    async checkDeptId(tenantId: string, deptId: string | null | undefined): Promise<void> {
      if (!deptId) return;
      const d = await k.selectFrom('departments').select('id').where(inTenant(tenantId)).where('id', '=', deptId).executeTakeFirst();
      if (!d) throw badRequest(() => ts('userDepartmentGone'));
    },

    async add(auth: AuthContext, input: DepartmentInput): Promise<DeptNode> {
      const name = checkedName(input.name);
      const parentId = input.parentId || null;
      if (input.leaderId) await checkReshapes(auth);
      await checkLeader(auth.tenantId, input.leaderId);
      const id = newId();
      await db.transaction(async (trx) => {
        checkPlace(await rows(auth.tenantId, trx), null, name, parentId);
        const row = { id, name, parentId, leaderId: input.leaderId || null, sort: input.sort ?? 0 };
        await trx
          .insertInto('departments')
          .values({
            id,
            tenant_id: auth.tenantId,
            name,
            parent_id: parentId,
            leader_id: row.leaderId,
            sort: row.sort,
            created_at: nowIso(),
          })
          .execute();
        await departmentOnTrail(trx, auth, null, row);
      });
      changed(auth.tenantId);
      return find(await tree(auth), id);
    },

    async update(auth: AuthContext, id: string, patch: DepartmentInput): Promise<DeptNode> {
      const before = await one(auth.tenantId, id);
      const name = patch.name === undefined ? before.name : checkedName(patch.name);
      const parentId = patch.parentId === undefined ? before.parentId : patch.parentId || null;
      if (parentId !== before.parentId || (patch.leaderId !== undefined && (patch.leaderId || null) !== before.leaderId))
        await checkReshapes(auth);
      if (patch.leaderId !== undefined) await checkLeader(auth.tenantId, patch.leaderId);
      await db.transaction(async (trx) => {
        checkPlace(await rows(auth.tenantId, trx), id, name, parentId);
        const after = {
          ...before,
          name,
          parentId,
          ...(patch.leaderId !== undefined && { leaderId: patch.leaderId || null }),
          ...(patch.sort !== undefined && { sort: patch.sort }),
        };
        await trx
          .updateTable('departments')
          .set({ name, parent_id: parentId, leader_id: after.leaderId, sort: after.sort })
          .where(inTenant(auth.tenantId))
          .where('id', '=', id)
          .execute();
        await departmentOnTrail(trx, auth, before, after);
      });
      // A move or a new 负责人 changes whose records the department scopes reach (roles/data-scopes.service.ts).
      changed(auth.tenantId);
      return find(await tree(auth), id);
    },

    /** Refused while people or sub-departments remain: nobody is left without a department by accident. */
    async delete(auth: AuthContext, id: string): Promise<void> {
      const before = await one(auth.tenantId, id);
      await db.transaction(async (trx) => {
        const people = await trx
          .selectFrom('users')
          .select(sql<number>`count(*)`.as('c'))
          .where(inTenant(auth.tenantId))
          .where('dept_id', '=', id)
          .executeTakeFirstOrThrow();
        const n = Number(people.c);
        if (n > 0) throw badRequest(() => ts('departmentHasPeople', { n }));
        const child = await trx
          .selectFrom('departments')
          .select('id')
          .where(inTenant(auth.tenantId))
          .where('parent_id', '=', id)
          .executeTakeFirst();
        if (child) throw badRequest(() => ts('departmentHasChildren'));
        // A role's 自定义部门 naming it would keep an id nobody can see or choose again.
        const roles = await trx.selectFrom('roles').select(['name', 'permissions']).where(inTenant(auth.tenantId)).execute();
        const naming = roles.find((r) =>
          Object.values(JSON.parse(r.permissions) as Permissions).some((g) => g.scope === 'custom' && g.deptIds?.includes(id)),
        );
        if (naming) throw badRequest(() => ts('departmentInRoleScope', { role: naming.name }));
        await trx.deleteFrom('departments').where(inTenant(auth.tenantId)).where('id', '=', id).execute();
        await departmentOnTrail(trx, auth, before, before, 'delete');
      });
      changed(auth.tenantId);
    },
  };
}

/** One node of the tree without its children. */
function find(nodes: TreeOf<DeptNode>[], id: string): DeptNode {
  const stack = [...nodes];
  while (stack.length) {
    const { children, ...node } = stack.pop()!;
    if (node._id === id) return node;
    stack.push(...children);
  }
  throw notFound(() => ts('departmentGone'));
}

export type DepartmentsService = ReturnType<typeof createDepartmentsService>;

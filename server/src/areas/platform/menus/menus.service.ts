import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges, enabledWord } from '../../../db/audit/config-changes';
import type { Actor } from '../../../core/actor';
import type { AuditAction, AuditChange } from '../../../../../src/domain/audit/auditEntry';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { notFound, operationFailed } from '../../../core/errors';
import type { UserRole } from '../../../core/auth-context';
import type { MenusTable, MenuType } from '../../../db/tables/platform-extras';
import { isUniqueViolation } from '../../../db/faults';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

/** A user-menu node: the contract the client's layout reads. */
export interface MenuNode {
  _id: string;
  name: string;
  label: string;
  icon: string | null;
  path: string;
  type: MenuType;
  sort: number;
  children: MenuNode[];
}

/** A system-menu node: the user-menu fields plus what the menu editor changes. */
export interface SystemMenuNode extends Omit<MenuNode, 'children'> {
  parentId: string | null;
  minRole: UserRole;
  status: number;
  children: SystemMenuNode[];
}

export interface MenuInput {
  name: string;
  label: string;
  path: string;
  icon?: string | null;
  type?: MenuType;
  sort?: number;
  parentId?: string | null;
  minRole?: UserRole;
  status?: number;
}

const RANK: Record<UserRole, number> = { staff: 0, admin: 1, super_admin: 2 };
/** Change-bus topic: the system menu changed. */
const MENUS_TOPIC = 'menus';
/** Per-process cache of user menus, dropped in every process on an edit; kept at most this long anyway. */
const CACHE_MS = 30_000;

const toSystemNode = (r: MenusTable): SystemMenuNode => ({
  _id: r.id,
  name: r.name,
  label: r.label,
  icon: r.icon,
  path: r.path,
  type: r.type,
  sort: r.sort,
  parentId: r.parent_id,
  minRole: r.min_role,
  status: r.status,
  children: [],
});

/** Builds the tree from flat rows, every level sorted by `sort` then name. */
function buildTree(rows: MenusTable[]): SystemMenuNode[] {
  const nodes = new Map(rows.map((r) => [r.id, toSystemNode(r)]));
  const roots: SystemMenuNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    if (parent) parent.children.push(n);
    else if (!n.parentId) roots.push(n);
  }
  const sortAll = (list: SystemMenuNode[]) => {
    // Ties by name in code point order, which is the root collation's order for Chinese names
    // (localeCompare would load ICU's collation data into the server for it).
    list.sort((a, b) => a.sort - b.sort || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    list.forEach((n) => sortAll(n.children));
  };
  sortAll(roots);
  return roots;
}

/**
 * Whether the caller may list an entry's resource, for entries the permissions cover (docs/requirements.md §10.2);
 * undefined for the others (groups, custom pages), which keep their minimum role.
 */
export type ListGranted = (name: string) => boolean | undefined;

/** Admin-type entries need at least an admin, whatever their min_role says. */
function visibleTo(role: UserRole, n: SystemMenuNode, listed: ListGranted): boolean {
  if (n.status !== 1) return false;
  const granted = listed(n.name);
  if (granted !== undefined) return granted;
  return RANK[role] >= RANK[n.minRole] && (n.type !== 'admin' || RANK[role] >= RANK.admin);
}

function toUserTree(nodes: SystemMenuNode[], role: UserRole, listed: ListGranted): MenuNode[] {
  return (
    nodes
      .filter((n) => visibleTo(role, n, listed))
      // A group whose entries are all hidden goes too.
      .filter((n) => !n.children.length || toUserTree(n.children, role, listed).length > 0)
      .map((n) => ({
        _id: n._id,
        name: n.name,
        label: n.label,
        icon: n.icon,
        path: n.path,
        type: n.type,
        sort: n.sort,
        children: toUserTree(n.children, role, listed),
      }))
  );
}

/** A menu entry's columns as the audit trail names them. */
const MENU_FIELDS = {
  name: '名称',
  label: '菜单名称',
  path: '路径',
  icon: '图标',
  type: '类型',
  sort: '排序',
  parent_id: '上级菜单',
  min_role: '可见角色',
  status: '状态',
};
const WORDS = { status: enabledWord };

/**
 * A change of the system menu on the audit trail, in the write's transaction. The menu is shared
 * by every tenant and edited by the platform's super-admin: it goes on the editor's tenant's trail.
 */
const onTrail = (trx: Kysely<Database>, actor: Actor, action: AuditAction, row: MenusTable, changes?: AuditChange[]) =>
  recordAudit(trx, {
    tenantId: actor.tenantId ?? '',
    resource: 'menu',
    recordId: row.id,
    recordLabel: row.label,
    action,
    changes,
    actor,
  });

/** The system menu (shared by all tenants) and each user's view of it. */
/** An entry with a patch's fields taken over. */
function merged(current: MenusTable, patch: Partial<MenuInput>): MenusTable {
  return {
    ...current,
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.label !== undefined && { label: patch.label }),
    ...(patch.path !== undefined && { path: patch.path }),
    ...(patch.icon !== undefined && { icon: patch.icon }),
    ...(patch.type !== undefined && { type: patch.type }),
    ...(patch.sort !== undefined && { sort: patch.sort }),
    ...(patch.parentId !== undefined && { parent_id: patch.parentId || null }),
    ...(patch.minRole !== undefined && { min_role: patch.minRole }),
    ...(patch.status !== undefined && { status: patch.status }),
    updated_at: nowIso(),
  };
}

export function createMenusService(db: Db) {
  const k = db.kysely;
  /** By role and the names whose list is granted: users of equal rights share one tree. */
  const cache = new Map<string, { at: number; tree: MenuNode[] }>();
  // Another server process edited the menu: its users' views are stale here too.
  // A read that started before a drop must not cache what it read after it.
  let generation = 0;
  const forgetHere = () => {
    generation++;
    cache.clear();
  };
  db.changes.subscribe(MENUS_TOPIC, forgetHere);
  /** Drops the cached user menus here and in every other process (db/change-bus.ts). */
  const forgetMenus = () => {
    forgetHere();
    db.changes.publish(MENUS_TOPIC);
  };
  const loadAll = () => k.selectFrom('menus').selectAll().execute();
  const duplicate = (name: string) => operationFailed(() => ts('menuNameTaken', { name }));

  /** The entry `id`; inside `trx` locked (PostgreSQL) until it ends, so what is written follows what was read. */
  async function get(id: string, trx?: Kysely<Database>): Promise<MenusTable> {
    const row = await (trx ?? k)
      .selectFrom('menus')
      .selectAll()
      .where('id', '=', id)
      .$if(!!trx && db.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) throw notFound(() => ts('menuGone'));
    return row;
  }

  /** A parent must exist and must not be the node itself or one of its descendants. */
  async function checkParent(parentId: string | null | undefined, selfId?: string) {
    if (!parentId) return;
    const rows = await loadAll();
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (!byId.has(parentId)) throw operationFailed(() => ts('parentMenuGone'));
    for (let cur: string | null = parentId; cur; cur = byId.get(cur)?.parent_id ?? null) {
      if (cur === selfId) throw operationFailed(() => ts('parentMenuLoop'));
    }
  }

  async function write<T>(name: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(name);
      throw err;
    } finally {
      forgetMenus();
    }
  }

  return {
    async userMenu(role: UserRole, listed: ListGranted = () => undefined, rightsKey = ''): Promise<MenuNode[]> {
      const key = `${role}|${rightsKey}`;
      const hit = cache.get(key);
      if (hit && Date.now() - hit.at < CACHE_MS) return hit.tree;
      const readAt = generation;
      const tree = toUserTree(buildTree(await loadAll()), role, listed);
      if (generation === readAt) {
        if (cache.size > 1_000) cache.clear();
        cache.set(key, { at: Date.now(), tree });
      }
      return tree;
    },

    async systemMenu(q: { type?: MenuType } = {}): Promise<SystemMenuNode[]> {
      const tree = buildTree(await loadAll());
      return q.type ? tree.filter((n) => n.type === q.type) : tree;
    },

    async add(input: MenuInput, actor: Actor): Promise<SystemMenuNode> {
      await checkParent(input.parentId);
      const now = nowIso();
      const row: MenusTable = {
        id: newId(),
        parent_id: input.parentId || null,
        name: input.name,
        label: input.label,
        icon: input.icon ?? null,
        path: input.path,
        type: input.type ?? 'menu',
        min_role: input.minRole ?? (input.type === 'admin' ? 'admin' : 'staff'),
        sort: input.sort ?? 0,
        status: input.status ?? 1,
        created_at: now,
        updated_at: now,
      };
      await write(input.name, () =>
        db.transaction(async (trx) => {
          await trx.insertInto('menus').values(row).execute();
          onTrail(trx, actor, 'create', row, configChanges(MENU_FIELDS, null, row, WORDS));
        }),
      );
      return toSystemNode(row);
    },

    async update(id: string, patch: Partial<MenuInput>, actor: Actor): Promise<SystemMenuNode> {
      await get(id);
      if (patch.parentId !== undefined) await checkParent(patch.parentId, id);
      // Read, merged and written in one transaction: two saves at once each record the entry the
      // other left, never both the same "before" (docs/audit-trail.md).
      return write(patch.name ?? '', () =>
        db.transaction(async (trx) => {
          const current = await get(id, trx);
          const next = merged(current, patch);
          const { id: _id, created_at: _c, ...set } = next;
          await trx.updateTable('menus').set(set).where('id', '=', id).execute();
          const changes = configChanges(MENU_FIELDS, current, next, WORDS);
          if (changes.length) onTrail(trx, actor, 'update', next, changes);
          return toSystemNode(next);
        }),
      );
    },

    /** Removes the entry and everything under it; returns how many rows went. */
    async remove(id: string, actor: Actor): Promise<{ _id: string; removed: number }> {
      await get(id);
      const rows = await loadAll();
      const doomed = new Set([id]);
      // Rows are few (one per screen): walking them in memory is simpler than a recursive CTE.
      for (let grew = true; grew;) {
        grew = false;
        for (const r of rows) {
          if (r.parent_id && doomed.has(r.parent_id) && !doomed.has(r.id)) {
            doomed.add(r.id);
            grew = true;
          }
        }
      }
      await write('', () =>
        db.transaction(async (trx) => {
          await trx
            .deleteFrom('menus')
            .where('id', 'in', [...doomed])
            .execute();
          for (const r of rows) if (doomed.has(r.id)) onTrail(trx, actor, 'delete', r);
        }),
      );
      return { _id: id, removed: doomed.size };
    },

    /** Drops cached user menus, in every process (removeAllMenuSession). */
    clearCache() {
      forgetMenus();
    },
  };
}

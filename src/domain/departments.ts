/**
 * 部门 as a tree: the rules both sides share (docs/api.md「部门」). Departments of a tenant are few
 * (tens, at most a few thousand), so the tree is built from the flat rows in memory.
 */

/** Deepest a department may sit: the top level is 1. */
export const DEPARTMENT_MAX_DEPTH = 10;
/** Longest name of a department, in characters. */
export const DEPARTMENT_NAME_MAX = 50;

/** A department as the tree shows it (GET /setting/dept/tree), its children in order (排序, then name). */
export interface Department {
  _id: string;
  name: string;
  parentId: string | null;
  leaderId: string | null;
  /** The 负责人's name ('' when none, or when they left the tenant). */
  leaderName: string;
  sort: number;
  /** People whose department this is (not counting those below). */
  userCount: number;
  children: Department[];
}

/** What the department writes send (docs/api.md「部门」); absent keys stay as they are. */
export interface DepartmentInput {
  name?: string;
  parentId?: string | null;
  leaderId?: string | null;
  sort?: number;
}

/** What the tree needs of a department. */
export interface DeptLink {
  id: string;
  parentId: string | null;
}

/**
 * The department and every one below it, `id` first. A parent that points in a circle (which the
 * server refuses, but a copied database might hold) ends the walk instead of looping.
 */
export function subtreeIds(depts: readonly DeptLink[], id: string): string[] {
  const children = new Map<string | null, string[]>();
  for (const d of depts) children.set(d.parentId, [...(children.get(d.parentId) ?? []), d.id]);
  const out: string[] = [];
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    out.push(next);
    stack.push(...(children.get(next) ?? []));
  }
  return out;
}

/** How deep a department sits (top level 1); an unknown id is 0. */
export function depthOf(depts: readonly DeptLink[], id: string | null): number {
  const byId = new Map(depts.map((d) => [d.id, d]));
  let depth = 0;
  const seen = new Set<string>();
  for (let at = id ? byId.get(id) : undefined; at && !seen.has(at.id); at = at.parentId ? byId.get(at.parentId) : undefined) {
    seen.add(at.id);
    depth++;
  }
  return depth;
}

/** How many levels the department's subtree spans (itself alone: 1). */
export function heightOf(depts: readonly DeptLink[], id: string): number {
  const base = depthOf(depts, id);
  return Math.max(...subtreeIds(depts, id).map((d) => depthOf(depts, d))) - base + 1;
}

/** A node of a built tree: the row with its children, in order. */
export type TreeOf<T> = T & { children: TreeOf<T>[] };

/**
 * Nests flat rows under their parents, siblings ordered by `compare`. A row whose parent is not
 * among the rows becomes a top-level one, so nothing is lost.
 */
export function buildTree<T extends DeptLink>(rows: readonly T[], compare: (a: T, b: T) => number): TreeOf<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string | null, T[]>();
  for (const r of rows) {
    const parent = r.parentId && ids.has(r.parentId) && r.parentId !== r.id ? r.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), r]);
  }
  const seen = new Set<string>();
  const nest = (parent: string | null): TreeOf<T>[] =>
    [...(byParent.get(parent) ?? [])]
      .sort(compare)
      .filter((r) => !seen.has(r.id) && seen.add(r.id))
      .map((r) => ({ ...r, children: nest(r.id) }));
  return nest(null);
}

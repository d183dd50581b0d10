import type { Department } from '../../../domain/departments';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';

/** The key of the tree's top node 全部: selecting it clears the filter, dropping on it makes a top-level department. */
export const ALL_KEY = '__all__';

/** Every department of the tree, depth first. */
export function flatten(tree: readonly Department[]): Department[] {
  return tree.flatMap((d) => [d, ...flatten(d.children)]);
}

/** A node of antd's Tree / TreeSelect. */
export interface DeptTreeNode {
  key: string;
  value: string;
  title: string;
  disabled?: boolean;
  children: DeptTreeNode[];
}

/**
 * The tree as antd's Tree and TreeSelect take it. `without` and everything below it are disabled:
 * a department cannot become its own parent or a child of one of its own.
 */
export function toTreeNodes(tree: readonly Department[], opts: { counts?: boolean; without?: string } = {}): DeptTreeNode[] {
  const walk = (nodes: readonly Department[], blocked: boolean): DeptTreeNode[] =>
    nodes.map((d) => {
      const off = blocked || d._id === opts.without;
      return {
        key: d._id,
        value: d._id,
        title: opts.counts && d.userCount ? t('departmentWithCount', { name: d.name, n: d.userCount }) : d.name,
        ...(off && { disabled: true }),
        children: walk(d.children, off),
      };
    });
  return walk(tree, false);
}

/** Where a drop lands relative to the node it was dropped on. */
export type DropWhere = 'before' | 'inside' | 'after';

/**
 * antd's drop event in words: `dropPosition` counts among the target's siblings, the target's own
 * index is the last part of its `pos` ("0-1-2").
 */
export function dropWhere(e: { dropToGap: boolean; dropPosition: number; pos: string }): DropWhere {
  if (!e.dropToGap) return 'inside';
  return e.dropPosition - Number(e.pos.split('-').pop()) < 0 ? 'before' : 'after';
}

/**
 * The update a drop asks for: the new parent and a 排序 beside the target (siblings of equal 排序 sort
 * by name), or null when the drop changes nothing or would put the department under itself.
 */
export function dropMove(
  tree: readonly Department[],
  dragId: string,
  targetKey: string,
  where: DropWhere,
): { parentId: string | null; sort: number } | null {
  const all = flatten(tree);
  const drag = all.find((d) => d._id === dragId);
  if (!drag) return null;
  const below = new Set(flatten([drag]).map((d) => d._id));
  if (targetKey === ALL_KEY) return where === 'inside' ? { parentId: null, sort: nextSort(tree, dragId) } : null;
  const target = all.find((d) => d._id === targetKey);
  if (!target || below.has(target._id)) return null;
  if (where === 'inside') return { parentId: target._id, sort: nextSort(target.children, dragId) };
  const sort = where === 'after' ? target.sort + 1 : Math.max(0, target.sort - 1);
  if (drag.parentId === target.parentId && drag.sort === sort) return null;
  return { parentId: target.parentId, sort };
}

/** Last among the given siblings. */
function nextSort(siblings: readonly Department[], dragId: string): number {
  const others = siblings.filter((d) => d._id !== dragId);
  return others.length ? Math.max(...others.map((d) => d.sort)) + 1 : 0;
}

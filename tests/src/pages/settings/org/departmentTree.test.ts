import { describe, expect, it } from 'vitest';
import type { Department } from '../../../../../src/domain/departments';
import {
  ALL_KEY,
  dropMove,
  dropWhere,
  flatten,
  toTreeNodes,
  type DeptTreeNode,
} from '../../../../../src/pages/settings/org/departmentTree';

const dept = (
  _id: string,
  name: string,
  parentId: string | null,
  sort: number,
  children: Department[] = [],
  userCount = 0,
): Department => ({
  _id,
  name,
  parentId,
  leaderId: null,
  leaderName: '',
  sort,
  userCount,
  children,
});
// 公司 → 销售部 (sort 1) → 华东组 (1), 华北组 (2); 财务部 (2)
const tree = [
  dept('co', '公司', null, 0, [
    dept('sales', '销售部', 'co', 1, [dept('east', '华东组', 'sales', 1, [], 2), dept('north', '华北组', 'sales', 2)]),
    dept('fin', '财务部', 'co', 2),
  ]),
];

describe('the department tree of 组织与人员', () => {
  it('lists every department depth first', () => {
    expect(flatten(tree).map((d) => d._id)).toEqual(['co', 'sales', 'east', 'north', 'fin']);
  });

  it('builds the nodes of Tree and TreeSelect, with head counts, a department and those below it disabled as its own parent', () => {
    const nodes = toTreeNodes(tree, { counts: true });
    expect(nodes[0].children[0].children.map((n) => n.title)).toEqual(['华东组（2）', '华北组']);
    const disabled = (ns: DeptTreeNode[]): string[] => ns.flatMap((n) => [...(n.disabled ? [n.key] : []), ...disabled(n.children)]);
    expect(disabled(toTreeNodes(tree, { without: 'sales' }))).toEqual(['sales', 'east', 'north']);
  });

  it("reads antd's drop event: on a node is inside, a gap before or after it", () => {
    expect(dropWhere({ dropToGap: false, dropPosition: 1, pos: '0-0-1' })).toBe('inside');
    expect(dropWhere({ dropToGap: true, dropPosition: 0, pos: '0-0-1' })).toBe('before');
    expect(dropWhere({ dropToGap: true, dropPosition: 2, pos: '0-0-1' })).toBe('after');
  });

  it('turns a drop into the update: parent and a 排序 beside the target, last inside a node', () => {
    expect(dropMove(tree, 'fin', 'sales', 'inside')).toEqual({ parentId: 'sales', sort: 3 });
    expect(dropMove(tree, 'fin', 'east', 'after')).toEqual({ parentId: 'sales', sort: 2 });
    expect(dropMove(tree, 'north', 'east', 'before')).toEqual({ parentId: 'sales', sort: 0 });
    expect(dropMove(tree, 'fin', 'north', 'inside')).toEqual({ parentId: 'north', sort: 0 });
    expect(dropMove(tree, 'east', ALL_KEY, 'inside')).toEqual({ parentId: null, sort: 1 });
  });

  it('asks nothing for a drop under itself or one of its own, beside 全部, or where it already is', () => {
    expect(dropMove(tree, 'sales', 'east', 'inside')).toBeNull();
    expect(dropMove(tree, 'sales', 'sales', 'after')).toBeNull();
    expect(dropMove(tree, 'fin', ALL_KEY, 'before')).toBeNull();
    expect(dropMove(tree, 'fin', 'sales', 'after')).toBeNull();
    expect(dropMove(tree, 'gone', 'sales', 'inside')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { buildTree, depthOf, heightOf, subtreeIds } from '../../../src/domain/departments';

// 公司 → 销售部 → (华东组 → 上海小组), (华北组); 财务部
const rows = [
  { id: 'east', parentId: 'sales', name: '华东组', sort: 1 },
  { id: 'co', parentId: null, name: '公司', sort: 0 },
  { id: 'finance', parentId: 'co', name: '财务部', sort: 2 },
  { id: 'sh', parentId: 'east', name: '上海小组', sort: 0 },
  { id: 'sales', parentId: 'co', name: '销售部', sort: 1 },
  { id: 'north', parentId: 'sales', name: '华北组', sort: 1 },
];
const byName = (a: { sort: number; name: string }, b: { sort: number; name: string }) =>
  a.sort - b.sort || a.name.localeCompare(b.name, 'zh');
const names = (nodes: ReturnType<typeof buildTree<(typeof rows)[number]>>): unknown[] =>
  nodes.map((n) => (n.children.length ? { [n.name]: names(n.children) } : n.name));

describe('department tree rules', () => {
  it('nests rows under their parents, siblings in the given order', () => {
    expect(names(buildTree(rows, byName))).toEqual([{ 公司: [{ 销售部: ['华北组', { 华东组: ['上海小组'] }] }, '财务部'] }]); // 华北 before 华东: pinyin bei < dong
  });

  it('puts a row whose parent is missing at the top, and never loops on a circle', () => {
    const orphan = [...rows, { id: 'lost', parentId: 'gone', name: '孤儿', sort: 9 }];
    expect(buildTree(orphan, byName).map((n) => n.name)).toEqual(['公司', '孤儿']);
    const circle = [
      { id: 'a', parentId: 'b' },
      { id: 'b', parentId: 'a' },
    ];
    expect(subtreeIds(circle, 'a').sort()).toEqual(['a', 'b']);
    expect(depthOf(circle, 'a')).toBe(2);
  });

  it('finds a department and all below it, itself first', () => {
    expect(subtreeIds(rows, 'sales')[0]).toBe('sales');
    expect(subtreeIds(rows, 'sales').sort()).toEqual(['east', 'north', 'sales', 'sh']);
    expect(subtreeIds(rows, 'finance')).toEqual(['finance']);
  });

  it('measures depth from the top (1) and the levels a subtree spans', () => {
    expect(depthOf(rows, 'co')).toBe(1);
    expect(depthOf(rows, 'sh')).toBe(4);
    expect(depthOf(rows, null)).toBe(0);
    expect(heightOf(rows, 'co')).toBe(4);
    expect(heightOf(rows, 'sales')).toBe(3);
    expect(heightOf(rows, 'north')).toBe(1);
  });
});

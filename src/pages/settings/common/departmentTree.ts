import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES } from '../../../providers/customCalls';

/** A department as `GET /setting/dept/tree` answers it (docs/api.md「部门」). */
export interface DepartmentNode {
  _id: string;
  name: string;
  parentId: string | null;
  leaderId: string | null;
  sort: number;
  children: DepartmentNode[];
}

/** A node of antd's TreeSelect / Tree: the department's id as value and key, its name as title. */
export interface DepartmentOption {
  value: string;
  key: string;
  title: string;
  children: DepartmentOption[];
}

export const departmentOptions = (nodes: readonly DepartmentNode[]): DepartmentOption[] =>
  nodes.map((n) => ({ value: n._id, key: n._id, title: n.name, children: departmentOptions(n.children) }));

const NO_DEPARTMENTS: DepartmentNode[] = [];

/** The tenant's department tree (one read; a tenant has few departments). */
export function useDepartmentTree({ enabled = true }: { enabled?: boolean } = {}) {
  const { query } = useCustom<{ value: DepartmentNode[] }>({
    url: '/setting/dept/tree',
    method: 'get',
    ...CLIENT_NOTICES,
    meta: { silent: true },
    queryOptions: { enabled },
  });
  const tree = query.data?.data?.value ?? NO_DEPARTMENTS;
  return { tree, options: useMemo(() => departmentOptions(tree), [tree]), loading: query.isFetching, refetch: () => query.refetch() };
}

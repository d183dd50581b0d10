import { useMemo } from 'react';
import { useCustom } from '@refinedev/core';
import { CLIENT_NOTICES, SUCCESS_NOTICE, useCustomCall, useCustomWrite } from '../../../providers/customCalls';
import type { Role } from '../../settings/common/roles';

/** A node of the system menu (GET /setting/menu/systemMenu, payload in `value`). */
export interface SystemMenuNode {
  _id: string;
  name: string;
  label: string;
  icon: string | null;
  path: string;
  type: 'menu' | 'admin';
  sort: number;
  parentId: string | null;
  minRole: Role;
  status: number;
  children: SystemMenuNode[];
}

export type MenuInput = Omit<SystemMenuNode, '_id' | 'children'>;

// One empty tree, so an empty answer does not look like a new tree on every render (the form resets on a new tree).
const NO_NODES: SystemMenuNode[] = [];

/**
 * The system menu, read through refine's useCustom: `tree` is null until the first answer, and
 * empty when it could not be read (the HTTP client showed why); `reload` reads it again.
 */
export function useSystemMenu() {
  const { query } = useCustom<{ value: SystemMenuNode[] | null }>({ url: '/setting/menu/systemMenu', method: 'get', ...CLIENT_NOTICES });
  const value = query.data?.data?.value;
  const tree: SystemMenuNode[] | null = query.data ? (value ?? NO_NODES) : query.isError ? NO_NODES : null;
  return { tree, reload: async () => void (await query.refetch()) };
}

/**
 * The system-menu writes of docs/requirements.md §7. Every write is followed by removeAllMenuSession, so the
 * server's cached user menus are rebuilt on the next read.
 */
export function useMenuApi() {
  const write = useCustomWrite();
  const call = useCustomCall();
  return useMemo(
    () => ({
      add: (body: Partial<MenuInput>) => write<{ value: SystemMenuNode }>('/setting/menu/addSystemMenu', 'post', body, SUCCESS_NOTICE),
      update: (body: Partial<MenuInput> & { _id: string }) =>
        write<{ value: SystemMenuNode }>('/setting/menu/updateSystemMenu', 'post', body, SUCCESS_NOTICE),
      remove: (_id: string) => write('/setting/menu/removeSystemMenu', 'post', { _id }, SUCCESS_NOTICE),
      // A GET that changes state (the spec's route): no mutation hook sends a GET, so the data provider's custom.
      clearSessions: () => call({ url: '/setting/menu/removeAllMenuSession', method: 'get' }),
    }),
    [write, call],
  );
}

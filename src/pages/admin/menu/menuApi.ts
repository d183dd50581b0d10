import { apiGet, apiPost } from '../../../providers/httpClient';
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

const ok = { successNotice: true } as const;

/**
 * The system-menu calls of SPEC section 7. Every write is followed by removeAllMenuSession, so the
 * server's cached user menus are rebuilt on the next read.
 */
export const menuApi = {
  systemMenu: async () => (await apiGet<{ value: SystemMenuNode[] }>('/setting/menu/systemMenu')).value ?? [],
  add: (body: Partial<MenuInput>) => apiPost<{ value: SystemMenuNode }>('/setting/menu/addSystemMenu', body, ok),
  update: (body: Partial<MenuInput> & { _id: string }) => apiPost<{ value: SystemMenuNode }>('/setting/menu/updateSystemMenu', body, ok),
  remove: (_id: string) => apiPost('/setting/menu/removeSystemMenu', { _id }, ok),
  clearSessions: () => apiGet('/setting/menu/removeAllMenuSession'),
};

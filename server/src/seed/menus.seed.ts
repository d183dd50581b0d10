import type { Db } from '../db/client.js';
import { newId } from '../db/ids.js';
import { nowIso } from '../db/time.js';
import type { MenusTable } from '../db/tables/platform-extras.js';

export interface MenuSeed {
  name: string;
  label: string;
  icon: string;
  type?: MenusTable['type'];
  minRole?: MenusTable['min_role'];
  children?: MenuSeed[];
}

/** The menu of SPEC section 2, in its order; icons are @ant-design/icons names. */
export const SYSTEM_MENU: MenuSeed[] = [
  { name: 'dashboard', label: '仪表盘', icon: 'DashboardOutlined' },
  { name: 'order', label: '订单', icon: 'ShoppingCartOutlined' },
  { name: 'payment', label: '付款', icon: 'PayCircleOutlined' },
  { name: 'customer', label: '客户', icon: 'TeamOutlined' },
  { name: 'customer_quotation', label: '客户报价单', icon: 'FileTextOutlined' },
  { name: 'customer_potential', label: '潜在客户', icon: 'UserAddOutlined' },
  { name: 'customer_potential_quotation', label: '潜在客户报价单', icon: 'FileSearchOutlined' },
  { name: 'customer_tags', label: '客户标签', icon: 'TagsOutlined' },
  { name: 'product', label: '产品', icon: 'AppstoreOutlined' },
  { name: 'product_categories', label: '产品分类', icon: 'ApartmentOutlined' },
  { name: 'supplier', label: '供应商', icon: 'ShopOutlined' },
  {
    name: 'setting',
    label: '设置',
    icon: 'SettingOutlined',
    children: [
      { name: 'taxes', label: '税费', icon: 'AccountBookOutlined' },
      { name: 'paymode', label: '付款方式', icon: 'CreditCardOutlined' },
      // People, roles and projects are managed by admins; staff would only meet 403 pages there.
      { name: 'org', label: '组织与人员', icon: 'ClusterOutlined', minRole: 'admin' },
      { name: 'general', label: '设置', icon: 'ControlOutlined' },
      { name: 'role', label: '角色管理', icon: 'SafetyCertificateOutlined', minRole: 'admin' },
      { name: 'projects', label: '多项目管理', icon: 'ProjectOutlined', minRole: 'admin' },
    ],
  },
  { name: 'menu', label: '菜单设置', icon: 'MenuOutlined', type: 'admin', minRole: 'admin' },
  // Tenants are managed by super-admins only, so tenant admins do not get an entry they cannot use.
  { name: 'tenant', label: '租户管理', icon: 'BankOutlined', type: 'admin', minRole: 'super_admin' },
];

/** Rows for the seed tree: paths follow the client routes (`/app/<name>`, `/app/setting/<name>`). */
export function menuRows(seed: MenuSeed[], parent: { id: string; path: string } | null = null): MenusTable[] {
  const now = nowIso();
  return seed.flatMap((m, i) => {
    const id = newId();
    const path = `${parent ? parent.path : '/app'}/${m.name}`;
    const row: MenusTable = {
      id,
      parent_id: parent?.id ?? null,
      name: m.name,
      label: m.label,
      icon: m.icon,
      path,
      type: m.type ?? 'menu',
      min_role: m.minRole ?? 'staff',
      sort: (i + 1) * 10,
      status: 1,
      created_at: now,
      updated_at: now,
    };
    return [row, ...menuRows(m.children ?? [], { id, path })];
  });
}

/** Seeds the system menu once: skipped when any menu row exists (an edited menu is never overwritten). */
export async function seedMenus(db: Db): Promise<{ created: boolean }> {
  const k = db.kysely;
  const any = await k.selectFrom('menus').select('id').limit(1).executeTakeFirst();
  if (any) return { created: false };
  await k.insertInto('menus').values(menuRows(SYSTEM_MENU)).execute();
  return { created: true };
}

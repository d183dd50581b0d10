/**
 * The one menu definition (docs/requirements.md §2.4): the routes under /app in menu order, their
 * groups, and who sees them. Read by the client's route table, the server's menu seed and the menu
 * editor's defaults. A schema resource's entry takes its label and icon from the schema, so they
 * are written once; a schema not listed here still gets an entry (at the end of its `parent`
 * group, or of the menu) unless it says `inMenu: false`. So adding a resource with a menu entry is
 * its schema file and one line in ./index.ts.
 */
import type { ResourceSchema } from './types';

/** Who may see an entry, lowest first: 员工 < 管理员 < 超级管理员. */
type MenuRole = 'staff' | 'admin' | 'super_admin';
/** `admin`: an admin-type route (菜单设置, 租户管理), never shown to staff. */
type MenuType = 'menu' | 'admin';

/** One entry as declared: a route name, and for pages and groups their own label and icon. */
export interface MenuItem {
  /** Route name (`customer`, `taxes`, `org`…). */
  name: string;
  /** Chinese label; a resource's entry leaves it out and takes its schema's. */
  label?: string;
  /** An @ant-design/icons name; a resource's entry takes its schema's. */
  icon?: string;
  type?: MenuType;
  /** Lowest role that sees the entry (default staff; admin-type entries need at least an admin). */
  minRole?: MenuRole;
  /** A group: a heading with entries under it and no screen of its own. */
  children?: MenuItem[];
}

/** An entry with everything resolved: label, icon, path, and whether it is a group. */
export interface ResolvedMenuItem {
  name: string;
  label: string;
  icon?: string;
  type: MenuType;
  minRole: MenuRole;
  /** Client path: `/app/<name>`, `/app/<group>/<name>` under a group. */
  path: string;
  /** The group it sits in. */
  parent?: string;
  /** True for a group (a heading without a screen). */
  group: boolean;
  children: ResolvedMenuItem[];
}

/** The menu of docs/requirements.md §2.4, in its order. Resources name themselves only. */
export const MENU: readonly MenuItem[] = [
  { name: 'dashboard', label: '仪表盘', icon: 'DashboardOutlined' },
  { name: 'order' },
  { name: 'payment' },
  { name: 'customer' },
  { name: 'customer_quotation' },
  { name: 'customer_potential' },
  { name: 'customer_potential_quotation' },
  { name: 'customer_tags' },
  { name: 'product' },
  { name: 'product_categories' },
  { name: 'supplier' },
  {
    name: 'setting',
    label: '设置',
    icon: 'SettingOutlined',
    children: [
      { name: 'taxes' },
      { name: 'paymode' },
      // People, roles and projects are managed by admins; staff would only meet 403 pages there.
      { name: 'org', label: '组织与人员', icon: 'ClusterOutlined', minRole: 'admin' },
      { name: 'general', label: '设置', icon: 'ControlOutlined' },
      { name: 'role', label: '角色管理', icon: 'SafetyCertificateOutlined', minRole: 'admin' },
      { name: 'projects', label: '多项目管理', icon: 'ProjectOutlined', minRole: 'admin' },
      // The resource designer (docs/requirements.md §10.3): admins add business objects and fields in the browser.
      { name: 'resource', label: '数据模型', icon: 'DatabaseOutlined', minRole: 'admin' },
      // Who changed what, and who signed in (docs/audit-trail.md).
      { name: 'auditLog', label: '操作日志', icon: 'AuditOutlined', minRole: 'admin' },
      { name: 'loginLog', label: '登录日志', icon: 'LoginOutlined', minRole: 'admin' },
      // Who is signed in now, and 强退 (docs/api.md「在线用户」).
      { name: 'onlineUser', label: '在线用户', icon: 'TeamOutlined', minRole: 'admin' },
    ],
  },
  { name: 'menu', label: '菜单设置', icon: 'MenuOutlined', type: 'admin', minRole: 'admin' },
  // Tenants are managed by super-admins only, so tenant admins do not get an entry they cannot use.
  { name: 'tenant', label: '租户管理', icon: 'BankOutlined', type: 'admin', minRole: 'super_admin' },
];

/** The declared label of each of the menu's own entries, by name: only these have English (en-US/schemas.ts). */
const declaredLabels = (): Map<string, string> => {
  const labels = new Map<string, string>();
  const walk = (items: readonly MenuItem[]) =>
    items.forEach((i) => (i.label !== undefined && labels.set(i.name, i.label), walk(i.children ?? [])));
  walk(MENU);
  return labels;
};

/** The client path of an entry: `/app/<name>`, or `/app/<group>/<name>` under a group. */
export const menuPath = (name: string, parent?: string) => `/app/${parent ? `${parent}/` : ''}${name}`;

/** Schemas `menu` does not list, by the `parent` group they ask for (undefined: the top level). */
function unlisted(menu: readonly MenuItem[], schemas: readonly ResourceSchema[]): Map<string | undefined, ResourceSchema[]> {
  const listed = new Set<string>();
  const walk = (items: readonly MenuItem[]) => items.forEach((i) => (listed.add(i.name), walk(i.children ?? [])));
  walk(menu);
  const byParent = new Map<string | undefined, ResourceSchema[]>();
  for (const s of schemas) {
    if (listed.has(s.name) || s.inMenu === false) continue;
    const list = byParent.get(s.parent) ?? [];
    list.push(s);
    byParent.set(s.parent, list);
  }
  return byParent;
}

/**
 * The menu with every entry resolved against the schemas: resources take their schema's label and
 * icon (an entry whose schema is missing is labelled by its name); schemas not listed are added at
 * the end of their `parent` group, or of the menu.
 */
export function resolveMenu(
  schemas: readonly ResourceSchema[],
  menu: readonly MenuItem[] = MENU,
  shownLabel: (name: string, label: string) => string = (_name, label) => label,
): ResolvedMenuItem[] {
  const byName = new Map(schemas.map((s) => [s.name, s]));
  const extra = unlisted(menu, schemas);
  const declared = declaredLabels();
  // A label as declared is shown as `shownLabel` says (a screen: in the interface's language); one an
  // admin wrote stays theirs. Without it, the declared Chinese: what the server and the system menu keep.
  const ownLabel = (item: MenuItem) =>
    item.label !== undefined && declared.get(item.name) === item.label ? shownLabel(item.name, item.label) : item.label;
  const fromSchema = (s: ResourceSchema): MenuItem => ({ name: s.name });
  const resolve = (item: MenuItem, parent?: string): ResolvedMenuItem => {
    const schema = byName.get(item.name);
    const label = ownLabel(item) ?? schema?.label ?? item.name;
    const type = item.type ?? 'menu';
    const added = item.children ? (extra.get(item.name) ?? []).map(fromSchema) : [];
    const children = [...(item.children ?? []), ...added].map((c) => resolve(c, item.name));
    return {
      name: item.name,
      label,
      icon: item.icon ?? schema?.icon,
      type,
      minRole: item.minRole ?? (type === 'admin' ? 'admin' : 'staff'),
      path: menuPath(item.name, parent),
      ...(parent ? { parent } : {}),
      group: !!item.children,
      children,
    };
  };
  // Added at the end; a `parent` naming no group of the menu still gets its entry, at the top level.
  const groups = new Set(menu.filter((i) => i.children).map((i) => i.name));
  const top = [...menu];
  for (const [parent, list] of extra) if (parent === undefined || !groups.has(parent)) top.push(...list.map(fromSchema));
  return top.map((i) => resolve(i));
}

/** Every resolved entry, groups and their children, depth first. */
export function flattenMenu(items: readonly ResolvedMenuItem[]): ResolvedMenuItem[] {
  return items.flatMap((i) => [i, ...flattenMenu(i.children)]);
}

/** A route of SPEC section 2 with its Chinese menu label. */
export interface SystemRoute {
  name: string;
  label: string;
  /** Name of an @ant-design/icons icon (the user menu's own icon wins when it sends one). */
  icon: string;
  parent?: string;
  /** Admin-type route: only administrators get it in their menu. */
  adminOnly?: boolean;
  /** A menu group without a screen of its own. */
  group?: boolean;
}

/** Children of /app in menu order (SPEC section 2). */
export const SYSTEM_ROUTES: readonly SystemRoute[] = [
  { name: 'dashboard', label: '仪表盘', icon: 'DashboardOutlined' },
  { name: 'order', label: '订单', icon: 'ShoppingCartOutlined' },
  { name: 'payment', label: '付款', icon: 'PayCircleOutlined' },
  { name: 'customer', label: '客户', icon: 'TeamOutlined' },
  { name: 'customer_quotation', label: '客户报价单', icon: 'FileTextOutlined' },
  { name: 'customer_potential', label: '潜在客户', icon: 'UserAddOutlined' },
  { name: 'customer_potential_quotation', label: '潜在客户报价单', icon: 'FileSearchOutlined' },
  { name: 'customer_tags', label: '客户标签', icon: 'TagsOutlined' },
  { name: 'product', label: '产品', icon: 'ShoppingOutlined' },
  { name: 'product_categories', label: '产品分类', icon: 'AppstoreOutlined' },
  { name: 'supplier', label: '供应商', icon: 'ShopOutlined' },
  { name: 'setting', label: '设置', icon: 'SettingOutlined', group: true },
  { name: 'taxes', label: '税费', icon: 'AccountBookOutlined', parent: 'setting' },
  { name: 'paymode', label: '付款方式', icon: 'CreditCardOutlined', parent: 'setting' },
  { name: 'org', label: '组织与人员', icon: 'ApartmentOutlined', parent: 'setting' },
  { name: 'general', label: '设置', icon: 'ControlOutlined', parent: 'setting' },
  { name: 'role', label: '角色管理', icon: 'SafetyCertificateOutlined', parent: 'setting' },
  { name: 'projects', label: '多项目管理', icon: 'ProjectOutlined', parent: 'setting' },
  { name: 'menu', label: '菜单设置', icon: 'MenuOutlined', adminOnly: true },
  { name: 'tenant', label: '租户管理', icon: 'ClusterOutlined', adminOnly: true },
];

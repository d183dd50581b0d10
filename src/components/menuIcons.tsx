import {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ClusterOutlined,
  ControlOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  LoginOutlined,
  MenuOutlined,
  MoneyCollectOutlined,
  PayCircleOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons menu entries may name. An explicit map rather than `import *`, which would ship every
 * icon of the library; an unknown name falls back to a neutral icon. Every icon the menu definition
 * and the schemas name (src/schemas/menu.ts, `icon` of each schema) must be here: a test checks it.
 */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ClusterOutlined,
  ControlOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  LoginOutlined,
  MenuOutlined,
  MoneyCollectOutlined,
  PayCircleOutlined,
  ProjectOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  TagsOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
};

/** Whether `name` is in the map (a name that is not shows the fallback icon). */
export function hasMenuIcon(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(ICONS, name);
}

/** The icon a menu entry names, or the neutral fallback for a name the map does not hold. */
export function menuIcon(name: string | null | undefined) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

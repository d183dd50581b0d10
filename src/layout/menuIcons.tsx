import {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, BankOutlined, ClusterOutlined, ControlOutlined, CreditCardOutlined,
  DashboardOutlined, FileSearchOutlined, FileTextOutlined, MenuOutlined, MoneyCollectOutlined, PayCircleOutlined,
  ProjectOutlined, SafetyCertificateOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined,
  TagsOutlined, TeamOutlined, UserAddOutlined, UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * The icons menu entries may name. An explicit map rather than `import *`, which would ship every
 * icon of the library; an unknown name falls back to a neutral icon.
 */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined, ApartmentOutlined, AppstoreOutlined, BankOutlined, ClusterOutlined, ControlOutlined, CreditCardOutlined,
  DashboardOutlined, FileSearchOutlined, FileTextOutlined, MenuOutlined, MoneyCollectOutlined, PayCircleOutlined,
  ProjectOutlined, SafetyCertificateOutlined, SettingOutlined, ShopOutlined, ShoppingCartOutlined, ShoppingOutlined,
  TagsOutlined, TeamOutlined, UserAddOutlined, UserOutlined,
};

export function menuIcon(name: string | null | undefined) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

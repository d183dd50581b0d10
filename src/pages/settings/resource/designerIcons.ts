/**
 * The icons an admin may give an added resource: a dozen of the menu's icon map
 * (src/components/menuIcons.tsx), so whatever is chosen renders in the menu exactly as chosen.
 */
import { hasMenuIcon } from '../../../components/menuIcons';

const CHOICES: readonly { value: string; label: string }[] = [
  { value: 'AppstoreOutlined', label: '应用' },
  { value: 'FileTextOutlined', label: '文档' },
  { value: 'FileSearchOutlined', label: '档案' },
  { value: 'TeamOutlined', label: '团队' },
  { value: 'UserOutlined', label: '人员' },
  { value: 'ShopOutlined', label: '门店' },
  { value: 'ShoppingOutlined', label: '商品' },
  { value: 'ShoppingCartOutlined', label: '采购' },
  { value: 'TagsOutlined', label: '标签' },
  { value: 'ProjectOutlined', label: '项目' },
  { value: 'AccountBookOutlined', label: '账簿' },
  { value: 'MoneyCollectOutlined', label: '收款' },
  { value: 'CreditCardOutlined', label: '卡证' },
  { value: 'BankOutlined', label: '机构' },
  { value: 'ApartmentOutlined', label: '组织' },
];

/** The icon choices the menu can draw (a name the map lost would show its neutral fallback). */
export const ICON_CHOICES = CHOICES.filter((c) => hasMenuIcon(c.value));

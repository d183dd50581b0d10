/**
 * The icons an admin may give an added resource: a dozen of the menu's icon map
 * (src/components/menuIcons.tsx), so whatever is chosen renders in the menu exactly as chosen.
 */
import { hasMenuIcon } from '../../../components/menuIcons';
import type { designerFormTexts } from '../../../i18n/messages/zh-CN/designerForm';

/** Each icon with the key of its name (designerForm texts, translated where shown). */
const CHOICES: readonly { value: string; label: keyof typeof designerFormTexts }[] = [
  { value: 'AppstoreOutlined', label: 'iconApp' },
  { value: 'FileTextOutlined', label: 'iconDocument' },
  { value: 'FileSearchOutlined', label: 'iconArchive' },
  { value: 'TeamOutlined', label: 'iconTeam' },
  { value: 'UserOutlined', label: 'iconPerson' },
  { value: 'ShopOutlined', label: 'iconShop' },
  { value: 'ShoppingOutlined', label: 'iconGoods' },
  { value: 'ShoppingCartOutlined', label: 'iconPurchase' },
  { value: 'TagsOutlined', label: 'iconTags' },
  { value: 'ProjectOutlined', label: 'iconProject' },
  { value: 'AccountBookOutlined', label: 'iconLedger' },
  { value: 'MoneyCollectOutlined', label: 'iconPayment' },
  { value: 'CreditCardOutlined', label: 'iconCard' },
  { value: 'BankOutlined', label: 'iconInstitution' },
  { value: 'ApartmentOutlined', label: 'iconOrganization' },
];

/** The icon choices the menu can draw (a name the map lost would show its neutral fallback). */
export const ICON_CHOICES = CHOICES.filter((c) => hasMenuIcon(c.value));

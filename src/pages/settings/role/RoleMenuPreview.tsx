import { useMemo } from 'react';
import { Drawer, Empty, Menu, Typography } from 'antd';
import type { MenuProps } from 'antd';
import type { RoleDto } from '../../../domain/permissions/grants';
import { resolveMenu, type ResolvedMenuItem } from '../../../schemas/menu';
import { useServedSchemas } from '../../../state/servedSchemas';
import { menuIcon } from '../../../components/menuIcons';
import { menuForRole } from './roleMenuPreview';
import { t } from '../../../i18n/messages/zh-CN/settingsRole';
import { roleName } from '../../../domain/builtInRoles';

type Item = Required<MenuProps>['items'][number];

const toItems = (items: readonly ResolvedMenuItem[]): Item[] =>
  items.map((i) => ({
    key: i.name,
    icon: menuIcon(i.icon),
    label: i.label,
    ...(i.group ? { children: toItems(i.children) } : {}),
  }));

/** 预览菜单: the side menu a role would show, with the side menu's icons, open and not clickable. */
export function RoleMenuPreview({ role, onClose }: { role: RoleDto | null; onClose(): void }) {
  // Resolved against the served schemas: the tenant's published added resources have entries too.
  const schemas = useServedSchemas();
  const menu = useMemo(() => (role ? menuForRole(resolveMenu(schemas), role.permissions) : []), [role, schemas]);
  return (
    <Drawer
      open={role !== null}
      onClose={onClose}
      width={320}
      title={role ? t('menuOf', { name: roleName(role) }) : t('previewMenu')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('previewHint')}</Typography.Paragraph>
      {menu.length ? (
        <Menu
          mode="inline"
          selectable={false}
          defaultOpenKeys={menu.filter((i) => i.group).map((i) => i.name)}
          items={toItems(menu)}
          style={{ borderInlineEnd: 'none' }}
        />
      ) : (
        <Empty description={t('noMenu')} />
      )}
    </Drawer>
  );
}

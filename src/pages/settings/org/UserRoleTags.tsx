import { Space, Tag } from 'antd';
import type { RoleDto } from '../../../domain/permissions/grants';
import type { OrgUser } from '../common/platformApi';
import { RoleTag } from '../common/RoleTag';
import { ROLE_COLORS } from '../common/roles';
import { t } from '../../../i18n/messages/zh-CN/settingsOrg';
import { roleName } from '../../../domain/builtInRoles';

/** The built-in roles keep the colours of their account levels; roles added by admins share one. */
const colorOf = (r: RoleDto) => (r.builtInKey ? ROLE_COLORS[r.builtInKey] : 'purple');

/**
 * A person's roles as tags, by name. The platform's super-admin holds no tenant role: 超级管理员.
 * Until the roles are read (or when they cannot be) the account level the list row carries stands in.
 */
export function UserRoleTags({ user, roles }: { user: Pick<OrgUser, 'role' | 'roleIds'>; roles: Map<string, RoleDto> | null }) {
  if (user.role === 'super_admin' || !roles) return <RoleTag role={user.role} />;
  return (
    <Space size={[0, 4]} wrap>
      {(user.roleIds ?? []).map((id) => {
        const r = roles.get(id);
        return r ? (
          <Tag key={id} color={colorOf(r)}>
            {roleName(r)}
          </Tag>
        ) : (
          <Tag key={id}>{t('deletedRole')}</Tag>
        );
      })}
    </Space>
  );
}

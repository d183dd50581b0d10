import { Tag } from 'antd';
import { ROLE_COLORS, type Role } from './roles';
import { roleLabel } from '../../../domain/accountRoles';

/** A role as a tag, one colour per role. */
export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLORS[role]}>{roleLabel(role)}</Tag>;
}

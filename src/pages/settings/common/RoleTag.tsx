import { Tag } from 'antd';
import { ROLE_COLORS, ROLE_LABELS, type Role } from './roles';

/** A role as a tag, one colour per role. */
export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role] ?? role}</Tag>;
}

import { domainRolesTexts, t } from '../i18n/messages/zh-CN/domainRoles';

/** The two roles every tenant is given: editable, never deleted (docs/permissions.md). */
export type BuiltInRoleKey = 'admin' | 'staff';

const KEYS = {
  admin: { name: 'adminRoleName', description: 'adminRoleDescription' },
  staff: { name: 'staffRoleName', description: 'staffRoleDescription' },
} as const;

/** A built-in role's name and description as a tenant is given them: in Chinese, as they are stored. */
export function builtInRoleDefaults(key: BuiltInRoleKey): { name: string; description: string } {
  return { name: domainRolesTexts[KEYS[key].name], description: domainRolesTexts[KEYS[key].description] };
}

/** A role as a screen shows it: the built-in ones carry their key. */
interface ShownRole {
  name: string;
  description?: string;
  builtInKey?: BuiltInRoleKey | null;
}

/**
 * A role's name in the shown language: a built-in role still named as given shows the given name's
 * translation; a name an admin typed stays theirs (as a menu entry's label does). Only for showing:
 * a form edits the stored name.
 */
export function roleName(role: ShownRole): string {
  const key = role.builtInKey;
  return key && role.name === domainRolesTexts[KEYS[key].name] ? t(KEYS[key].name) : role.name;
}

/** A role's description in the shown language, by the same rule as its name. */
export function roleDescription(role: ShownRole): string {
  const key = role.builtInKey;
  const given = role.description ?? '';
  return key && given === domainRolesTexts[KEYS[key].description] ? t(KEYS[key].description) : given;
}

import { domainBuiltInRolesTexts as GIVEN, t } from '../i18n/messages/zh-CN/domainBuiltInRoles';

/** The two roles every tenant is given: editable, never deleted (docs/permissions.md). */
export type BuiltInRoleKey = 'admin' | 'staff';

const KEYS = {
  admin: { name: 'adminRoleName', description: 'adminRoleDescription' },
  staff: { name: 'staffRoleName', description: 'staffRoleDescription' },
} as const;

/** A built-in role's name and description as a tenant is given them: in Chinese, as they are stored. */
export function builtInRoleDefaults(key: BuiltInRoleKey): { name: string; description: string } {
  return { name: GIVEN[KEYS[key].name], description: GIVEN[KEYS[key].description] };
}

/** A role as a screen shows it: the built-in ones carry their key. */
interface ShownRole {
  name: string;
  description?: string;
  builtInKey?: BuiltInRoleKey | null;
}

/**
 * A role's name in the shown language: a built-in role still named as given shows the given name's
 * translation; a name an admin typed stays theirs (as a menu entry's label does). A form shows it too,
 * and sends back what is stored while it is left as shown (`asStored`).
 */
export function roleName(role: ShownRole): string {
  const key = role.builtInKey;
  return key && role.name === GIVEN[KEYS[key].name] ? t(KEYS[key].name) : role.name;
}

/** A role's description in the shown language, by the same rule as its name. */
export function roleDescription(role: ShownRole): string {
  const key = role.builtInKey;
  const described = role.description ?? '';
  return key && described === GIVEN[KEYS[key].description] ? t(KEYS[key].description) : described;
}

/**
 * What an edit of `role` sends for its name and description: each left as shown is sent as stored, so
 * opening a built-in role in English and saving its rights does not rename it "Admin".
 */
export function asStored(role: ShownRole, typed: { name: string; description: string }): { name: string; description: string } {
  return {
    name: typed.name === roleName(role) ? role.name : typed.name,
    description: typed.description === roleDescription(role) ? (role.description ?? '') : typed.description,
  };
}

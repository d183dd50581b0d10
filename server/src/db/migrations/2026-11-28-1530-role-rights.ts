import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../client';

type Grant = { actions: string[]; scope?: string; fields?: Record<string, string> };
type Rights = Record<string, Grant>;

/** The settings resources 员工 was seeded with in full, and the read actions it keeps (frozen as of this migration). */
const SETTINGS = ['taxes', 'paymode'];
const SEEDED_SETTINGS_ACTIONS = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'];
const READ = ['list', 'show', 'export'];
/** The built-in resources with a 负责人 field (permissionCatalogue.ts ownerFieldOf, frozen as of this migration). */
const OWNED = ['customer', 'customer_potential'];

/** Whether a stored design (published JSON) has a 负责人 field of its own. */
function designHasOwner(published: string | null): boolean {
  if (!published) return false;
  try {
    const fields = (JSON.parse(published) as { fields?: { name?: string; virtual?: boolean; custom?: boolean }[] }).fields ?? [];
    return fields.some((f) => f.name === 'ownerId' && !f.virtual && !f.custom);
  } catch {
    return false;
  }
}

/**
 * Stored roles brought in line with two rules (docs/permissions.md, docs/decisions.md):
 * - 员工 reads the settings: where the built-in 员工 still holds 税费 and 付款方式 exactly as it was
 *   seeded (every action), it keeps list, show and export. A grant an admin changed is theirs and stays.
 * - 转移 (`transfer`) is its own right: every role that could write a resource with a 负责人 over the
 *   whole project (scope `all`) could set any 负责人 yesterday and keeps it; a role limited to its own
 *   records (`own`) could only give them away by the defect this closes, and does not get it.
 */
export const roleRights = (_dialect: DialectName): Migration => ({
  async up(db: Kysely<any>) {
    const owned = new Map<string, Set<string>>();
    for (const d of await db.selectFrom('resource_designs').select(['tenant_id', 'name', 'published']).execute())
      if (designHasOwner(d.published)) owned.set(d.tenant_id, new Set([...(owned.get(d.tenant_id) ?? []), d.name]));
    const roles = await db.selectFrom('roles').select(['id', 'tenant_id', 'built_in_key', 'permissions']).execute();
    for (const role of roles) {
      let rights: Rights;
      try {
        rights = JSON.parse(role.permissions) as Rights;
      } catch {
        continue;
      }
      let changed = false;
      if (role.built_in_key === 'staff')
        for (const name of SETTINGS) {
          const g = rights[name];
          const asSeeded =
            g && g.actions.length === SEEDED_SETTINGS_ACTIONS.length && SEEDED_SETTINGS_ACTIONS.every((a) => g.actions.includes(a));
          if (asSeeded && !g.fields) [g.actions, changed] = [READ.slice(), true];
        }
      for (const name of [...OWNED, ...(owned.get(role.tenant_id) ?? [])]) {
        const g = rights[name];
        const writes = g && (g.actions.includes('create') || g.actions.includes('edit'));
        if (writes && (g.scope ?? 'all') === 'all' && !g.actions.includes('transfer'))
          [g.actions, changed] = [[...g.actions, 'transfer'], true];
      }
      if (changed)
        await db
          .updateTable('roles')
          .set({ permissions: JSON.stringify(rights) })
          .where('id', '=', role.id)
          .execute();
    }
  },
  // Nothing to undo safely: an admin may have edited the roles since.
  async down() {},
});

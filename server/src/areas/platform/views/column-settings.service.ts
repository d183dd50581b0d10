import type { Db } from '../../../db/client';
import type { ColumnSettingsDto } from '../../../../../src/schemas/listView';
import { nowIso } from '../../../core/time';

const names = (text: string): string[] => {
  try {
    const v = JSON.parse(text) as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * A user's columns of each resource's list (docs/schema-engine.md, 视图与列设置): per user and
 * resource in their tenant, the same in every project, since a person hides the columns they do not
 * need wherever they open the list. A preference of one person, not configuration others rely on,
 * so it is not on the audit trail.
 */
export function createColumnSettingsService(db: Db) {
  const k = db.kysely;
  return {
    async get(tenantId: string, userId: string, resource: string): Promise<ColumnSettingsDto> {
      const row = await k
        .selectFrom('list_columns')
        .selectAll()
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .where('resource', '=', resource)
        .executeTakeFirst();
      return { resource, hidden: row ? names(row.hidden) : [], order: row ? names(row.column_order) : [] };
    },

    /** Replaces the user's settings of the resource (one row, written whole: the last save wins). */
    async put(tenantId: string, userId: string, input: ColumnSettingsDto): Promise<ColumnSettingsDto> {
      const values = { hidden: JSON.stringify(input.hidden), column_order: JSON.stringify(input.order), updated_at: nowIso() };
      await k
        .insertInto('list_columns')
        .values({ tenant_id: tenantId, user_id: userId, resource: input.resource, ...values })
        .onConflict((oc) => oc.columns(['tenant_id', 'user_id', 'resource']).doUpdateSet(values))
        .execute();
      return input;
    },
  };
}

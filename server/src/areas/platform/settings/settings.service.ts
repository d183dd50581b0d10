import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import type { AuditAction, AuditChange } from '../../../../../src/domain/audit/auditEntry';
import { sql } from 'kysely';
import type { Db } from '../../../db/client';
import { newId } from '../../../core/ids';
import { nowIso } from '../../../core/time';
import { badRequest, notFound, operationFailed } from '../../../core/errors';
import type { ListResult } from '../../../../../src/domain/envelope';
import type { Scope } from '../../../core/scope';
import type { SettingsTable } from '../../../db/tables/platform';
import { isUniqueViolation } from '../../../db/faults';
import { containsText } from '../../../db/text-search';
import { inScope, scopeColumns } from '../../../db/scope';
import { t as ts } from '../../../messages/zh-CN/serverSettings';
import type { Actor } from '../../../core/actor';

/** Setting value types of docs/requirements.md §3. */
const SettingType = { STRING: 0, NUMBER: 1, BOOLEAN: 2, DATE: 3, OBJECT: 4, ARRAY: 5 } as const;

/** A setting as the API shows it: `value` is the stored text (JSON text for objects and arrays). */
export interface SettingDto {
  _id: string;
  key: string;
  value: string;
  type: number;
  description: string | null;
  createdAt: string;
  updatedAt: string;
}

const toDto = (r: SettingsTable): SettingDto => ({
  _id: r.id,
  key: r.key,
  value: r.value,
  type: r.type,
  description: r.description,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a setting's value should be, as its refusal names it. */
type KindKey = 'kindText' | 'kindNumber' | 'kindBoolean' | 'kindDate' | 'kindObject' | 'kindArray';

function parseJson(v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/**
 * Checks `value` against `type` and returns the text to store. Clients may send the native JSON
 * value (true, 12, {…}) or its text ('true', '12', '{…}'); both are accepted, anything else is 400.
 */
function normalizeSettingValue(type: number, value: unknown): string {
  const fail = (what: KindKey) => badRequest(() => ts('settingValueType', { what: ts(what) }));
  switch (type) {
    case SettingType.STRING:
      if (typeof value !== 'string') throw fail('kindText');
      return value;
    case SettingType.NUMBER: {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) throw fail('kindNumber');
      return String(n);
    }
    case SettingType.BOOLEAN:
      if (value === true || value === 'true') return 'true';
      if (value === false || value === 'false') return 'false';
      throw fail('kindBoolean');
    case SettingType.DATE: {
      const text = typeof value === 'string' ? value.trim() : '';
      if (/^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)) return text;
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) && Number.isFinite(Date.parse(text))) return new Date(text).toISOString();
      throw fail('kindDate');
    }
    case SettingType.OBJECT: {
      const v = typeof value === 'string' ? parseJson(value) : value;
      if (!isPlainObject(v)) throw fail('kindObject');
      return JSON.stringify(v);
    }
    case SettingType.ARRAY: {
      const v = typeof value === 'string' ? parseJson(value) : value;
      if (!Array.isArray(v)) throw fail('kindArray');
      return JSON.stringify(v);
    }
    default:
      throw badRequest(() => ts('settingTypeRange'));
  }
}

export interface SettingInput {
  key: string;
  value: unknown;
  type: number;
  description?: string | null;
}

/** A setting's columns as the audit trail names them (company_info included: it is a setting). */
const SETTING_FIELDS = { key: '键', value: '值', type: '类型', description: '描述' };

/** A change of a setting by `actor` on the audit trail, in the write's transaction. */
const onTrail = (
  trx: Kysely<Database>,
  scope: Scope,
  actor: Actor,
  action: AuditAction,
  row: Pick<SettingsTable, 'id' | 'key'>,
  changes?: AuditChange[],
) =>
  recordAudit(trx, {
    tenantId: scope.tenantId,
    projectId: scope.projectId,
    resource: 'setting',
    recordId: row.id,
    recordLabel: row.key,
    action,
    changes,
    actor,
  });

/** Settings of one tenant and project; every query is filtered on the caller's scope. */
export function createSettingsService(db: Db) {
  const k = db.kysely;
  const settingsOf = (s: Scope) => k.selectFrom('settings').where(inScope(s));
  const duplicate = (key: string) => operationFailed(() => ts('settingKeyTaken', { key }));

  /** The setting `id` of the scope; inside `trx` locked (PostgreSQL) until it ends, so what is written follows what was read. */
  async function findById(scope: Scope, id: string, trx?: Kysely<Database>) {
    const row = await (trx ?? k)
      .selectFrom('settings')
      .where(inScope(scope))
      .selectAll()
      .where('id', '=', id)
      .$if(!!trx && db.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!row) throw notFound(() => ts('settingGone'));
    return row;
  }

  return {
    async list(scope: Scope, q: { pageNo: number; pageSize: number; key?: string; type?: number }): Promise<ListResult<SettingDto>> {
      let base = settingsOf(scope);
      if (q.key) base = base.where(containsText('key', q.key, db.dialect));
      if (q.type !== undefined) base = base.where('type', '=', q.type);
      const total = await base.select(sql<number>`count(*)`.as('c')).executeTakeFirstOrThrow();
      const rows = await base
        .selectAll()
        .orderBy('key')
        .limit(q.pageSize)
        .offset((q.pageNo - 1) * q.pageSize)
        .execute();
      return { rows: rows.map(toDto), total: Number(total.c) };
    },

    /** The setting with this key, or null when the project has none. */
    async getByKey(scope: Scope, key: string): Promise<SettingDto | null> {
      const row = await settingsOf(scope).selectAll().where('key', '=', key).executeTakeFirst();
      return row ? toDto(row) : null;
    },

    async add(scope: Scope, input: SettingInput, actor: Actor): Promise<SettingDto> {
      const value = normalizeSettingValue(input.type, input.value);
      if (await settingsOf(scope).select('id').where('key', '=', input.key).executeTakeFirst()) throw duplicate(input.key);
      const now = nowIso();
      const row: SettingsTable = {
        id: newId(),
        ...scopeColumns(scope),
        key: input.key,
        value,
        type: input.type,
        description: input.description ?? null,
        created_at: now,
        updated_at: now,
      };
      try {
        await db.transaction(async (trx) => {
          await trx.insertInto('settings').values(row).execute();
          onTrail(trx, scope, actor, 'create', row, configChanges(SETTING_FIELDS, null, row));
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw duplicate(input.key);
        throw err;
      }
      return toDto(row);
    },

    /** Updates by `_id` within the scope; the value is checked against the (new or current) type. */
    async update(scope: Scope, id: string, patch: Partial<SettingInput>, actor: Actor): Promise<SettingDto> {
      const key = patch.key;
      try {
        // Read, merged and written in one transaction: two saves at once each record the value the
        // other left, never both the same "before" (docs/audit-trail.md).
        return await db.transaction(async (trx) => {
          const current = await findById(scope, id, trx);
          const type = patch.type ?? current.type;
          if (patch.type !== undefined && patch.value === undefined) normalizeSettingValue(type, current.value);
          const value = patch.value !== undefined ? normalizeSettingValue(type, patch.value) : current.value;
          const next = {
            key: key ?? current.key,
            value,
            type,
            description: patch.description !== undefined ? patch.description : current.description,
            updated_at: nowIso(),
          };
          if (
            next.key !== current.key &&
            (await trx.selectFrom('settings').where(inScope(scope)).select('id').where('key', '=', next.key).executeTakeFirst())
          )
            throw duplicate(next.key);
          await trx.updateTable('settings').set(next).where('id', '=', id).where(inScope(scope)).execute();
          const changes = configChanges(SETTING_FIELDS, current, next);
          if (changes.length) onTrail(trx, scope, actor, 'update', { ...current, ...next }, changes);
          return toDto({ ...current, ...next });
        });
      } catch (err) {
        if (isUniqueViolation(err) && key) throw duplicate(key);
        throw err;
      }
    },

    async remove(scope: Scope, id: string, actor: Actor): Promise<void> {
      await db.transaction(async (trx) => {
        const row = await trx.selectFrom('settings').selectAll().where('id', '=', id).where(inScope(scope)).executeTakeFirst();
        if (!row) throw notFound(() => ts('settingGone'));
        await trx.deleteFrom('settings').where('id', '=', id).where(inScope(scope)).execute();
        onTrail(trx, scope, actor, 'delete', row);
      });
    },
  };
}

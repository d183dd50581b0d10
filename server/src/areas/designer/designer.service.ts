import { recordAudit } from '../../db/audit/audit-trail';
import type { Kysely } from 'kysely';
import type { FieldSchema, ResourceSchema } from '../../../../src/schemas/types';
import {
  designProblems,
  extensionProblems,
  saveProblems,
  takenNames,
  designNameRule,
  isDesignName,
  isTakenName,
  type DesignTargetLookup,
} from '../../../../src/schemas/designCheck';
import { SchemaError } from '../../../../src/schemas/validateSchema';
import type { Db } from '../../db/client';
import type { Database } from '../../db/types';
import type { AuthContext } from '../../core/auth-context';
import { refuseRolesBlockingAdd } from '../platform/roles/role-conflicts';
import { badRequest, notFound } from '../../core/errors';
import { nowIso } from '../../core/time';
import type { ResourceEngine } from '../../schema-engine/engine';
import { assertServerSchema, ServerSchemaError } from '../../schema-engine/schema-check';
import { planPublish, type PublishPlan, type StoredColumns } from '../../schema-engine/publish-plan';
import { migrateAddedTable, migrateExtension } from '../../schema-engine/ddl';
import {
  addedTableName,
  extendedSchema,
  publicSchema,
  servedSchema,
  type TenantResourcesRegistry,
} from '../../schema-engine/tenant-resources';
import { SYSTEM_COLUMNS, tableName } from '../../schema-engine/columns';
import { assertColumnRoom, lockForPublish, otherTenantsColumns, withinLockTimeout } from './publish-guards';
import { t as ts } from '../../messages/zh-CN/serverBusiness';
import { shownLabel } from '../../messages/shown-labels';

/** What an exported design file says it is. */
const DESIGN_FORMAT = 'ace-resource-design';

/** A design exported from one tenant or installation, to import into another. */
export interface DesignFile {
  format: typeof DESIGN_FORMAT;
  formatVersion: 1;
  exportedAt: string;
  schema: ResourceSchema;
}

/** A row of the designer's list: built-in resources and the tenant's designs. */
export interface DesignRow {
  name: string;
  label: string;
  icon: string | null;
  builtIn: boolean;
  /** `draft`: never published; `published`: served (maybe with unpublished edits, `hasDraft`). */
  status: 'draft' | 'published';
  hasDraft: boolean;
  version: number;
  updatedAt: string | null;
}

/**
 * What a field of a design may say: what the designer edits. The server's own properties (`column`,
 * `custom`, `childTable`, `virtual` …) are never taken from a request: a `column` of `created_by`
 * would let a field rewrite who owns a record.
 */
const DESIGNABLE: readonly (keyof FieldSchema)[] = [
  'name',
  'label',
  'type',
  'required',
  'min',
  'max',
  'minLength',
  'maxLength',
  'pattern',
  'patternMessage',
  'options',
  'reference',
  'precision',
  'default',
  'visible',
  'filterable',
  'sortable',
  'searchable',
  'indexed',
  'placeholder',
  'help',
  'width',
  'regionLevel',
  'accept',
  'maxSize',
  'numberPattern',
];
const designedFields = (fields: unknown): FieldSchema[] =>
  Array.isArray(fields)
    ? fields.map((f) =>
        f && typeof f === 'object' && !Array.isArray(f)
          ? (Object.fromEntries(
              DESIGNABLE.filter((k) => k in f).map((k) => [k, (f as Record<string, unknown>)[k]]),
            ) as unknown as FieldSchema)
          : f,
      )
    : (fields as FieldSchema[]);

/** What a design keeps of what the designer sends: the parts an admin designs, none of the server's own. */
function designOf(input: ResourceSchema): ResourceSchema {
  const { name, label, icon, parent, titleField, list, form, show } = input;
  const fields = designedFields(input.fields);
  return {
    name,
    label: typeof label === 'string' ? label.trim() : label,
    ...(icon ? { icon } : {}),
    ...(parent ? { parent } : {}),
    apiBase: '',
    titleField,
    fields,
    ...(list ? { list } : {}),
    ...(form ? { form } : {}),
    ...(show ? { show } : {}),
  };
}

/**
 * Why the server's own schema check refuses a design, or null: checked again when the refusal is said,
 * so it is said in the request's language. Any other failure is thrown on.
 */
function schemaRefusal(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (err) {
    if (err instanceof SchemaError) return err.problems.map((p) => `${p.field ?? ''} ${p.message}`).join(ts('problemsJoin'));
    if (err instanceof ServerSchemaError) return err.message;
    throw err;
  }
}

/** The stored design without the placeholder base (the served one gets its own: tenant-resources.ts). */
const stored = (s: ResourceSchema) => JSON.stringify(s);
const parsed = (s: string | null): ResourceSchema | null => (s ? (JSON.parse(s) as ResourceSchema) : null);

/**
 * Refuses with the first three problems `check` finds (the designer's checks, src/schemas/designCheck.ts),
 * said by checking again in the language being said; `key`: the refusal they are said in.
 */
function refuseProblems(check: () => string[], key?: 'designImportFailed'): void {
  const found = check();
  if (!found.length) return;
  throw badRequest(() => {
    const again = check();
    const problems = (again.length ? again : found).slice(0, 3).join(ts('problemsJoin'));
    return key ? ts(key, { problems }) : problems;
  });
}

/**
 * 设置 → 数据模型 (docs/requirements.md §10.3): a tenant's admins design resources as drafts users do not see,
 * publish them (checked, the table migrated in the same transaction, version N recorded with who,
 * when and what changed), and roll back to any version. Served at once in every process
 * (tenant-resources.ts). Routes: designer.routes.ts.
 */
export function createDesignerService(db: Db, engine: ResourceEngine, tenants: TenantResourcesRegistry) {
  const k = db.kysely;

  const builtInNames = (): Set<string> => takenNames(engine.all().map((s) => s.schema));

  /**
   * Targets a design may reference: the tenant's published resources (read before the publish's
   * transaction: on SQLite no other query may run beside it), this design itself, the built-ins and the staff.
   */
  const targetsIn =
    (published: readonly ResourceSchema[], self: ResourceSchema): DesignTargetLookup =>
    (name) =>
      name === self.name ? self : (published.find((s) => s.name === name) ?? engine.lookupTarget(name));

  /** The table a design's publish migrates: the built-in's (shared by every tenant), or the tenant's own. */
  const tableOf = (tenantId: string, name: string) =>
    engine.has(name) ? tableName(engine.get(name).schema) : addedTableName(tenantId, name);
  /** A resource's label before its design is read (its API name for an added one never published). */
  const labelOf = (name: string, published: readonly ResourceSchema[]) =>
    engine.has(name) ? engine.get(name).schema.label : (published.find((s) => s.name === name)?.label ?? name);

  /**
   * A field this version drops that another of the tenant's designs shows this resource's records by
   * (a reference's label field): the other design would be left pointing at nothing.
   */
  function brokenReferences(next: ResourceSchema, others: readonly ResourceSchema[]): (() => string) | undefined {
    const have = new Set(next.fields.map((f) => f.name));
    for (const o of others)
      for (const f of o.fields)
        for (const ref of [f, ...(f.itemFields ?? [])]) {
          const label = ref.reference?.resource === next.name ? ref.reference.labelField : undefined;
          if (label && label !== '_id' && !have.has(label))
            return () =>
              ts('referenceShownBy', {
                resource: shownLabel(next.label),
                field: label,
                other: shownLabel(o.label),
                reference: shownLabel(ref.label),
              });
        }
    return undefined;
  }

  async function design(tenantId: string, name: string, trx: Kysely<Database> = k) {
    let q = trx.selectFrom('resource_designs').selectAll().where('tenant_id', '=', tenantId).where('name', '=', name);
    // Two admins publishing at once: the second waits for the first and builds on its version.
    if (db.dialect === 'postgres' && trx !== k) q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (!row) throw notFound(() => ts('designMissing', { name }));
    return row;
  }

  /**
   * Publishes `schema` as the next version in `trx`: the designer's checks (naming the field,
   * in the request's language), the server's, the plan (refusing unsafe type changes), the table migrated, the version
   * recorded. Returns the version number.
   */
  async function publishIn(
    trx: Kysely<Database>,
    auth: AuthContext,
    row: Awaited<ReturnType<typeof design>>,
    schema: ResourceSchema,
    published: readonly ResourceSchema[],
    others: readonly ResourceSchema[],
    summaryPrefix = '',
  ): Promise<number> {
    const base = engine.has(schema.name) ? engine.get(schema.name).schema : undefined;
    refuseProblems(() =>
      base
        ? extensionProblems(base, schema.fields, targetsIn(published, base))
        : designProblems(schema, targetsIn(published, schema), builtInNames(), { nameSaved: true }),
    );
    const served = base ? extendedSchema(base, schema, auth.tenantId) : servedSchema(schema, row.table_name);
    const broken = brokenReferences(served, others);
    if (broken) throw badRequest(broken);
    const targets = targetsIn(published, served);
    const refusal = () => schemaRefusal(() => assertServerSchema(served, targets));
    const reason = refusal();
    if (reason !== null) {
      // Custom fields of a built-in resource are a design without a label of its own: the resource's.
      const label = String((base ?? schema).label);
      throw badRequest(() => ts('cannotPublish', { label: shownLabel(label), reason: refusal() ?? reason }));
    }
    let columns = JSON.parse(row.columns) as StoredColumns;
    const before = parsed(row.published);
    // A custom field of a built-in resource is never required without a default (extensionProblems).
    if (!base) await refuseRolesBlockingAdd(trx, auth.tenantId, served, before && servedSchema(before, row.table_name));
    if (base) {
      // Members of a family share one table: the columns its other members' fields got count too.
      for (const r of await trx
        .selectFrom('resource_designs')
        .select('columns')
        .where('tenant_id', '=', auth.tenantId)
        .where('table_name', '=', row.table_name)
        .where('name', '!=', row.name)
        .execute())
        columns = { ...(JSON.parse(r.columns) as StoredColumns), ...columns };
      // A built-in resource: only its custom fields are planned, each in its own column of the built-in table.
      const custom = (ext: { name: string; fields: ResourceSchema['fields'] } | null) => ({
        ...base,
        fields: ext ? extendedSchema(base, ext, auth.tenantId).fields.filter((f) => f.custom) : [],
      });
      const plan = planPublish(custom(before), custom(schema), columns, !!summaryPrefix);
      assertColumnRoom(base.label, plan, {
        members: engine
          .all()
          .filter((s) => tableName(s.schema) === row.table_name)
          .map((s) => s.schema.label),
        columns: base.fields.length + SYSTEM_COLUMNS.length,
        others: plan.add.length ? await otherTenantsColumns(trx, row.table_name, auth.tenantId) : 0,
      });
      await migrateExtension(db, served, plan, trx, auth.tenantId);
      return record(trx, auth, schema, plan, row.version + 1, summaryPrefix, base.label);
    }
    const plan = planPublish(before, schema, columns, !!summaryPrefix);
    assertColumnRoom(schema.label, plan, undefined);
    await migrateAddedTable(db, served, plan, trx, auth.tenantId);
    return record(trx, auth, schema, plan, row.version + 1, summaryPrefix, schema.label);
  }

  /** Version N of a design and the design's row, in the publish's transaction. */
  async function record(
    trx: Kysely<Database>,
    auth: AuthContext,
    schema: ResourceSchema,
    plan: PublishPlan,
    version: number,
    summaryPrefix: string,
    label: string,
  ): Promise<number> {
    const now = nowIso();
    await trx
      .insertInto('resource_versions')
      .values({
        tenant_id: auth.tenantId,
        name: schema.name,
        version,
        schema: stored(schema),
        summary: `${summaryPrefix}${plan.summary}`,
        published_at: now,
        published_by: auth.userId,
      })
      .execute();
    await trx
      .updateTable('resource_designs')
      .set({
        published: stored(schema),
        draft: null,
        version,
        label,
        columns: JSON.stringify(plan.columns),
        updated_at: now,
        updated_by: auth.userId,
      })
      .where('tenant_id', '=', auth.tenantId)
      .where('name', '=', schema.name)
      .execute();
    // On the audit trail with the publish: 发布 (回滚 when it brings back an older version), what it changed in words.
    recordAudit(trx, {
      tenantId: auth.tenantId,
      resource: 'resource_design',
      recordId: schema.name,
      recordLabel: label,
      action: summaryPrefix ? 'rollback' : 'publish',
      changes: [
        { field: 'version', label: '版本', from: version - 1, to: version, fromText: String(version - 1), toText: String(version) },
        { field: 'summary', label: '变更内容', from: null, to: null, fromText: '', toText: `${summaryPrefix}${plan.summary}` },
      ],
      actor: auth.actor,
    });
    return version;
  }

  /**
   * The draft of a tenant's custom fields on a built-in resource (`{ name, fields }`): the resource's
   * own fields stay the developers'. Members of a family (the order documents) each have their own.
   */
  /** A draft is saved with what publish refuses, but never with what saveProblems names. */
  const refuseHazards = refuseProblems;

  async function saveExtension(auth: AuthContext, base: ResourceSchema, fields: unknown) {
    if (!Array.isArray(fields)) throw badRequest(() => ts('designFieldsNotList'));
    refuseHazards(() => saveProblems(base.name, base.label, fields));
    const draft = { name: base.name, fields: designedFields(fields) };
    const now = nowIso();
    const existing = await k
      .selectFrom('resource_designs')
      .select(['version'])
      .where('tenant_id', '=', auth.tenantId)
      .where('name', '=', base.name)
      .executeTakeFirst();
    await k
      .insertInto('resource_designs')
      .values({
        tenant_id: auth.tenantId,
        name: base.name,
        label: base.label,
        draft: JSON.stringify(draft),
        published: null,
        version: 0,
        table_name: tableName(base),
        columns: '{}',
        created_at: now,
        updated_at: now,
        updated_by: auth.userId,
      })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'name']).doUpdateSet({ draft: JSON.stringify(draft), updated_at: now, updated_by: auth.userId }),
      )
      .execute();
    return { name: base.name, status: 'published', version: existing?.version ?? 0 };
  }

  const service = {
    async list(tenantId: string): Promise<{ rows: DesignRow[]; total: number }> {
      const designs = await k.selectFrom('resource_designs').selectAll().where('tenant_id', '=', tenantId).orderBy('created_at').execute();
      // A built-in resource's design holds the tenant's custom fields on it.
      const ext = new Map(designs.filter((d) => engine.has(d.name)).map((d) => [d.name, d]));
      const rows: DesignRow[] = [
        ...engine.all().map((s) => ({
          name: s.schema.name,
          label: s.schema.label,
          icon: s.schema.icon ?? null,
          builtIn: true,
          status: 'published' as const,
          hasDraft: !!ext.get(s.schema.name)?.draft,
          version: ext.get(s.schema.name)?.version ?? 0,
          updatedAt: ext.get(s.schema.name)?.updated_at ?? null,
        })),
        ...designs
          .filter((d) => !engine.has(d.name))
          .map((d) => ({
            name: d.name,
            label: d.label,
            icon: (parsed(d.draft) ?? parsed(d.published))?.icon ?? null,
            builtIn: false,
            status: d.published ? ('published' as const) : ('draft' as const),
            hasDraft: !!d.published && !!d.draft,
            version: d.version,
            updatedAt: d.updated_at,
          })),
      ];
      return { rows, total: rows.length };
    },

    /**
     * A design as the designer edits it. For a built-in resource: `published` is the resource as the
     * tenant's users get it (its custom fields marked `custom`), `draft` the custom fields being edited.
     */
    async findByName(tenantId: string, name: string) {
      if (engine.has(name)) {
        const d = await k
          .selectFrom('resource_designs')
          .selectAll()
          .where('tenant_id', '=', tenantId)
          .where('name', '=', name)
          .executeTakeFirst();
        const ext = parsed(d?.published ?? null);
        const s = ext ? extendedSchema(engine.get(name).schema, ext, tenantId) : engine.get(name).schema;
        return { draft: parsed(d?.draft ?? null), published: publicSchema(s), version: d?.version ?? 0, builtIn: true };
      }
      const d = await design(tenantId, name);
      return { draft: parsed(d.draft), published: parsed(d.published), version: d.version, builtIn: false };
    },

    /** Creates or replaces a design's draft; only its name and shape are checked before publishing. */
    async save(auth: AuthContext, input: ResourceSchema) {
      if (!input || typeof input !== 'object') throw badRequest(() => ts('giveDesign'));
      const name = input.name;
      // A saved design keeps its name, by whatever rule it was first saved under (designProblems' nameSaved).
      const saved =
        typeof name === 'string' &&
        !!(await k
          .selectFrom('resource_designs')
          .select('name')
          .where('tenant_id', '=', auth.tenantId)
          .where('name', '=', name)
          .executeTakeFirst());
      if (!saved && !isDesignName(name)) throw badRequest(() => ts('designNameRule', { rule: designNameRule() }));
      if (engine.has(name)) return saveExtension(auth, engine.get(name).schema, input.fields);
      if (!saved && isTakenName(builtInNames(), name)) throw badRequest(() => ts('designNameTaken', { name }));
      if (typeof input.label !== 'string' || !input.label.trim()) throw badRequest(() => ts('designLabelMissing'));
      const { label, fields } = input;
      if (!Array.isArray(fields)) throw badRequest(() => ts('designFieldsNotList'));
      refuseHazards(() => saveProblems(name, label, fields));
      const draft = designOf(input);
      const now = nowIso();
      const existing = await k
        .selectFrom('resource_designs')
        .select(['published', 'version'])
        .where('tenant_id', '=', auth.tenantId)
        .where('name', '=', name)
        .executeTakeFirst();
      if (!existing) {
        // A new name must differ from every other design's in more than case and underscores:
        // their URLs and tables would differ only so (SQLite's table names ignore case).
        const others = await k.selectFrom('resource_designs').select('name').where('tenant_id', '=', auth.tenantId).execute();
        const twin = others.find((o) => isTakenName([o.name], name));
        if (twin) throw badRequest(() => ts('designNameTwin', { name, twin: twin.name }));
      }
      if (existing) {
        await k
          .updateTable('resource_designs')
          .set({ draft: stored(draft), ...(existing.published ? {} : { label: draft.label }), updated_at: now, updated_by: auth.userId })
          .where('tenant_id', '=', auth.tenantId)
          .where('name', '=', name)
          .execute();
      } else {
        await k
          .insertInto('resource_designs')
          .values({
            tenant_id: auth.tenantId,
            name,
            label: draft.label,
            draft: stored(draft),
            published: null,
            version: 0,
            table_name: addedTableName(auth.tenantId, name),
            columns: '{}',
            created_at: now,
            updated_at: now,
            updated_by: auth.userId,
          })
          .onConflict((oc) => oc.columns(['tenant_id', 'name']).doUpdateSet({ draft: stored(draft), updated_at: now }))
          .execute();
      }
      return { name, status: existing?.published ? 'published' : 'draft', version: existing?.version ?? 0 };
    },

    async publish(auth: AuthContext, name: string): Promise<{ version: number }> {
      const served = await tenants.of(auth.tenantId);
      const published = served.schemas;
      const others = [...served.schemas, ...served.extensions].filter((s) => s.name !== name);
      const version = await withinLockTimeout(labelOf(name, published), () =>
        db.transaction(async (trx) => {
          await lockForPublish(db, trx, tableOf(auth.tenantId, name));
          const row = await design(auth.tenantId, name, trx);
          const draft = parsed(row.draft);
          if (!draft) throw badRequest(() => ts('noDraft', { label: shownLabel(row.label) }));
          return publishIn(trx, auth, row, draft, published, others);
        }),
      );
      tenants.changed(auth.tenantId);
      return { version };
    },

    async rollback(auth: AuthContext, name: string, to: number): Promise<{ version: number }> {
      const served = await tenants.of(auth.tenantId);
      const published = served.schemas;
      const others = [...served.schemas, ...served.extensions].filter((s) => s.name !== name);
      const version = await withinLockTimeout(labelOf(name, published), () =>
        db.transaction(async (trx) => {
          await lockForPublish(db, trx, tableOf(auth.tenantId, name));
          const row = await design(auth.tenantId, name, trx);
          const old = await trx
            .selectFrom('resource_versions')
            .select('schema')
            .where('tenant_id', '=', auth.tenantId)
            .where('name', '=', name)
            .where('version', '=', to)
            .executeTakeFirst();
          if (!old) throw notFound(() => ts('noSuchVersion', { label: shownLabel(row.label), version: to }));
          return publishIn(trx, auth, row, JSON.parse(old.schema) as ResourceSchema, published, others, `回滚到版本 ${to}：`);
        }),
      );
      tenants.changed(auth.tenantId);
      return { version };
    },

    /** Drops the draft; a design never published goes entirely (it has no table yet). */
    async discard(auth: AuthContext, name: string): Promise<void> {
      const row = await design(auth.tenantId, name);
      if (!row.published && !engine.has(name))
        await k.deleteFrom('resource_designs').where('tenant_id', '=', auth.tenantId).where('name', '=', name).execute();
      else
        await k
          .updateTable('resource_designs')
          .set({ draft: null, updated_at: nowIso(), updated_by: auth.userId })
          .where('tenant_id', '=', auth.tenantId)
          .where('name', '=', name)
          .execute();
    },

    async versions(tenantId: string, name: string) {
      await design(tenantId, name);
      const rows = await k
        .selectFrom('resource_versions as v')
        .leftJoin('users as u', 'u.id', 'v.published_by')
        .select(['v.version', 'v.published_at', 'v.summary', 'u.display_name'])
        .where('v.tenant_id', '=', tenantId)
        .where('v.name', '=', name)
        .orderBy('v.version', 'desc')
        .execute();
      return {
        rows: rows.map((r) => ({ version: r.version, publishedAt: r.published_at, publishedBy: r.display_name ?? '', summary: r.summary })),
        total: rows.length,
      };
    },

    /**
     * A design to move to another tenant or installation: the published schema (the draft when
     * never published), without anything of this installation (table, base).
     */
    async exportDesign(tenantId: string, name: string): Promise<DesignFile> {
      const d = await design(tenantId, name);
      const schema = parsed(d.published) ?? parsed(d.draft);
      if (!schema) throw notFound(() => ts('nothingToExport', { label: shownLabel(d.label) }));
      // A built-in resource's design is its custom fields only.
      const out = engine.has(name) ? ({ name, fields: schema.fields } as ResourceSchema) : designOf(schema);
      return { format: DESIGN_FORMAT, formatVersion: 1, exportedAt: nowIso(), schema: out };
    },

    /**
     * Takes a design file as this tenant's draft of that name, checked as a publish would check it
     * (its references must name resources this tenant has): the admin reviews and publishes it.
     */
    async importDesign(auth: AuthContext, file: DesignFile): Promise<{ name: string; status: string; version: number }> {
      if (!file || file.format !== DESIGN_FORMAT || typeof file.schema !== 'object' || !file.schema)
        throw badRequest(() => ts('notDesignFile'));
      const schema = designOf(file.schema);
      const published = (await tenants.of(auth.tenantId)).schemas;
      const base = typeof schema.name === 'string' && engine.has(schema.name) ? engine.get(schema.name).schema : undefined;
      refuseProblems(
        () =>
          base
            ? extensionProblems(base, schema.fields, targetsIn(published, base))
            : designProblems(schema, targetsIn(published, schema), builtInNames()),
        'designImportFailed',
      );
      return service.save(auth, schema);
    },

    /** The tenant's published added resources, as the client builds its menu, routes and screens from them. */
    /** What the client serves (added resources, built-ins with custom fields) and which version of the designs that is. */
    async published(tenantId: string): Promise<{ schemas: ResourceSchema[]; fingerprint: string }> {
      const served = await tenants.of(tenantId);
      return { schemas: [...served.schemas, ...served.extensions].map(publicSchema), fingerprint: served.fingerprint };
    },
  };
  return service;
}

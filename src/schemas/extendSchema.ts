/**
 * A built-in resource with the fields a tenant's admins added to it in 数据模型 (docs/requirements.md §10.3). The
 * bundled schema stays authoritative for the built-in fields: only the custom fields are taken from
 * elsewhere (the served schema, or the designer's draft), appended after the built-in ones, and
 * joined to the explicit layout parts (list columns and filters, form and show sections) a
 * built-in may declare, which would otherwise leave them out. Pure data: the server uses it too.
 */
import { fieldVisibility, filterKind } from './fieldDefaults';
import { formatProblem, referenceProblems, schemaProblems, type SchemaProblem, type TargetLookup } from './validateSchema';
import type { FieldSchema, FormSection, ResourceSchema } from './types';

/** The form and show section the custom fields go in when a built-in declares its own sections. */
export const CUSTOM_SECTION_TITLE = '自定义字段';

/** A built-in extended with custom fields, and (in developer wording, for the log) the ones left out. */
export interface ExtendedSchema {
  schema: ResourceSchema;
  dropped: string[];
}

/**
 * The custom fields of a served schema (those marked `custom`), without the server-only `column`.
 * Anything else in it is ignored: the client has the built-in fields in its bundle.
 */
export function customFieldsOf(schema: ResourceSchema | null | undefined): FieldSchema[] {
  const fields: unknown[] = Array.isArray(schema?.fields) ? schema.fields : [];
  return fields
    .filter((f): f is FieldSchema => !!f && typeof f === 'object' && (f as FieldSchema).custom === true)
    .map(({ column: _c, ...f }) => f);
}

const named = (f: unknown): f is FieldSchema => !!f && typeof f === 'object' && typeof (f as FieldSchema).name === 'string';

/** The custom field a problem is about (a line-item path names its parent), if any. */
const problemField = (p: SchemaProblem, names: ReadonlySet<string>) => {
  const top = p.field?.split('.')[0];
  return top !== undefined && names.has(top) ? top : undefined;
};

/**
 * Custom fields that can be served beside `base`: a name clashing with one of its own fields or an
 * earlier custom field, a field the schema rules refuse (an unknown type from a newer server, a bad
 * option…) or, with `lookup`, a reference to a resource not served, is left out and named in
 * `dropped` rather than breaking the resource's screens.
 */
function soundFields(base: ResourceSchema, fields: readonly unknown[], lookup?: TargetLookup) {
  const dropped: string[] = [];
  const drop = (field: string | undefined, message: string) => dropped.push(formatProblem({ resource: base.name, field, message }));
  const taken = new Set(base.fields.map((f) => f.name));
  let kept: FieldSchema[] = [];
  for (const f of fields) {
    if (!named(f)) drop(undefined, 'a custom field without a name');
    else if (taken.has(f.name)) drop(f.name, 'a custom field takes the name of a field the resource has: left out');
    else {
      taken.add(f.name);
      kept.push({ ...f, custom: true });
    }
  }
  const names = new Set(kept.map((f) => f.name));
  const unsound = (problems: SchemaProblem[]) => {
    const bad = new Set<string>();
    for (const p of problems) {
      const name = problemField(p, names);
      if (name === undefined) continue; // the built-in's own: not ours to judge
      bad.add(name);
      dropped.push(formatProblem(p));
    }
    kept = kept.filter((f) => !bad.has(f.name));
  };
  unsound(schemaProblems({ ...base, fields: [...base.fields, ...kept] }));
  // Reference targets once the fields are sound: referenceProblems relies on their shapes.
  if (lookup) unsound(referenceProblems({ ...base, fields: [...base.fields, ...kept] }, lookup));
  return { fields: kept, dropped };
}

/**
 * The declared sections with one more listing every custom field: each screen shows those visible
 * on it (engine/screens/schemaLayout.ts drops the rest and an empty section), and a show page
 * without sections of its own uses the form's.
 */
function withSection(sections: FormSection[], custom: readonly FieldSchema[]): FormSection[] {
  return [...sections, { title: CUSTOM_SECTION_TITLE, fields: custom.map((f) => f.name) }];
}

/**
 * `base` with `custom` (fields already marked `custom`, taken as sound) after its own. Where `base`
 * lists its columns, filters or sections explicitly, the custom fields shown there are added
 * (columns and filters at the end, a 自定义字段 section last); where it relies on the defaults,
 * they already follow the fields. The server builds its per-tenant variants with it too
 * (server tenant-resources.ts), adding each field's column.
 */
export function appendCustomFields(base: ResourceSchema, custom: readonly FieldSchema[]): ResourceSchema {
  const schema: ResourceSchema = { ...base, fields: [...base.fields, ...custom] };
  if (base.list?.columns || base.list?.filters) {
    const columns = custom.filter((f) => fieldVisibility(f).list).map((f) => f.name);
    const filters = custom.filter((f) => f.filterable && filterKind(f) !== 'none').map((f) => f.name);
    schema.list = {
      ...base.list,
      ...(base.list.columns ? { columns: [...base.list.columns, ...columns] } : {}),
      ...(base.list.filters ? { filters: [...base.list.filters, ...filters] } : {}),
    };
  }
  if (base.form?.sections?.length) schema.form = { ...base.form, sections: withSection(base.form.sections, custom) };
  if (base.show?.sections?.length) schema.show = { ...base.show, sections: withSection(base.show.sections, custom) };
  return schema;
}

/**
 * `base` (a bundled built-in schema) with `fields` (a tenant's custom fields, as served) after its
 * own, each marked `custom` (appendCustomFields), those that cannot be served left out and named
 * (soundFields). Returns `base` itself when nothing is added, so what is derived from it (its
 * screens) is kept.
 */
export function extendSchema(base: ResourceSchema, fields: readonly unknown[], lookup?: TargetLookup): ExtendedSchema {
  const { fields: custom, dropped } = soundFields(base, fields, lookup);
  return { schema: custom.length ? appendCustomFields(base, custom) : base, dropped };
}

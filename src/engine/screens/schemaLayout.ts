/**
 * What a generated screen shows, read from a schema: list columns, filters, form and show
 * sections, the search box. One place, so list, form and show agree with the schema's defaults.
 */
import dayjs from '../../i18n/dayjs';
import { defaultValue, fieldVisibility, filterKind } from '../../schemas/fieldDefaults';
import type { FieldSchema, FormSection, ResourceAction, ResourceSchema } from '../../schemas/types';
import { fieldsByName as byName, listFields } from '../../schemas/listFields';
import { t } from '../../i18n/messages/zh-CN/engineRecord';

// The list columns are read by the pickers and related lists too, so they live in src/schemas.
export { listFields };

/** Filters above the list: `list.filters`, else the fields marked filterable (never a fixed one). */
export function filterFields(schema: ResourceSchema): FieldSchema[] {
  const fields = schema.list?.filters ? byName(schema, schema.list.filters) : schema.fields.filter((f) => f.filterable);
  return fields.filter((f) => filterKind(f) !== 'none' && !(schema.fixed && f.name in schema.fixed));
}

/** Fields the search box searches. */
export function searchFields(schema: ResourceSchema): FieldSchema[] {
  return schema.fields.filter((f) => f.searchable);
}

/** The search box placeholder: the schema's, else 搜索 + the searchable labels. */
export function searchPlaceholder(schema: ResourceSchema): string {
  return (
    schema.list?.searchPlaceholder ??
    t('searchPlaceholder', {
      labels: searchFields(schema)
        .map((f) => f.label)
        .join(t('labelSeparator')),
    })
  );
}

function sections(
  schema: ResourceSchema,
  given: FormSection[] | undefined,
  visible: (f: FieldSchema) => boolean,
): Array<{ title?: string; fields: FieldSchema[] }> {
  const all = schema.fields.filter(visible);
  if (!given?.length) return [{ fields: all }];
  const listed = new Set(given.flatMap((s) => s.fields));
  const out = given.map((s) => ({ title: s.title, fields: byName(schema, s.fields).filter(visible) }));
  // A visible field the sections forgot still shows, last, rather than silently vanishing.
  const rest = all.filter((f) => !listed.has(f.name));
  if (rest.length) out.push({ title: t('otherInfo'), fields: rest });
  return out.filter((s) => s.fields.length);
}

/** Form sections: `form.sections`, else one section of every field editable in forms. */
export function formSections(schema: ResourceSchema) {
  return sections(schema, schema.form?.sections, (f) => fieldVisibility(f).form);
}

/** Show sections: `show.sections`, else `form.sections`, else every field shown on show pages. */
export function showSections(schema: ResourceSchema) {
  return sections(schema, schema.show?.sections ?? schema.form?.sections, (f) => fieldVisibility(f).show);
}

/** Whether the schema offers an action (all by default). */
export function allows(schema: ResourceSchema, action: ResourceAction): boolean {
  return !schema.actions || schema.actions.includes(action);
}

/** The text naming a record: its title field, else its id. */
export function recordTitle(schema: ResourceSchema, record: Record<string, unknown> | undefined): string {
  const v = record?.[schema.titleField];
  return v === undefined || v === null || v === '' ? String(record?._id ?? '') : String(v);
}

/** Initial values of a create form: each field's `default`. */
export function createDefaults(schema: ResourceSchema): Record<string, unknown> {
  // `'$today'`: the day the form shows (the server dates the record by its business day when left out).
  const today = dayjs().format('YYYY-MM-DD');
  return Object.fromEntries(
    schema.fields.filter((f) => f.default !== undefined && fieldVisibility(f).form).map((f) => [f.name, defaultValue(f, today)]),
  );
}

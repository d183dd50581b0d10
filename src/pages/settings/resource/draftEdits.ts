/**
 * The designer's state is a plain resource schema (a draft): these pure functions are every edit
 * the screen makes to it. Each returns a new draft and keeps the parts that name fields (title
 * field, default sort, list columns and filters, form and show sections) in step with renames and
 * removals, so the draft stays publishable however it was clicked. The sections' own edits are in
 * sectionEdits.ts.
 */
import { fieldVisibility } from '../../../schemas/fieldDefaults';
import { FIELD_TYPE_SPECS } from '../../../schemas/fieldTypes';
import type { EnumOption, FieldSchema, FieldType, FieldVisibility, ListSettings, ResourceSchema } from '../../../schemas/types';
import { t } from '../../../i18n/messages/zh-CN/designerFields';
import { abilitiesOf } from './fieldTypes';
import { renameInSections, savedLayout } from './sectionEdits';

/** A resource being designed: a schema without `apiBase`, which the server fills in. */
export type ResourceDraft = Omit<ResourceSchema, 'apiBase'> & { apiBase?: string };

/** What `POST /setting/resource/save` sends as `schema` (contract: docs in notes/designer-api.md). */
export type SavedDraft = Pick<ResourceSchema, 'name' | 'label' | 'icon' | 'parent' | 'titleField' | 'fields' | 'list' | 'form' | 'show'>;

/** Settings of a resource the designer edits directly. */
export type ResourcePatch = Partial<Pick<ResourceDraft, 'name' | 'label' | 'icon' | 'parent' | 'titleField'>>;

/** Where added resources' data is served (the server fills it in; the preview needs one). */
const customApiBase = (name: string) => `/business/custom/${name || 'preview'}`;

/** A new resource: one required 名称 field as its title, ten rows a page. */
export function emptyDraft(): ResourceDraft {
  return {
    name: '',
    label: '',
    icon: 'AppstoreOutlined',
    titleField: 'name',
    fields: [
      { name: 'name', label: t('defaultFieldLabel'), type: 'text', required: true, searchable: true, sortable: true, filterable: true },
    ],
    list: { pageSize: 10 },
  };
}

/** A draft from a schema the server sent (its `apiBase` and `table` are the server's). */
export function fromServer(schema: ResourceSchema | ResourceDraft): ResourceDraft {
  const { apiBase: _a, table: _t, ...rest } = structuredClone(schema) as ResourceSchema;
  // A draft saved through the API may hold sections in any shape: the editors read each as a title
  // and a list of names (a publish refuses anything else, naming it).
  for (const part of [rest.form, rest.show])
    if (part?.sections)
      part.sections = (Array.isArray(part.sections) ? part.sections : [])
        .filter((sec) => !!sec && typeof sec === 'object')
        .map((sec) => ({ ...sec, fields: Array.isArray(sec.fields) ? sec.fields.filter((n) => typeof n === 'string') : [] }));
  return rest;
}

/** The schema the preview and validateSchema see: the draft with the base the server will give it. */
export function forPreview(draft: ResourceDraft): ResourceSchema {
  return { ...draft, apiBase: customApiBase(draft.name) };
}

/** Drops keys whose value is undefined, so they mean "not set" (and compare equal to never set). */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;
}

/** Optional texts a cleared input leaves empty: not set, rather than an empty pattern or hint. */
const OPTIONAL_TEXTS = ['pattern', 'patternMessage', 'placeholder', 'help'] as const;

/** A field as a save sends it: trimmed label, no unset or emptied settings. */
export function savedField(f: FieldSchema): FieldSchema {
  const out = compact({ ...f, label: f.label.trim() });
  for (const k of OPTIONAL_TEXTS) if (out[k] === '') delete out[k];
  return out;
}

/** What a save sends: the designed parts only, without empty settings. */
export function toSaved(draft: ResourceDraft): SavedDraft {
  const list = draft.list && Object.keys(compact(draft.list)).length ? compact(draft.list) : undefined;
  return compact({
    name: draft.name.trim(),
    label: draft.label.trim(),
    icon: draft.icon || undefined,
    parent: draft.parent,
    titleField: draft.titleField,
    fields: draft.fields.map(savedField),
    list,
    form: draft.form && savedLayout(draft.form),
    show: draft.show && savedLayout(draft.show),
  });
}

/** Whether two drafts would save the same (the designer's "unsaved changes"). */
export const sameDraft = (a: ResourceDraft, b: ResourceDraft) => JSON.stringify(toSaved(a)) === JSON.stringify(toSaved(b));

/** Sets resource settings; `undefined` removes one (e.g. `parent` for the top level). */
export function updateResource(draft: ResourceDraft, patch: ResourcePatch): ResourceDraft {
  return compact({ ...draft, ...patch }) as ResourceDraft;
}

/** Sets list settings; `undefined` removes one, and an empty `list` goes away. */
export function setListSettings(draft: ResourceDraft, patch: Partial<ListSettings>): ResourceDraft {
  const list = compact({ ...draft.list, ...patch });
  const { list: _old, ...rest } = draft;
  return Object.keys(list).length ? { ...rest, list } : rest;
}

/** `field1`, `field2`…: the first name no field has. */
function freeName(draft: ResourceDraft): { name: string; n: number } {
  const taken = new Set(draft.fields.map((f) => f.name));
  let n = draft.fields.length + 1;
  while (taken.has(`field${n}`)) n++;
  return { name: `field${n}`, n };
}

/** What a new field of `type` needs to be valid at once (its spec's starter): options (单选, 多选), a 编号规则 (自动编号). */
const starter = (type: FieldType): Partial<FieldSchema> => structuredClone(abilitiesOf(type).starter);

/** Adds a field at the end, named `fieldN` and labelled 新字段N, so the draft stays valid. */
export function addField(draft: ResourceDraft, type: FieldType = 'text'): ResourceDraft {
  const { name, n } = freeName(draft);
  const field: FieldSchema = { name, label: t('newFieldLabel', { n }), type, ...starter(type) };
  return { ...draft, fields: [...draft.fields, field], titleField: draft.titleField || name };
}

/** Moves a field from one place to another (drag and drop, 上移 / 下移). */
export function moveField(draft: ResourceDraft, from: number, to: number): ResourceDraft {
  if (from === to || from < 0 || to < 0 || from >= draft.fields.length || to >= draft.fields.length) return draft;
  const fields = [...draft.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved);
  return { ...draft, fields };
}

/** Renames (`to` a name) or forgets (`to` undefined) a field wherever the draft names it. */
function renameRefs(draft: ResourceDraft, from: string, to: string | undefined): ResourceDraft {
  const swap = (names?: string[]) => names?.flatMap((n) => (n !== from ? [n] : to ? [to] : []));
  const columns = swap(draft.list?.columns);
  const sort = draft.list?.defaultSort;
  let next: ResourceDraft = { ...draft };
  if (draft.titleField === from) next.titleField = to ?? draft.fields.find((f) => f.name !== from)?.name ?? '';
  if (draft.list) {
    next = setListSettings(next, {
      // The last chosen column gone: the default columns again, rather than a list without any.
      columns: columns?.length ? columns : undefined,
      filters: swap(draft.list.filters),
      defaultSort: sort?.field === from ? (to ? { ...sort, field: to } : undefined) : sort,
    });
  }
  return renameInSections(next, from, to);
}

/** Removes a field; the title falls to the first field left, its sort and sections go with it. */
export function removeField(draft: ResourceDraft, index: number): ResourceDraft {
  const gone = draft.fields[index];
  if (!gone) return draft;
  const next = renameRefs(draft, gone.name, undefined);
  return { ...next, fields: draft.fields.filter((_, i) => i !== index) };
}

/** Changes one field's settings; `undefined` removes a setting. A rename follows everywhere. */
export function updateField(draft: ResourceDraft, index: number, patch: Partial<FieldSchema>): ResourceDraft {
  const old = draft.fields[index];
  if (!old) return draft;
  const field = compact({ ...old, ...patch }) as FieldSchema;
  const next = patch.name !== undefined && patch.name !== old.name ? renameRefs(draft, old.name, patch.name) : draft;
  const fields = next.fields.map((f, i) => (i === index ? field : f));
  return dropUnsortedSort({ ...next, fields });
}

/** A default sort on a field that can no longer be sorted is dropped (validateSchema refuses it). */
function dropUnsortedSort(draft: ResourceDraft): ResourceDraft {
  const sort = draft.list?.defaultSort;
  const field = sort && draft.fields.find((f) => f.name === sort.field);
  return field && !field.sortable ? setListSettings(draft, { defaultSort: undefined }) : draft;
}

/** Settings a field keeps whatever its type. */
const KEPT = ['name', 'label', 'required', 'visible', 'help', 'placeholder', 'width'] as const;

/**
 * Changes a field's type, keeping only what the new type allows: text rules for text, limits for
 * numbers, options for enums (starter options when it had none), the target for references. The
 * default goes unless both types store the same kind of value. A 自动编号 starts with a 编号规则 and
 * is not required (the server gives every record its number).
 */
export function changeFieldType(draft: ResourceDraft, index: number, type: FieldType): ResourceDraft {
  const old = draft.fields[index];
  if (!old || old.type === type) return draft;
  const can = abilitiesOf(type);
  const field: FieldSchema = { name: old.name, label: old.label, type };
  for (const k of KEPT) if (old[k] !== undefined) Object.assign(field, { [k]: old[k] });
  if (can.textual) Object.assign(field, pick(old, ['minLength', 'maxLength', 'pattern', 'patternMessage']));
  // Money limits are cents: carrying them to another number type would change their meaning.
  if (can.numeric && abilitiesOf(old.type).cents === can.cents) Object.assign(field, pick(old, ['min', 'max']));
  if (can.precision && old.precision !== undefined) field.precision = old.precision;
  Object.assign(field, starter(type));
  if (can.options && old.options?.length) field.options = old.options;
  if (can.serverSet) delete field.required;
  if (can.reference && old.reference) field.reference = old.reference;
  if (can.filterable && old.filterable) field.filterable = true;
  if (can.sortable && old.sortable) field.sortable = true;
  if (can.searchable && old.searchable) field.searchable = true;
  if (can.defaultable && old.default !== undefined && sameValueKind(old.type, type)) field.default = old.default;
  return dropUnsortedSort({ ...draft, fields: draft.fields.map((f, i) => (i === index ? field : f)) });
}

function pick(f: FieldSchema, keys: readonly (keyof FieldSchema)[]): Partial<FieldSchema> {
  return Object.fromEntries(keys.filter((k) => f[k] !== undefined).map((k) => [k, f[k]]));
}

/**
 * Both types' defaults are free text, or both plain numbers (money is cents, so only money to
 * money); a default given in an input of the type's own (是/否, an option, 当天, a time) stays with its type.
 */
function sameValueKind(a: FieldType, b: FieldType): boolean {
  const kind = (t: FieldType) => {
    const spec = FIELD_TYPE_SPECS[t];
    if (spec.cents) return 'money';
    if (spec.defaults.numeric) return 'number';
    // Options, or a value given in an input of the type's own (是/否, 当天, a time), not as free text.
    return spec.options || (spec.designer?.default === 'typed' && !spec.designer.typedText) ? t : 'text';
  };
  return kind(a) === kind(b);
}

/**
 * Shows or hides a field in the list, the form or the show page (stored as all three flags). The
 * chosen list columns follow: a field hidden from the list leaves the columns (none left means the
 * default again), one shown in the list joins them last when columns are chosen. The sections keep
 * a hidden field's name (sectionEdits.ts), so it comes back where it was when shown again.
 */
export function setVisibility(draft: ResourceDraft, index: number, where: keyof FieldVisibility, on: boolean): ResourceDraft {
  const f = draft.fields[index];
  if (!f) return draft;
  const next = updateField(draft, index, { visible: { ...fieldVisibility(f), [where]: on } });
  const columns = next.list?.columns;
  if (where === 'list' && columns) {
    const kept = !on ? columns.filter((n) => n !== f.name) : columns.includes(f.name) ? columns : [...columns, f.name];
    return setListSettings(next, { columns: kept.length ? kept : undefined });
  }
  return next;
}

/**
 * Chooses the list columns, in the order given; none means the default (every field whose 列表显示
 * is on, in field order). A chosen field's 列表显示 is turned on, so its checkbox says the same.
 */
export function setListColumns(draft: ResourceDraft, names: readonly string[]): ResourceDraft {
  const known = new Set(draft.fields.map((f) => f.name));
  const columns = [...new Set(names)].filter((n) => known.has(n));
  const fields = draft.fields.map((f) =>
    columns.includes(f.name) && !fieldVisibility(f).list ? { ...f, visible: { ...fieldVisibility(f), list: true } } : f,
  );
  return setListSettings({ ...draft, fields }, { columns: columns.length ? columns : undefined });
}

/** Adds an option (单选, 多选) with the next free number as its value. */
export function addOption(draft: ResourceDraft, index: number): ResourceDraft {
  const options = draft.fields[index]?.options ?? [];
  const taken = new Set(options.map((o) => String(o.value)));
  let n = options.length + 1;
  while (taken.has(String(n))) n++;
  return updateField(draft, index, { options: [...options, { value: String(n), label: t('newOptionLabel', { n }), color: 'default' }] });
}

/** Changes one option; when its value changes and it was the default, the default follows. */
export function updateOption(draft: ResourceDraft, index: number, at: number, patch: Partial<EnumOption>): ResourceDraft {
  const f = draft.fields[index];
  const old = f?.options?.[at];
  if (!f || !old) return draft;
  const options = f.options!.map((o, i) => (i === at ? { ...o, ...patch } : o));
  const follows = patch.value !== undefined && f.default !== undefined && String(f.default) === String(old.value);
  return updateField(draft, index, { options, ...(follows ? { default: patch.value } : {}) });
}

/** Removes one option (and the default when it was that option). */
export function removeOption(draft: ResourceDraft, index: number, at: number): ResourceDraft {
  const f = draft.fields[index];
  const old = f?.options?.[at];
  if (!f || !old) return draft;
  const wasDefault = f.default !== undefined && String(f.default) === String(old.value);
  return updateField(draft, index, { options: f.options!.filter((_, i) => i !== at), ...(wasDefault ? { default: undefined } : {}) });
}

/** Where the item at `at` ends up after moveField(from, to) (so an open field stays open). */
export function indexAfterMove(at: number, from: number, to: number): number {
  if (at === from) return to;
  if (from < at && at <= to) return at - 1;
  if (to <= at && at < from) return at + 1;
  return at;
}

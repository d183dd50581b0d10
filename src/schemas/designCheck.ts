/**
 * What the resource designer (设置 → 数据模型, docs/requirements.md §10.3) accepts, in Chinese words an admin reads:
 * the client shows these problems while editing and the server refuses a publish with the first
 * one. `validateSchema` (developer wording) still runs after it on the server as the safety net.
 */
import { OPERATOR_SEPARATOR } from './listQuery';
import { isReservedFieldName, isReservedTableName } from './reservedNames';
import { ALL_FIELD_TYPES, NUMBER_LIMIT, TYPE_DEFAULTS, isFieldType } from './fieldDefaults';
import { FIELD_TYPE_SPECS, specOf } from './fieldTypes';
import { MENU, flattenMenu, resolveMenu } from './menu';
import { PATTERN_DESIGN_MAX_PROGRAM, patternCostProblem, patternProblem, patternSize, patternedLengthProblem } from './textPattern';
import type { FieldSchema, FieldType, ResourceSchema } from './types';
import { t } from '../i18n/messages/zh-CN/schemaDesignCheck';

/** Names the server keeps for its own routes and pages besides the resources' and the menu's. */
const RESERVED_NAMES = ['app', 'custom', 'login', 'logout', 'print', 'user', 'users', 'setting', 'admin', 'api', 'business'];

/** Names an added resource may not take: the built-in resources, every entry of the menu (pages, groups), the reserved ones. */
export function takenNames(builtIns: readonly ResourceSchema[]): Set<string> {
  return new Set([...builtIns.map((s) => s.name), ...flattenMenu(resolveMenu(builtIns)).map((m) => m.name), ...RESERVED_NAMES]);
}

/** Whether `name` is one of `taken`, as names compare (sameNameKey). */
export const isTakenName = (taken: Iterable<string>, name: string): boolean => {
  const key = sameNameKey(name);
  for (const t of taken) if (sameNameKey(t) === key) return true;
  return false;
};

/** The menu groups an added resource may sit under (设置…), by name. */
const MENU_GROUPS = MENU.filter((m) => m.children).map((m) => m.name);

/**
 * The most fields an added resource may have, and a tenant may add to one built-in resource: each
 * is a column (a built-in table holds every tenant's), and a form of more is no longer one a user
 * fills in. The server also counts the columns removed fields keep (server designer/publish-guards.ts).
 */
export const DESIGN_MAX_FIELDS = 100;
export const EXTENSION_MAX_FIELDS = 30;

/**
 * The one naming rule of what an admin names in the designer: an added resource's API name (its URL
 * and table) and a field's name (its column, the snake_case form: `buyDate` and `buy_date` are both
 * `buy_date`). Never two underscores in a row: `__` separates a list filter's field from its
 * operator. Names that differ only in case or underscores are one name (`sameNameKey`).
 */
const DESIGN_NAME = /^[a-z][a-zA-Z0-9_]{0,30}$/;
/** The rule in the words shown under the name's input and in its refusals. */
export const DESIGN_NAME_RULE = '以小写字母开头，只含字母、数字和下划线（不能连用两个），最多 31 个字符';
/** DESIGN_NAME_RULE in the interface's language. */
export const designNameRule = (): string => t('nameRule');
/** Whether `name` keeps the rule. */
export const isDesignName = (name: unknown): name is string =>
  typeof name === 'string' && DESIGN_NAME.test(name) && !name.includes(OPERATOR_SEPARATOR);
/** What names compare by: case and underscores aside (`buyDate`, `BuyDate` and `buy_date` are one). */
const sameNameKey = (name: string): string => name.replace(/_/g, '').toLowerCase();

/** The field types an admin can choose in the designer, with their Chinese names, in the order offered (their specs'). */
export const DESIGN_FIELD_TYPES: ReadonlyArray<{ type: FieldType; label: string }> = ALL_FIELD_TYPES.filter(
  (type) => FIELD_TYPE_SPECS[type].designer,
).map((type) => ({
  type,
  // Read when shown: the type's name in the interface's language.
  get label() {
    return FIELD_TYPE_SPECS[type].label;
  },
}));

/** The Chinese name of a field type (the type's own name when the designer does not offer it). */
export const fieldTypeLabel = (type: string): string => DESIGN_FIELD_TYPES.find((d) => d.type === type)?.label ?? type;

/** A reference target's schema (its fields name the label field), `'external'` (staff users), or unknown. */
export type DesignTargetLookup = (name: string) => ResourceSchema | 'external' | undefined;

/** The 负责人 field a role's `own` scope reads: a built-in resource's own, never a custom one. */
const OWNER_FIELD = 'ownerId';

/** Whether the design rules refuse a default on the type (a list of files, a region path, several choices, a number the server gives). */
const refusesDefault = (type: FieldType): boolean => FIELD_TYPE_SPECS[type].designer?.default === 'refused';

/**
 * A field name already used, or differing from one only in case (fooBar and fooBAR would share the
 * column foo_bar): the problem's words after the resource, else undefined. Remembers the name.
 */
function sameName(seen: Map<string, string>, name: string): string | undefined {
  const key = sameNameKey(String(name));
  const before = seen.get(key);
  seen.set(key, name);
  if (before === undefined) return undefined;
  return before === name ? t('twoFieldsSameName', { name }) : t('nameCaseClash', { name, before });
}

const allObjects = (list: readonly unknown[]) => list.every((x) => !!x && typeof x === 'object' && !Array.isArray(x));

const filled = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0;
const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * The options of a 单选 or 多选 field. A 多选's values are found inside the stored list by a filter that
 * ignores case (validateSchema.ts), so they hold no quote or backslash and differ in more than case.
 */
function optionProblems(f: FieldSchema, at: (msg: string) => void) {
  const multi = !!specOf(f).valueList;
  const opts = f.options ?? [];
  if (!opts.length) at(t('noOption'));
  const values = new Set<string>();
  for (const o of opts) {
    const v = String(o.value ?? '');
    const key = multi ? v.toLowerCase() : v;
    if (!filled(v)) at(t('optionWithoutValue'));
    else if (v.includes(',')) at(t('optionComma', { value: v }));
    else if (multi && /["\\]/.test(v)) at(t('optionQuote', { value: v }));
    else if (values.has(key)) at(t(multi ? 'optionRepeatedMulti' : 'optionRepeated', { value: v }));
    values.add(key);
    if (!filled(o.label)) at(t('optionWithoutLabel', { value: v }));
  }
  if (multi && f.default !== undefined) at(t('multiNoDefault'));
  // An option removed that was the default (validateSchema would refuse it in a developer's words).
  else if (f.default !== undefined && f.default !== null && !opts.some((o) => String(o.value) === String(f.default)))
    at(t('defaultNotOption', { value: String(f.default) }));
}

/**
 * The settings only one type takes (省市区's level, 附件's kinds and size, 自动编号's pattern), set on
 * another type; then what the field's own type refuses (its spec's `designProblems`), and a default
 * where its type refuses one (a region is chosen, files uploaded, numbers given by the server;
 * options' own words for 多选).
 */
function typeSettingProblems(f: FieldSchema, at: (msg: string) => void) {
  for (const [type, spec] of Object.entries(FIELD_TYPE_SPECS))
    if (spec.ownSettings && type !== f.type && spec.ownSettings.keys.some((k) => f[k] !== undefined)) at(spec.ownSettings.refusal);
  const spec = specOf(f);
  if (f.default !== undefined && refusesDefault(f.type) && !spec.options) at(t('noDefault'));
  spec.designProblems?.(f, at);
}

const reservedNameWords = (name: string) => t('reservedFieldName', { name });

/** Patterns run in RE2 on both sides (textPattern.ts): what it cannot run, with its reason. */
const patternWords = (f: FieldSchema) => {
  const problem = f.pattern !== undefined ? patternProblem(f.pattern) : undefined;
  return problem && t('patternWrong', { problem });
};

/**
 * What even a draft may not hold, refused when it is saved (the rest is refused at publish, so that
 * an admin may save unfinished work): a field name the system or a database keeps for itself, a
 * pattern RE2 cannot run or that costs too much (alone, with its field's longest text, or with the
 * design's other patterns: textPattern.ts), a resource name like a database's catalogues. `label`
 * names the resource (a built-in's when `fields` are a tenant's custom fields).
 *
 * A draft's fields are not yet counted (publish does), so compiling stops once the patterns met pass
 * PATTERN_DESIGN_MAX_PROGRAM or one is refused as too complex: a save costs at most that to refuse.
 */
export function saveProblems(name: unknown, label: unknown, fields: readonly unknown[]): string[] {
  const r = filled(label) ? t('resourceQuoted', { label }) : t('resourceNamed', { name: String(name ?? '') });
  const out: string[] = [];
  if (typeof name === 'string' && isReservedTableName(name))
    out.push(t('resourceProblem', { r, problem: t('reservedTableName', { name }) }));
  const objects = fields.filter((x): x is FieldSchema => !!x && typeof x === 'object');
  let compiled = 0;
  for (const f of objects) {
    const at = (msg: string) => out.push(fieldProblem(r, f, msg));
    if (typeof f.name === 'string' && isReservedFieldName(f.name)) at(reservedNameWords(f.name));
    if (compiled <= PATTERN_DESIGN_MAX_PROGRAM) {
      const patternWrong = patternWords(f);
      if (patternWrong) at(patternWrong);
      compiled += patternSize(f.pattern);
    }
    const tooLong = patternedLengthProblem(f);
    if (tooLong) at(tooLong);
  }
  const together = patternCostProblem(objects);
  if (together) out.push(resourceProblem(r, together));
  return out;
}

/** A problem of one field: the resource, the field, the problem. */
const fieldProblem = (r: string, f: FieldSchema, problem: string) =>
  t('fieldProblem', { r, field: filled(f.label) ? f.label : f.name || t('unnamed'), problem });
/** A problem of the resource. */
const resourceProblem = (r: string, problem: string) => t('resourceProblem', { r, problem });

function fieldProblems(r: string, f: FieldSchema, targets: DesignTargetLookup, out: string[]) {
  const at = (msg: string) => out.push(fieldProblem(r, f, msg));
  if (!isDesignName(f.name)) at(t('fieldNameRule', { rule: designNameRule() }));
  else if (isReservedFieldName(f.name)) at(reservedNameWords(f.name));
  if (!filled(f.label)) at(t('noLabel'));
  if (!isFieldType(f.type) || !DESIGN_FIELD_TYPES.some((d) => d.type === f.type)) return at(t('typeUnsupported', { type: String(f.type) }));
  const d = TYPE_DEFAULTS[f.type];
  if (f.min !== undefined && !isNum(f.min)) at(t('minNotNumber'));
  if (f.max !== undefined && !isNum(f.max)) at(t('maxNotNumber'));
  if (isNum(f.min) && isNum(f.max) && f.min > f.max) at(t('minAboveMax'));
  if ([f.min, f.max].some((n) => isNum(n) && Math.abs(n) > NUMBER_LIMIT)) at(t('boundsRange', { limit: NUMBER_LIMIT }));
  if ((f.min !== undefined || f.max !== undefined) && !d.numeric && !specOf(f).countsEntries) at(t('boundsNotNumeric'));
  if (isNum(f.minLength) && isNum(f.maxLength) && f.minLength > f.maxLength) at(t('minLengthAboveMax'));
  if ((f.pattern !== undefined || f.minLength !== undefined || f.maxLength !== undefined) && !d.textual) at(t('lengthNotText'));
  const patternWrong = patternWords(f);
  if (patternWrong) at(patternWrong);
  const tooLong = patternedLengthProblem(f);
  if (tooLong) at(tooLong);
  if (f.options !== undefined && (!Array.isArray(f.options) || !allObjects(f.options))) return at(t('optionsNotObjects'));
  if (specOf(f).options) optionProblems(f, at);
  else if (f.options?.length) at(t('optionsNotChoice'));
  if (specOf(f).refersTo) {
    const target = f.reference?.resource ? targets(f.reference.resource) : undefined;
    if (!f.reference?.resource) at(t('referenceMissing'));
    else if (!target) at(t('referenceUnknown', { resource: f.reference.resource }));
    else if (target !== 'external' && !target.fields.some((x) => x.name === f.reference!.labelField) && f.reference.labelField !== '_id')
      at(t('labelFieldUnknown', { field: f.reference.labelField, target: target.label }));
  } else if (f.reference) at(t('referenceNotReference'));
  typeSettingProblems(f, at);
  if (f.searchable && !d.searchable) at(t('notSearchable'));
  if (f.sortable && !d.sortable) at(t('notSortable'));
  if (f.filterable && d.filterKind === 'none') at(t('notFilterable'));
}

/**
 * Every problem of a designed resource, each a Chinese sentence naming the resource and the field
 * (`设备台账的字段“型号”缺少中文名称`); empty when it can be published. `builtInNames` are the names an
 * added resource may not take (built-in resources, pages, menu groups). `nameSaved`: the name is a
 * saved design's key, checked by the rule of the day it was first saved (an older design may keep a
 * name the rule refuses now, such as one with `__`) and never checked again.
 */
export function designProblems(
  schema: ResourceSchema,
  targets: DesignTargetLookup,
  builtInNames: ReadonlySet<string> = new Set(),
  { nameSaved = false }: { nameSaved?: boolean } = {},
): string[] {
  const out: string[] = [];
  const r = filled(schema?.label) ? t('resourceQuoted', { label: schema.label }) : t('resourceNamed', { name: schema?.name ?? '' });
  if (nameSaved && filled(schema?.name)) {
    // Checked when first saved.
  } else if (!isDesignName(schema?.name)) out.push(resourceProblem(r, t('resourceNameRule', { rule: designNameRule() })));
  else if (isTakenName(builtInNames, schema.name) || isReservedTableName(schema.name))
    out.push(resourceProblem(r, t('reservedTableName', { name: schema.name })));
  if (!filled(schema?.label)) out.push(t('resourceNoLabel', { name: schema?.name ?? '' }));
  // The client routes an entry under a group only when the menu definition has that group.
  if (schema?.parent !== undefined && !MENU_GROUPS.includes(schema.parent))
    out.push(resourceProblem(r, t('parentGroups', { groups: MENU_GROUPS.join('、') })));
  if (!Array.isArray(schema?.fields) || !schema.fields.length) {
    out.push(resourceProblem(r, t('noField')));
    return out;
  }
  if (!allObjects(schema.fields)) return [...out, resourceProblem(r, t('fieldsNotObjects'))];
  if (schema.fields.length > DESIGN_MAX_FIELDS)
    out.push(resourceProblem(r, t('tooManyFields', { max: DESIGN_MAX_FIELDS, n: schema.fields.length })));
  const seen = new Map<string, string>();
  for (const f of schema.fields) {
    const clash = sameName(seen, f.name);
    if (clash) out.push(resourceProblem(r, clash));
    fieldProblems(r, f, targets, out);
  }
  const together = patternCostProblem(schema.fields);
  if (together) out.push(resourceProblem(r, together));
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  if (!filled(schema.titleField) || !byName.has(schema.titleField)) out.push(resourceProblem(r, t('noTitleField')));
  const sort = schema.list?.defaultSort;
  if (sort && !['createdAt', 'updatedAt'].includes(sort.field)) {
    const f = byName.get(sort.field);
    if (!f) out.push(resourceProblem(r, t('sortFieldUnknown', { field: sort.field })));
    else if (!f.sortable) out.push(resourceProblem(r, t('sortFieldNotSortable', { field: f.label })));
  }
  if (sort && sort.order !== 'asc' && sort.order !== 'desc') out.push(resourceProblem(r, t('sortOrder')));
  const size = schema.list?.pageSize;
  if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= 100)) out.push(resourceProblem(r, t('pageSize')));
  layoutProblems(r, schema, byName, out);
  return out;
}

/**
 * The layout parts that name fields (list columns and filters, form and detail sections) name
 * fields the resource has, in the shapes the screens read: an imported or hand-edited design
 * otherwise reached validateSchema's developer wording.
 */
function layoutProblems(r: string, schema: ResourceSchema, byName: ReadonlyMap<string, FieldSchema>, out: string[]) {
  const names = (where: string, list: unknown, optional = true): string[] => {
    if (list === undefined && optional) return [];
    if (Array.isArray(list) && list.every((n) => typeof n === 'string')) return list;
    out.push(resourceProblem(r, t('namesNotList', { where })));
    return [];
  };
  for (const c of names(t('listColumn'), schema.list?.columns))
    if (!byName.has(c)) out.push(resourceProblem(r, t('columnUnknown', { name: c })));
  for (const c of names(t('listFilter'), schema.list?.filters)) {
    const f = byName.get(c);
    if (!f) out.push(resourceProblem(r, t('filterUnknown', { name: c })));
    else if (TYPE_DEFAULTS[f.type]?.filterKind === 'none')
      out.push(resourceProblem(r, t('filterNotFilterable', { field: f.label, type: fieldTypeLabel(f.type) })));
  }
  for (const [where, sections] of [
    [t('formSections'), schema.form?.sections],
    [t('showSections'), schema.show?.sections],
  ] as const) {
    if (sections === undefined) continue;
    if (!Array.isArray(sections) || !allObjects(sections)) {
      out.push(resourceProblem(r, t('sectionsNotList', { where })));
      continue;
    }
    sections.forEach((sec, i) => {
      const title = filled(sec.title) ? t('sectionQuoted', { title: sec.title }) : t('sectionNumbered', { n: i + 1 });
      if (sec.title !== undefined && typeof sec.title !== 'string')
        out.push(resourceProblem(r, t('sectionTitleNotText', { where, title })));
      // A section always lists its fields (the screens map over them).
      for (const n of names(t('sectionFields', { where, title }), sec.fields, false))
        if (!byName.has(n)) out.push(resourceProblem(r, t('sectionFieldUnknown', { where, title, name: n })));
    });
  }
}

/**
 * Every problem of the fields a tenant adds to a built-in resource (`base`), in the same words:
 * each custom field as a designed field, and none taking the name of one of the resource's own.
 */
export function extensionProblems(base: ResourceSchema, fields: readonly FieldSchema[], targets: DesignTargetLookup): string[] {
  const out: string[] = [];
  const r = t('resourceQuoted', { label: base.label });
  if (!Array.isArray(fields) || !allObjects(fields)) return [resourceProblem(r, t('customNotObjects'))];
  if (fields.length > EXTENSION_MAX_FIELDS)
    out.push(resourceProblem(r, t('tooManyCustom', { max: EXTENSION_MAX_FIELDS, n: fields.length })));
  const own = base.fields.map((f) => f.name);
  const seen = new Map<string, string>();
  for (const f of fields) {
    // In any spelling: owner_id beside the resource's ownerId would read as the same name.
    if (isTakenName(own, String(f.name)) || OWNER_FIELD === f.name) out.push(resourceProblem(r, t('customNameTaken', { name: f.name })));
    else {
      const clash = sameName(seen, f.name);
      if (clash) out.push(resourceProblem(r, clash));
    }
    if (f.required && f.default === undefined)
      // Records saved before the field existed, and the server's own writes, would fail their next save.
      out.push(
        refusesDefault(f.type)
          ? resourceProblem(r, t('customRequiredRefused', { field: f.label, type: fieldTypeLabel(f.type) }))
          : resourceProblem(r, t('customRequiredDefault', { field: f.label })),
      );
    fieldProblems(r, f, targets, out);
  }
  // The resource's own patterns are the developers' (small and fixed): the tenant's are bounded.
  const together = patternCostProblem(fields);
  if (together) out.push(resourceProblem(r, together));
  return out;
}

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
/** Whether `name` keeps the rule. */
export const isDesignName = (name: unknown): name is string =>
  typeof name === 'string' && DESIGN_NAME.test(name) && !name.includes(OPERATOR_SEPARATOR);
/** What names compare by: case and underscores aside (`buyDate`, `BuyDate` and `buy_date` are one). */
const sameNameKey = (name: string): string => name.replace(/_/g, '').toLowerCase();

/** The field types an admin can choose in the designer, with their Chinese names, in the order offered (their specs'). */
export const DESIGN_FIELD_TYPES: ReadonlyArray<{ type: FieldType; label: string }> = ALL_FIELD_TYPES.filter(
  (type) => FIELD_TYPE_SPECS[type].designer,
).map((type) => ({ type, label: FIELD_TYPE_SPECS[type].label }));

/** The Chinese name of a field type (the type's own name when the designer does not offer it). */
export const fieldTypeLabel = (type: string): string => DESIGN_FIELD_TYPES.find((t) => t.type === type)?.label ?? type;

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
  return before === name ? `有两个字段都叫 ${name}` : `的字段名 ${name} 与 ${before} 只有大小写或下划线不同，会存进同一列，请换一个`;
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
  if (!opts.length) at('至少要有一个选项');
  const values = new Set<string>();
  for (const o of opts) {
    const v = String(o.value ?? '');
    const key = multi ? v.toLowerCase() : v;
    if (!filled(v)) at('有选项缺少值');
    else if (v.includes(',')) at(`的选项值“${v}”不能含逗号`);
    else if (multi && /["\\]/.test(v)) at(`的选项值“${v}”不能含引号或反斜杠`);
    else if (values.has(key)) at(multi ? `的选项值“${v}”重复了（多选的选项值不区分大小写）` : `的选项值“${v}”重复了`);
    values.add(key);
    if (!filled(o.label)) at(`的选项“${v}”缺少名称`);
  }
  if (multi && f.default !== undefined) at('是多选，不能设默认值');
  // An option removed that was the default (validateSchema would refuse it in a developer's words).
  else if (f.default !== undefined && f.default !== null && !opts.some((o) => String(o.value) === String(f.default)))
    at(`的默认值“${String(f.default)}”不是它的选项`);
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
  if (f.default !== undefined && refusesDefault(f.type) && !spec.options) at('不能设默认值');
  spec.designProblems?.(f, at);
}

const reservedNameWords = (name: string) => `的字段名 ${name} 是系统保留的，请换一个`;

/** Patterns run in RE2 on both sides (textPattern.ts): what it cannot run, with its reason. */
const patternWords = (f: FieldSchema) => {
  const problem = f.pattern !== undefined ? patternProblem(f.pattern) : undefined;
  return problem && `的格式（正则表达式）${problem}`;
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
  const r = filled(label) ? `“${label}”` : `资源 ${String(name ?? '')}`;
  const out: string[] = [];
  if (typeof name === 'string' && isReservedTableName(name)) out.push(`${r}的资源名 ${name} 已被系统使用，请换一个`);
  const objects = fields.filter((x): x is FieldSchema => !!x && typeof x === 'object');
  let compiled = 0;
  for (const f of objects) {
    const at = (msg: string) => out.push(`${r}的字段“${filled(f.label) ? f.label : f.name || '（未命名）'}”${msg}`);
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
  if (together) out.push(`${r}${together}`);
  return out;
}

function fieldProblems(r: string, f: FieldSchema, targets: DesignTargetLookup, out: string[]) {
  const at = (msg: string) => out.push(`${r}的字段“${filled(f.label) ? f.label : f.name || '（未命名）'}”${msg}`);
  if (!isDesignName(f.name)) at(`的字段名须${DESIGN_NAME_RULE}`);
  else if (isReservedFieldName(f.name)) at(reservedNameWords(f.name));
  if (!filled(f.label)) at('缺少中文名称');
  if (!isFieldType(f.type) || !DESIGN_FIELD_TYPES.some((t) => t.type === f.type)) return at(`的类型 ${String(f.type)} 不受支持`);
  const d = TYPE_DEFAULTS[f.type];
  if (f.min !== undefined && !isNum(f.min)) at('的最小值必须是数字');
  if (f.max !== undefined && !isNum(f.max)) at('的最大值必须是数字');
  if (isNum(f.min) && isNum(f.max) && f.min > f.max) at('的最小值大于最大值');
  if ([f.min, f.max].some((n) => isNum(n) && Math.abs(n) > NUMBER_LIMIT))
    at(`的最小值、最大值只能在 -${NUMBER_LIMIT} 到 ${NUMBER_LIMIT} 之间`);
  if ((f.min !== undefined || f.max !== undefined) && !d.numeric && !specOf(f).countsEntries) at('不是数字，不能设最小值、最大值');
  if (isNum(f.minLength) && isNum(f.maxLength) && f.minLength > f.maxLength) at('的最短长度大于最长长度');
  if ((f.pattern !== undefined || f.minLength !== undefined || f.maxLength !== undefined) && !d.textual) at('不是文本，不能设长度或格式');
  const patternWrong = patternWords(f);
  if (patternWrong) at(patternWrong);
  const tooLong = patternedLengthProblem(f);
  if (tooLong) at(tooLong);
  if (f.options !== undefined && (!Array.isArray(f.options) || !allObjects(f.options))) return at('的选项必须是对象的列表');
  if (specOf(f).options) optionProblems(f, at);
  else if (f.options?.length) at('不是单选或多选，不能有选项');
  if (specOf(f).refersTo) {
    const t = f.reference?.resource ? targets(f.reference.resource) : undefined;
    if (!f.reference?.resource) at('要选择关联到哪个资源');
    else if (!t) at(`关联的资源 ${f.reference.resource} 不存在`);
    else if (t !== 'external' && !t.fields.some((x) => x.name === f.reference!.labelField) && f.reference.labelField !== '_id')
      at(`的显示字段 ${f.reference.labelField} 不是“${t.label}”的字段`);
  } else if (f.reference) at('不是关联字段，不能设关联资源');
  typeSettingProblems(f, at);
  if (f.searchable && !d.searchable) at('的类型不能用于搜索');
  if (f.sortable && !d.sortable) at('的类型不能排序');
  if (f.filterable && d.filterKind === 'none') at('的类型不能筛选');
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
  const r = filled(schema?.label) ? `“${schema.label}”` : `资源 ${schema?.name ?? ''}`;
  if (nameSaved && filled(schema?.name)) {
    // Checked when first saved.
  } else if (!isDesignName(schema?.name)) out.push(`${r}的资源名须${DESIGN_NAME_RULE}`);
  else if (isTakenName(builtInNames, schema.name) || isReservedTableName(schema.name))
    out.push(`${r}的资源名 ${schema.name} 已被系统使用，请换一个`);
  if (!filled(schema?.label)) out.push(`资源 ${schema?.name ?? ''} 缺少中文名称`);
  // The client routes an entry under a group only when the menu definition has that group.
  if (schema?.parent !== undefined && !MENU_GROUPS.includes(schema.parent))
    out.push(`${r}只能放在顶层或菜单分组（${MENU_GROUPS.join('、')}）下`);
  if (!Array.isArray(schema?.fields) || !schema.fields.length) {
    out.push(`${r}至少要有一个字段`);
    return out;
  }
  if (!allObjects(schema.fields)) return [...out, `${r}的字段必须都是对象`];
  if (schema.fields.length > DESIGN_MAX_FIELDS) out.push(`${r}最多只能有 ${DESIGN_MAX_FIELDS} 个字段（现有 ${schema.fields.length} 个）`);
  const seen = new Map<string, string>();
  for (const f of schema.fields) {
    const clash = sameName(seen, f.name);
    if (clash) out.push(`${r}${clash}`);
    fieldProblems(r, f, targets, out);
  }
  const together = patternCostProblem(schema.fields);
  if (together) out.push(`${r}${together}`);
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  if (!filled(schema.titleField) || !byName.has(schema.titleField)) out.push(`${r}要选择一个标题字段（记录的名称）`);
  const sort = schema.list?.defaultSort;
  if (sort && !['createdAt', 'updatedAt'].includes(sort.field)) {
    const f = byName.get(sort.field);
    if (!f) out.push(`${r}的默认排序字段 ${sort.field} 不存在`);
    else if (!f.sortable) out.push(`${r}的默认排序字段“${f.label}”没有勾选“可排序”`);
  }
  if (sort && sort.order !== 'asc' && sort.order !== 'desc') out.push(`${r}的默认排序方向只能是升序或降序`);
  const size = schema.list?.pageSize;
  if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= 100)) out.push(`${r}的每页条数只能是 1 到 100`);
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
    out.push(`${r}的${where}必须是字段名的列表`);
    return [];
  };
  for (const c of names('列表列', schema.list?.columns)) if (!byName.has(c)) out.push(`${r}的列表列 ${c} 不是它的字段`);
  for (const c of names('筛选项', schema.list?.filters)) {
    const f = byName.get(c);
    if (!f) out.push(`${r}的筛选项 ${c} 不是它的字段`);
    else if (TYPE_DEFAULTS[f.type]?.filterKind === 'none') out.push(`${r}的字段“${f.label}”是${fieldTypeLabel(f.type)}，不能筛选`);
  }
  for (const [where, sections] of [
    ['表单分组', schema.form?.sections],
    ['详情分组', schema.show?.sections],
  ] as const) {
    if (sections === undefined) continue;
    if (!Array.isArray(sections) || !allObjects(sections)) {
      out.push(`${r}的${where}必须是分组的列表`);
      continue;
    }
    sections.forEach((sec, i) => {
      const title = filled(sec.title) ? `“${sec.title}”` : `第 ${i + 1} 组`;
      if (sec.title !== undefined && typeof sec.title !== 'string') out.push(`${r}的${where}${title}的标题必须是文字`);
      // A section always lists its fields (the screens map over them).
      for (const n of names(`${where}${title}的字段`, sec.fields, false))
        if (!byName.has(n)) out.push(`${r}的${where}${title}中的 ${n} 不是它的字段`);
    });
  }
}

/**
 * Every problem of the fields a tenant adds to a built-in resource (`base`), in the same words:
 * each custom field as a designed field, and none taking the name of one of the resource's own.
 */
export function extensionProblems(base: ResourceSchema, fields: readonly FieldSchema[], targets: DesignTargetLookup): string[] {
  const out: string[] = [];
  const r = `“${base.label}”`;
  if (!Array.isArray(fields) || !allObjects(fields)) return [`${r}的自定义字段必须是对象的列表`];
  if (fields.length > EXTENSION_MAX_FIELDS) out.push(`${r}最多只能加 ${EXTENSION_MAX_FIELDS} 个自定义字段（现有 ${fields.length} 个）`);
  const own = base.fields.map((f) => f.name);
  const seen = new Map<string, string>();
  for (const f of fields) {
    // In any spelling: owner_id beside the resource's ownerId would read as the same name.
    if (isTakenName(own, String(f.name)) || OWNER_FIELD === f.name) out.push(`${r}已有字段 ${f.name}，自定义字段请换一个字段名`);
    else {
      const clash = sameName(seen, f.name);
      if (clash) out.push(`${r}${clash}`);
    }
    if (f.required && f.default === undefined)
      // Records saved before the field existed, and the server's own writes, would fail their next save.
      out.push(
        refusesDefault(f.type)
          ? `${r}的字段“${f.label}”是后加的${fieldTypeLabel(f.type)}字段，没有默认值，不能设为必填`
          : `${r}的字段“${f.label}”是后加的，设为必填时要给默认值`,
      );
    fieldProblems(r, f, targets, out);
  }
  // The resource's own patterns are the developers' (small and fixed): the tenant's are bounded.
  const together = patternCostProblem(fields);
  if (together) out.push(`${r}${together}`);
  return out;
}

/**
 * Validates resource schemas when they are loaded (client start, server start, a schema read from
 * the database). A broken schema fails loudly: every problem names the resource and the field.
 * Pure TS so the server calls it too.
 */
import { isFieldType, TODAY, TYPE_DEFAULTS } from './fieldDefaults';
import { FIELD_TYPE_SPECS, specOf, storageKindOf } from './fieldTypes';
import { OPERATOR_SEPARATOR } from './listQuery';
import { isReservedFieldName, isReservedTableName } from './reservedNames';
import { SYSTEM_FIELDS } from './listQuerySchema';
import { relatedProblems } from './relatedLists';
import { derivationProblems } from './derivationCheck';
import { PATTERNED_TEXT_MAX_LENGTH, patternCostProblem, patternProblem, patternedLengthProblem } from './textPattern';
import type { FieldSchema, FormSection, ResourceSchema } from './types';

/** One thing wrong with a schema. `field` is a dotted path for line-item fields (`items.quantity`). */
export interface SchemaProblem {
  resource: string;
  field?: string;
  message: string;
}

/** Thrown by validateSchema / validateSchemas; its message lists every problem. */
export class SchemaError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super(`Invalid resource schema:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`);
    this.name = 'SchemaError';
  }
}

/** `resource "customer", field "phone": message`. */
export function formatProblem(p: SchemaProblem): string {
  return `resource "${p.resource}"${p.field ? `, field "${p.field}"` : ''}: ${p.message}`;
}

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const RESOURCE_NAME = /^[a-z][a-zA-Z0-9_]*$/;
const ACTIONS = ['create', 'edit', 'show', 'delete', 'bulkDelete'];
const nonEmpty = (s: unknown): s is string => typeof s === 'string' && s.trim().length > 0;
const isNum = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

function fieldProblems(f: FieldSchema, path: string, inItem: boolean, add: (field: string, msg: string) => void) {
  const at = (msg: string) => add(path, msg);
  if (!nonEmpty(f.name) || !NAME.test(f.name) || f.name.includes(OPERATOR_SEPARATOR)) {
    at('name must be letters, digits and "_", start with a letter and not contain "__"');
  } else if (isReservedFieldName(f.name, !inItem)) {
    at(`name "${f.name}" is reserved`);
  }
  if (!nonEmpty(f.label)) at('label (Chinese) is required');
  if (!isFieldType(f.type)) return at(`unknown type "${String(f.type)}"`);
  const spec = specOf(f);
  const d = spec.defaults;
  if (f.min !== undefined && !isNum(f.min)) at('min must be a number');
  if (f.max !== undefined && !isNum(f.max)) at('max must be a number');
  if (isNum(f.min) && isNum(f.max) && f.min > f.max) at(`min ${f.min} is greater than max ${f.max}`);
  // Lists (line items, references, files) take min/max as their number of entries.
  if ((f.min !== undefined || f.max !== undefined) && !d.numeric && !spec.countsEntries)
    at(`min/max apply to numbers, not to type "${f.type}"`);
  if (f.minLength !== undefined && !(Number.isInteger(f.minLength) && f.minLength >= 0)) at('minLength must be a whole number ≥ 0');
  if (f.maxLength !== undefined && !(Number.isInteger(f.maxLength) && f.maxLength >= 1)) at('maxLength must be a whole number ≥ 1');
  if (isNum(f.minLength) && isNum(f.maxLength) && f.minLength > f.maxLength) at('minLength is greater than maxLength');
  const textRules = (['pattern', 'patternMessage', 'minLength', 'maxLength'] as const).filter((k) => f[k] !== undefined);
  // The server derives string limits only for text on the wire; anywhere else they would be ignored.
  if (textRules.length && !d.textual) at(`${textRules.join('/')} apply to text types, not to type "${f.type}"`);
  if (f.precision !== undefined && !(spec.decimals === 'field' && Number.isInteger(f.precision) && f.precision >= 0 && f.precision <= 6)) {
    at('precision applies to number and percent fields: a whole number from 0 to 6');
  }
  // Run in RE2 on both sides (textPattern.ts): one it cannot run is refused here, before any text meets it.
  if (f.pattern !== undefined && patternProblem(f.pattern)) at(`pattern is not a valid regular expression: ${String(f.pattern)}`);
  // Each character of a patterned text may cost the whole program: its length is bounded too.
  if (patternedLengthProblem(f)) at(`maxLength of a field with a pattern must be at most ${PATTERNED_TEXT_MAX_LENGTH}`);
  if (spec.options) optionProblems(f, at);
  else if (f.options || f.selectable) at('options/selectable apply to enum and multiEnum fields only');
  if (spec.refersTo) {
    if (!f.reference || !nonEmpty(f.reference.resource)) at(`${f.type} needs reference.resource (the target)`);
    else if (!nonEmpty(f.reference.labelField)) at(`${f.type} needs reference.labelField`);
  } else if (f.reference) at('reference applies to reference/references fields only');
  // Rows of its own item fields (line items).
  const rows = spec.required === 'rows';
  if (rows) {
    if (inItem) at('lineItems cannot be nested in lineItems');
    else if (!Array.isArray(f.itemFields) || f.itemFields.length === 0) at('lineItems needs itemFields');
    else checkFields(f.itemFields, `${path}.`, true, add);
    if (f.computation && Array.isArray(f.itemFields)) {
      for (const [key, name] of Object.entries(f.computation)) {
        if (!f.itemFields.some((i) => i.name === name)) at(`computation.${key} names unknown item field "${name}"`);
      }
    }
  } else if (f.itemFields || f.computation) at('itemFields/computation apply to lineItems fields only');
  if (f.childTable !== undefined) {
    if (!rows) at('childTable applies to lineItems fields only');
    else if (!NAME.test(f.childTable?.table ?? '') || !NAME.test(f.childTable?.parentColumn ?? ''))
      at('childTable needs a table and a parentColumn (letters, digits and "_")');
    else if (isReservedTableName(f.childTable.table)) at(`childTable "${f.childTable.table}" starts with a database's reserved prefix`);
  }
  if (f.virtual) {
    if (!f.readOnly) at('a virtual field is read-only: set readOnly: true');
    if (f.filterable || f.sortable || f.searchable) at('a virtual field is no column: it cannot be filtered, sorted or searched');
    if (f.default !== undefined) at('a virtual field has no default');
  }
  if (f.default === TODAY && !spec.defaultToday) at(`default "${TODAY}" applies to date fields only`);
  typeSettingProblems(f, inItem, at);
  if (f.filterable && d.filterKind === 'none') at(`type "${f.type}" cannot be filterable`);
  if (f.searchable && !d.searchable) at(`type "${f.type}" cannot be searchable`);
  if (f.sortable && !d.sortable) at(`type "${f.type}" cannot be sortable`);
  if (f.indexed !== undefined && typeof f.indexed !== 'boolean') at('indexed must be true or false');
  if (f.indexed === false && !f.sortable && !f.filterable) at('indexed: false applies to filterable or sortable fields only');
  if (f.renderer !== undefined && !nonEmpty(f.renderer)) at('renderer must be a non-empty key');
  // Options' defaults are checked with the options; the types the save completes take none.
  if (f.default !== undefined && f.default !== null && !spec.options && !spec.completedInSave) {
    const ok = d.numeric ? isNum(f.default) : storageKindOf(f) === 'bool' ? typeof f.default === 'boolean' : typeof f.default === 'string';
    if (!ok) at(`default ${JSON.stringify(f.default)} does not fit type "${f.type}"`);
  }
}

/**
 * The settings only one type takes (its spec's `ownSettings`: region's level, file's kinds and size,
 * autoNumber's pattern), each on its own type only; a type the save completes (region, file,
 * autoNumber) takes no default and is no item field of line items; then the type's own rules (its
 * spec's `schemaProblems`).
 */
function typeSettingProblems(f: FieldSchema, inItem: boolean, at: (msg: string) => void) {
  for (const [type, spec] of Object.entries(FIELD_TYPE_SPECS))
    for (const key of spec.ownSettings?.keys ?? [])
      if (f[key] !== undefined && f.type !== type) at(`${key} applies to ${type} fields only`);
  const spec = specOf(f);
  if (spec.completedInSave) {
    if (inItem) at(`type "${f.type}" cannot be an item field of lineItems`);
    if (f.default !== undefined) at(`${f.type} takes no default`);
  }
  spec.schemaProblems?.(f, at);
}

/**
 * The options of an enum or multiEnum field. A multiEnum's values are text a list filter finds inside
 * the stored JSON array (`"value"`, matched case-insensitively like a references field's ids), so
 * they hold no quote or backslash and differ in more than case; it takes no default (a default is one value).
 */
function optionProblems(f: FieldSchema, at: (msg: string) => void) {
  // Several values (multiEnum): text found inside the stored list.
  const multi = !!specOf(f).valueList;
  if (!Array.isArray(f.options) || f.options.length === 0) return at(`${f.type} needs options`);
  const seen = new Set<string>();
  const folded = new Set<string>();
  for (const o of f.options) {
    const v = String(o?.value);
    if (multi ? typeof o?.value !== 'string' : typeof o?.value !== 'string' && typeof o?.value !== 'number')
      at(multi ? 'every multiEnum option needs a string value' : 'every enum option needs a string or number value');
    if (!nonEmpty(o?.label)) at(`${f.type} option ${v} needs a label`);
    if (v.includes(',')) at(`${f.type} value "${v}" must not contain a comma`);
    if (multi && /["\\]/.test(v)) at(`multiEnum value "${v}" must not contain a quote or a backslash`);
    if (seen.has(v)) at(`${f.type} value "${v}" appears twice`);
    else if (multi && folded.has(v.toLowerCase())) at(`multiEnum value "${v}" differs from another only in case`);
    seen.add(v);
    folded.add(v.toLowerCase());
  }
  for (const s of f.selectable ?? []) if (!seen.has(String(s))) at(`selectable value "${s}" is not an option`);
  if (multi && f.default !== undefined) at('multiEnum takes no default');
  else if (f.default !== undefined && f.default !== null && !seen.has(String(f.default))) at(`default "${f.default}" is not an option`);
}

function checkFields(fields: FieldSchema[], prefix: string, inItem: boolean, add: (field: string, msg: string) => void) {
  const seen = new Set<string>();
  fields.forEach((f, i) => {
    const name = nonEmpty(f?.name) ? f.name : `#${i}`;
    if (seen.has(name)) add(`${prefix}${name}`, 'duplicate field name');
    seen.add(name);
    fieldProblems(f ?? ({} as FieldSchema), `${prefix}${name}`, inItem, add);
  });
}

/** Every problem of one schema (empty when it is sound). Does not look at other schemas. */
export function schemaProblems(schema: ResourceSchema): SchemaProblem[] {
  const resource = nonEmpty(schema?.name) ? schema.name : '(unnamed)';
  const problems: SchemaProblem[] = [];
  const add = (field: string | undefined, message: string) => problems.push({ resource, field, message });
  if (!nonEmpty(schema?.name) || !RESOURCE_NAME.test(schema.name))
    add(undefined, 'name must start with a lower-case letter, then letters, digits and "_"');
  // A table named like a database's catalogues (pg_…, sqlite_…) is refused or shadowed by it.
  for (const [key, name] of [
    ['name', schema?.name],
    ['table', schema?.table],
  ] as const)
    if (typeof name === 'string' && isReservedTableName(name)) add(undefined, `${key} "${name}" starts with a database's reserved prefix`);
  if (!nonEmpty(schema?.label)) add(undefined, 'label (Chinese) is required');
  if (!nonEmpty(schema?.apiBase) || !schema.apiBase.startsWith('/') || schema.apiBase.endsWith('/')) {
    add(undefined, 'apiBase must start with "/" and not end with "/"');
  }
  if (schema?.parent !== undefined && !(nonEmpty(schema.parent) && RESOURCE_NAME.test(schema.parent)))
    add(undefined, 'parent must name a menu group (lower-case letters, digits and "_")');
  if (schema?.inMenu !== undefined && typeof schema.inMenu !== 'boolean') add(undefined, 'inMenu must be true or false');
  if (schema?.familyDefault !== undefined && typeof schema.familyDefault !== 'boolean')
    add(undefined, 'familyDefault must be true or false');
  for (const [verb, path] of Object.entries(schema?.endpoints ?? {})) {
    if (!nonEmpty(path) || !path.startsWith('/')) add(undefined, `endpoints.${verb} must start with "/"`);
  }
  if (!Array.isArray(schema?.fields) || schema.fields.length === 0) {
    add(undefined, 'fields must list at least one field');
    return problems;
  }
  checkFields(schema.fields, '', false, add);
  // One record's own patterns together, as the designer refuses them (textPattern.ts).
  if (patternCostProblem(schema.fields)) add(undefined, 'patterns cost too much together (program size × maxLength)');
  const byName = new Map(schema.fields.map((f) => [f.name, f]));
  const known = (name: string) => byName.has(name) || (SYSTEM_FIELDS as readonly string[]).includes(name);
  if (!nonEmpty(schema.titleField) || !known(schema.titleField)) add(schema.titleField, 'titleField names an unknown field');
  if (schema.colorField !== undefined && !byName.has(schema.colorField)) add(schema.colorField, 'colorField names an unknown field');
  if (schema.importKey !== undefined && !byName.get(schema.importKey)?.required) add(schema.importKey, 'importKey names no required field');
  const list = schema.list ?? {};
  for (const c of list.columns ?? []) if (!byName.has(c)) add(c, 'list.columns names an unknown field');
  for (const c of list.filters ?? []) {
    const f = byName.get(c);
    if (!f) add(c, 'list.filters names an unknown field');
    else if (TYPE_DEFAULTS[f.type].filterKind === 'none') add(c, `list.filters: type "${f.type}" cannot be filtered`);
  }
  if (list.defaultSort) {
    const f = byName.get(list.defaultSort.field);
    if (!known(list.defaultSort.field)) add(list.defaultSort.field, 'list.defaultSort names an unknown field');
    else if (f && !f.sortable) add(f.name, 'list.defaultSort names a field that is not sortable');
    if (list.defaultSort.order !== 'asc' && list.defaultSort.order !== 'desc') add(undefined, 'list.defaultSort.order must be asc or desc');
  }
  if (list.pageSize !== undefined && !(Number.isInteger(list.pageSize) && list.pageSize >= 1 && list.pageSize <= 100)) {
    add(undefined, 'list.pageSize must be a whole number from 1 to 100');
  }
  const sections = (where: string, s?: FormSection[]) => {
    if (s !== undefined && !Array.isArray(s)) return add(undefined, `${where}.sections must be a list`);
    (s ?? []).forEach((sec, i) => {
      // The screens map over every section's fields: a section without the list would break them.
      if (!Array.isArray(sec?.fields)) return add(undefined, `${where}.sections[${i}].fields must be a list of field names`);
      sec.fields.forEach((n) => {
        if (!byName.has(n)) add(n, `${where}.sections[${i}] names an unknown field`);
      });
    });
  };
  sections('form', schema.form?.sections);
  sections('show', schema.show?.sections);
  for (const a of schema.actions ?? []) if (!ACTIONS.includes(a)) add(undefined, `unknown action "${a}"`);
  for (const p of derivationProblems(schema)) add(p.field, p.message);
  return problems;
}

/**
 * Looks up a reference target by resource name: its schema, `'external'` for a target the caller
 * knows without a schema (the server's staff users), undefined when unknown.
 */
export type TargetLookup = (resource: string) => ResourceSchema | 'external' | undefined;

/**
 * Problems with the reference targets of `schema` (top-level and line-item fields): each target is
 * known (through `lookup`, or declared outside the schemas with its own `reference.apiBase`) and a
 * schema target has the `labelField` named (or it is `_id`).
 */
export function referenceProblems(schema: ResourceSchema, lookup: TargetLookup): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const refs = (schema.fields ?? []).flatMap((f) => [
    { f, path: f.name },
    ...(f.itemFields ?? []).map((i) => ({ f: i, path: `${f.name}.${i.name}` })),
  ]);
  for (const { f, path } of refs) {
    if (!f?.reference?.resource) continue;
    const target = lookup(f.reference.resource);
    if (target === undefined) {
      if (!f.reference.apiBase)
        problems.push({
          resource: schema.name,
          field: path,
          message: `reference target "${f.reference.resource}" is not a known resource`,
        });
    } else if (
      target !== 'external' &&
      f.reference.labelField !== '_id' &&
      !(target.fields ?? []).some((t) => t.name === f.reference!.labelField)
    ) {
      problems.push({
        resource: schema.name,
        field: path,
        message: `reference labelField "${f.reference.labelField}" is not a field of "${target.name}"`,
      });
    }
  }
  // The show page's related lists name other resources too.
  problems.push(...relatedProblems(schema, lookup));
  return problems;
}

/**
 * Throws SchemaError listing every problem of `schema`; returns it unchanged when sound. With
 * `lookup`, its reference targets are checked too (see referenceProblems): the client's screens
 * and the server's start pass one, so a bad labelField fails at load rather than in a test.
 */
export function validateSchema(schema: ResourceSchema, lookup?: TargetLookup): ResourceSchema {
  const problems = schemaProblems(schema);
  if (lookup && !problems.length) problems.push(...referenceProblems(schema, lookup));
  if (problems.length) throw new SchemaError(problems);
  return schema;
}

/**
 * Validates a whole schema list: each schema, unique names, and every reference target known
 * (a schema in the list, or a target with its own `apiBase`) with a label field it has.
 */
export function validateSchemas(schemas: ResourceSchema[]): ResourceSchema[] {
  const problems = schemas.flatMap(schemaProblems);
  const byName = new Map<string, ResourceSchema>();
  for (const s of schemas) {
    if (byName.has(s.name)) problems.push({ resource: s.name, message: 'two schemas have this name' });
    byName.set(s.name, s);
  }
  for (const s of schemas) problems.push(...referenceProblems(s, (name) => byName.get(name)));
  if (problems.length) throw new SchemaError(problems);
  return schemas;
}

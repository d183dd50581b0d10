/**
 * THE place where a role's field rules (docs/requirements.md §10.2) reach the screens: a hidden field leaves the
 * schema the screens are drawn from (columns, column settings, filters, forms, show pages), a
 * read-only one is named in `locked` (shown disabled, never sent). The server never sends a hidden
 * field and refuses a write changing a read-only one; this spares the user empty columns and
 * fields that can only fail.
 */
import { allows, type EffectivePermissions, type FieldRule } from '../../domain/permissions/grants';
import { ownerFieldOf } from '../../schemas/permissionCatalogue';
import type { FieldSchema, ResourceSchema } from '../../schemas/types';
import { withDerivedRules } from '../../schemas/derivations';
import { engineRecordTexts, t } from '../../i18n/messages/zh-CN/engineRecord';

/**
 * Under the 负责人 of a role without 转移: why it cannot be chosen. The Chinese text (what tests and
 * the Chinese interface read); the screens show it through the translator, in the chosen language.
 */
export const OWNER_BOUND_HELP: string = engineRecordTexts.ownerBoundHelp;

/** A schema as the caller may see it. */
export interface FieldAccess {
  /** The schema without its hidden fields (line items without their hidden item fields). */
  schema: ResourceSchema;
  /** Read-only fields of the record: shown disabled in forms, left out of what is saved. */
  locked: ReadonlySet<string>;
  /** The rule on a field, or on an item field of line items as `lines.unitPrice`. */
  ruleOf: (name: string) => FieldRule | undefined;
  /** The 负责人 field when the role may not 转移: a new record is the user's, shown as such. */
  boundOwner?: string;
}

const NOTHING = new Set<string>();

/**
 * Line items without their hidden item fields, read-only item fields marked `readOnly` (the
 * sub-table then shows them instead of an input); the line items as a whole are then locked.
 */
function itemsRuled(field: FieldSchema, rules: Readonly<Record<string, FieldRule>>): FieldSchema {
  if (!field.itemFields) return field;
  const rule = (item: FieldSchema) => rules[`${field.name}.${item.name}`];
  if (!field.itemFields.some(rule)) return field;
  const itemFields = field.itemFields
    .filter((i) => rule(i) !== 'hidden')
    .map((i) => (rule(i) === 'readonly' ? { ...i, readOnly: true } : i));
  return { ...field, itemFields };
}

function ruled(schema: ResourceSchema, rules: Readonly<Record<string, FieldRule>>, boundOwner?: string): FieldAccess {
  const ruleOf = (name: string) => rules[name];
  const hidden = (name: string | undefined) => !!name && rules[name] === 'hidden';
  // Lines are saved whole (the server cannot keep a column it is not sent), so a rule on any of their
  // columns leaves the whole line items read-only for this role, as the server does (field-rules.ts).
  const itemRuled = (f: FieldSchema) => !!f.itemFields?.some((i) => rules[`${f.name}.${i.name}`]);
  const locked = new Set(schema.fields.filter((f) => rules[f.name] === 'readonly' || itemRuled(f)).map((f) => f.name));
  const fields = schema.fields
    .filter((f) => !hidden(f.name))
    .map((f) => (f.name === boundOwner ? { ...f, help: t('ownerBoundHelp') } : itemsRuled(f, rules)));
  const changed = fields.length !== schema.fields.length || fields.some((f, i) => f !== schema.fields[i]);
  if (!changed) return { schema, locked: locked.size ? locked : NOTHING, ruleOf, boundOwner };
  // Names of hidden fields in `list`, `form` and `show` are dropped by the layout (schemaLayout.ts);
  // only the default order must go, since the server would sort by what the user may not see.
  const list = schema.list && hidden(schema.list.defaultSort?.field) ? { ...schema.list, defaultSort: undefined } : schema.list;
  return { schema: { ...schema, fields, list }, locked, ruleOf, boundOwner };
}

// One answer per permissions and schema: screens keep the same schema object between renders
// (their memos and effects depend on it) until the permissions are read again.
const cache = new WeakMap<EffectivePermissions, WeakMap<ResourceSchema, FieldAccess>>();

/**
 * The schema as the caller may see it. Without permissions (not read yet), for a super-admin, or
 * with no field rules on the resource, the schema itself and nothing locked.
 */
export function applyFieldRules(schema: ResourceSchema, eff: EffectivePermissions | null | undefined): FieldAccess {
  const stated = eff && !eff.superAdmin ? eff.permissions[schema.name]?.fields : undefined;
  // Without 转移 the 负责人 is not the user's to choose (the server refuses another): read-only, and the adder's.
  const owner = eff && !eff.superAdmin ? ownerFieldOf(schema)?.name : undefined;
  const boundOwner = owner && !allows(eff, schema.name, 'transfer') && !stated?.[owner] ? owner : undefined;
  const rules: Readonly<Record<string, FieldRule>> | undefined = boundOwner ? { ...stated, [boundOwner]: 'readonly' } : stated;
  if (!eff || !rules || !Object.keys(rules).length) return { schema, locked: NOTHING, ruleOf: () => undefined };
  const bySchema = cache.get(eff) ?? new WeakMap<ResourceSchema, FieldAccess>();
  cache.set(eff, bySchema);
  const known = bySchema.get(schema);
  if (known) return known;
  // What is derived from a hidden field goes with it, as on the server (src/schemas/derivations.ts).
  const access = ruled(schema, withDerivedRules(schema, rules), boundOwner);
  bySchema.set(schema, access);
  // Applying the rules again to the ruled schema (a screen inside a screen) changes nothing.
  bySchema.set(access.schema, access);
  return access;
}

/** The values to save: without the read-only fields (the server refuses a change to them). */
export function withoutLocked<T extends Record<string, unknown>>(values: T, locked: ReadonlySet<string>): T {
  if (!locked.size) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !locked.has(name))) as T;
}

/**
 * What a role can be granted (docs/requirements.md §10.2): every schema resource, the dashboard and each settings and
 * admin page, grouped and ordered like the menu, each with its actions, whether it has an owner (for
 * the `own` data scope) and its fields (for field rules). Derived from the schemas and the menu
 * definition, so a resource added later appears without code. Read by the role API (which refuses
 * anything not listed), the server's guard and the 角色管理 matrix.
 */
import type { PermissionAction } from '../domain/permissions/actions';
import type { Permissions, ResourceGrant } from '../domain/permissions/grants';
import { requiredOnCreate } from './fieldDefaults';
import { MENU } from './menu';
import { PAGE_ACTIONS, permissionEntries } from './permissionEntries';
import type { FieldSchema, ResourceSchema } from './types';
import { t } from '../i18n/messages/zh-CN/schemaMisc';

interface PermissionField {
  name: string;
  label: string;
  /** A new record needs it from the client (`requiredOnCreate`): a role that may add cannot hide or freeze it. */
  neededToAdd?: true;
}

export interface PermissionResource {
  name: string;
  label: string;
  /** The menu group's label (设置…), when it sits in one. */
  group?: string;
  actions: PermissionAction[];
  /** Whether records have an owner (负责人, else the creator), so `own` scope applies. */
  ownable: boolean;
  /** Fields a role may hide or make read-only. */
  fields: PermissionField[];
  /** The action that adds a record (`create`, or the schema's `addAction`), when records can be added. */
  addAction?: PermissionAction;
}

const internal = (f: FieldSchema) => f.visible && f.visible.list === false && f.visible.form === false && f.visible.show === false;

/** The fields a role may rule on: what a user can see of a record (internal and fixed ones left out). */
function ruledFields(schema: ResourceSchema): FieldSchema[] {
  return schema.fields.filter((f) => !internal(f) && !(schema.fixed && f.name in schema.fixed));
}

/** Separates a line-item field from its item field in a rule's key: `lines.unitPrice`. */
export const ITEM_FIELD_SEPARATOR = '.';

/**
 * The rule keys of a schema: each field, and each item field of its line items as `lines.unitPrice`
 * (labelled 明细·单价). A rule on an item field keeps that column out of the role's line items.
 */
function ruledFieldEntries(schema: ResourceSchema): PermissionField[] {
  const needed = (yes: boolean) => (yes ? { neededToAdd: true as const } : {});
  return ruledFields(schema).flatMap((f) => [
    { name: f.name, label: f.label, ...needed(requiredOnCreate(f)) },
    // A rule on any item field keeps the role from writing the lines (field-rules.ts), so required
    // lines are needed through each of their columns, and a required column through its lines.
    ...(f.type === 'lineItems' ? (f.itemFields ?? []).filter((i) => !internal(i)) : []).map((i) => ({
      name: `${f.name}${ITEM_FIELD_SEPARATOR}${i.name}`,
      label: `${f.label}·${i.label}`,
      ...needed(requiredOnCreate(f) || requiredOnCreate(i)),
    })),
  ]);
}

/**
 * The field whose value is a record's 负责人 (`ownerId`): a built-in resource's own field, never a
 * tenant's custom one (the `own` scope must read the same column for every tenant of a table).
 * Giving a record another 负责人 is the right 转移 (`transfer`).
 */
export function ownerFieldOf(schema: ResourceSchema): FieldSchema | undefined {
  return schema.fields.find((f) => f.name === 'ownerId' && !f.virtual && !f.custom);
}

/** The actions of a schema resource: list and show, its write calls, export and import, its area actions. */
export function schemaActions(schema: ResourceSchema): PermissionAction[] {
  const offered = schema.actions;
  const has = (a: 'create' | 'edit' | 'delete') => !offered || offered.includes(a) || (a === 'delete' && offered.includes('bulkDelete'));
  const out: PermissionAction[] = ['list', 'show'];
  if (has('create')) out.push(schema.addAction ?? 'create');
  if (has('edit')) out.push('edit');
  if (has('delete')) out.push('delete');
  if (ownerFieldOf(schema) && (has('create') || has('edit'))) out.push('transfer');
  out.push('export', 'import', ...(schema.areaActions ?? []));
  return out;
}

/** The action that adds a record of a schema, when it can be added. */
function addActionOf(schema: ResourceSchema): PermissionAction | undefined {
  const action = schema.addAction ?? 'create';
  return schemaActions(schema).includes(action) ? action : undefined;
}

export function permissionCatalogue(schemas: readonly ResourceSchema[]): PermissionResource[] {
  const bySchema = new Map(schemas.map((s) => [s.name, s]));
  return permissionEntries(schemas).map(({ name, label, group }) => {
    const schema = bySchema.get(name);
    const page = PAGE_ACTIONS[name];
    return {
      name,
      label: schema?.label ?? label,
      ...(group ? { group } : {}),
      actions: schema ? schemaActions(schema) : page!.actions,
      ownable: schema ? true : !!page!.ownable,
      fields: schema ? ruledFieldEntries(schema) : [],
      ...(schema && addActionOf(schema) ? { addAction: addActionOf(schema) } : {}),
    };
  });
}

/** Everything in the catalogue: the built-in 管理员's rights. */
export function fullPermissions(catalogue: readonly PermissionResource[]): Permissions {
  return Object.fromEntries(catalogue.map((r) => [r.name, { actions: [...r.actions], scope: 'all' as const }]));
}

/** Pages only tenant admins had before roles were data: 员工 starts without them. */
const ADMIN_PAGES = new Set(['org', 'role', 'projects', 'menu', 'resource', 'auditLog', 'loginLog', 'onlineUser']);
/** The menu group of the settings (税费, 付款方式, 设置 and what an admin adds under it). */
export const SETTINGS_GROUP = MENU.find((i) => i.name === 'setting')!.label!;
/** What reading a resource takes: its list, its records, an export of what one can list. */
const READ_ACTIONS: readonly PermissionAction[] = ['list', 'show', 'export'];

/**
 * What staff could do before roles were data (docs/permissions.md): every business resource, the
 * dashboard, and reading the settings — every resource of the 设置 group read-only, since a tax rate
 * or a payment mode changes every order that uses it.
 */
export function staffPermissions(catalogue: readonly PermissionResource[]): Permissions {
  const out: Permissions = {};
  for (const r of catalogue) {
    if (ADMIN_PAGES.has(r.name)) continue;
    const actions = r.group === SETTINGS_GROUP ? r.actions.filter((a) => READ_ACTIONS.includes(a)) : [...r.actions];
    out[r.name] = { actions, scope: 'all' };
  }
  return out;
}

/** A field rule that would make adding impossible: the field, and the refusal naming resource and field. */
export interface CreateConflict {
  field: string;
  message: string;
}

/** 客户的“联系号码”必填且没有默认值，可新建客户的角色不能隐藏或只读它. */
function createConflictMessage(resourceLabel: string, fieldLabel: string): string {
  return t('createConflict', { resource: resourceLabel, field: fieldLabel });
}

/**
 * The field rules of a grant that would make its add action impossible: a role that may add records
 * cannot hide or freeze a field a new record needs from the client (`neededToAdd`), since every add
 * would be refused — first for the missing field, then for sending it. The role API refuses them;
 * the role editor shows them beside the field before saving; a design's publish that would create
 * one is refused too.
 */
export function createConflicts(resource: PermissionResource, grant: ResourceGrant | undefined): CreateConflict[] {
  if (!grant || !resource.addAction || !grant.actions.includes(resource.addAction)) return [];
  return resource.fields
    .filter((f) => f.neededToAdd && grant.fields?.[f.name])
    .map((f) => ({ field: f.name, message: createConflictMessage(resource.label, f.label) }));
}

/**
 * What a role can be granted (issue 10): every schema resource, the dashboard and each settings and
 * admin page, grouped and ordered like the menu, each with its actions, whether it has an owner (for
 * the `own` data scope) and its fields (for field rules). Derived from the schemas and the menu
 * definition, so a resource added later appears without code. Read by the role API (which refuses
 * anything not listed), the server's guard and the 角色管理 matrix.
 */
import type { PermissionAction } from '../domain/permissions/actions';
import type { Permissions } from '../domain/permissions/grants';
import { resolveMenu, type ResolvedMenuItem } from './menu';
import type { FieldSchema, ResourceSchema } from './types';

export interface PermissionField {
  name: string;
  label: string;
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
}

/** Pages that are no schema resource, with the actions their calls need. */
const PAGE_ACTIONS: Record<string, { actions: PermissionAction[]; ownable?: boolean }> = {
  // `own`: the figures count the user's own sales only.
  dashboard: { actions: ['list'], ownable: true },
  org: { actions: ['list', 'create', 'edit'] },
  general: { actions: ['list', 'edit'] },
  role: { actions: ['list', 'create', 'edit', 'delete'] },
  projects: { actions: ['list', 'create', 'edit'] },
  // Viewing the system menu; editing it stays with the platform's super-admin.
  menu: { actions: ['list'] },
  // 数据模型 (issue 11): reading the designs; `edit` saves drafts, publishes and rolls back.
  resource: { actions: ['list', 'edit'] },
};
/** Entries tenants' roles never reach: tenant management is the platform's super-admin's. */
const PLATFORM_ONLY = new Set(['tenant']);

const internal = (f: FieldSchema) => f.visible && f.visible.list === false && f.visible.form === false && f.visible.show === false;

/** The fields a role may rule on: what a user can see of a record (internal and fixed ones left out). */
export function ruledFields(schema: ResourceSchema): FieldSchema[] {
  return schema.fields.filter((f) => !internal(f) && !(schema.fixed && f.name in schema.fixed));
}

/** Separates a line-item field from its item field in a rule's key: `lines.unitPrice`. */
export const ITEM_FIELD_SEPARATOR = '.';

/**
 * The rule keys of a schema: each field, and each item field of its line items as `lines.unitPrice`
 * (labelled 明细·单价). A rule on an item field keeps that column out of the role's line items.
 */
export function ruledFieldEntries(schema: ResourceSchema): PermissionField[] {
  return ruledFields(schema).flatMap((f) => [
    { name: f.name, label: f.label },
    ...(f.type === 'lineItems' ? (f.itemFields ?? []).filter((i) => !internal(i)) : []).map((i) => ({
      name: `${f.name}${ITEM_FIELD_SEPARATOR}${i.name}`,
      label: `${f.label}·${i.label}`,
    })),
  ]);
}

/** The actions of a schema resource: list and show, its write calls, export and import, its area actions. */
export function schemaActions(schema: ResourceSchema): PermissionAction[] {
  const offered = schema.actions;
  const has = (a: 'create' | 'edit' | 'delete') => !offered || offered.includes(a) || (a === 'delete' && offered.includes('bulkDelete'));
  const out: PermissionAction[] = ['list', 'show'];
  if (has('create')) out.push(schema.addAction ?? 'create');
  if (has('edit')) out.push('edit');
  if (has('delete')) out.push('delete');
  out.push('export', 'import', ...(schema.areaActions ?? []));
  return out;
}

export function permissionCatalogue(schemas: readonly ResourceSchema[]): PermissionResource[] {
  const bySchema = new Map(schemas.map((s) => [s.name, s]));
  const out: PermissionResource[] = [];
  const seen = new Set<string>();
  const add = (name: string, label: string, group?: string) => {
    if (seen.has(name) || PLATFORM_ONLY.has(name)) return;
    const schema = bySchema.get(name);
    const page = PAGE_ACTIONS[name];
    if (!schema && !page) return;
    seen.add(name);
    out.push({
      name,
      label: schema?.label ?? label,
      ...(group ? { group } : {}),
      actions: schema ? schemaActions(schema) : page!.actions,
      ownable: schema ? true : !!page!.ownable,
      fields: schema ? ruledFieldEntries(schema) : [],
    });
  };
  const walk = (items: readonly ResolvedMenuItem[], group?: string) => {
    for (const i of items) {
      if (i.group) walk(i.children, i.label);
      else add(i.name, i.label, group);
    }
  };
  walk(resolveMenu(schemas));
  // Resources without a menu entry (客户分类), by the group they ask for.
  for (const s of schemas) add(s.name, s.label, s.parent ? schemas.find((x) => x.name === s.parent)?.label : undefined);
  return out;
}

/** Everything in the catalogue: the built-in 管理员's rights. */
export function fullPermissions(catalogue: readonly PermissionResource[]): Permissions {
  return Object.fromEntries(catalogue.map((r) => [r.name, { actions: [...r.actions], scope: 'all' as const }]));
}

/** Pages only tenant admins had before roles were data: 员工 starts without them. */
const ADMIN_PAGES = new Set(['org', 'role', 'projects', 'menu', 'resource']);

/** What staff could do before roles were data: every business resource, the dashboard, reading the general settings. */
export function staffPermissions(catalogue: readonly PermissionResource[]): Permissions {
  const out: Permissions = {};
  for (const r of catalogue) {
    if (ADMIN_PAGES.has(r.name)) continue;
    out[r.name] = { actions: r.name === 'general' ? ['list'] : [...r.actions], scope: 'all' };
  }
  return out;
}

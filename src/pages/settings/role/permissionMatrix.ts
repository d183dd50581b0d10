/**
 * The permission matrix of 角色管理 as pure functions over a role's rights (`Permissions`): the
 * check state of a row, a column and a cell, 全选 by row and by column, data scope and field rules,
 * and what a save sends. The component (PermissionMatrix.tsx) only renders these.
 */
import { PERMISSION_ACTIONS, type PermissionAction } from '../../../domain/permissions/actions';
import type { DataScope, FieldRule, Permissions, ResourceGrant } from '../../../domain/permissions/grants';
import { createConflicts, type CreateConflict, type PermissionResource } from '../../../schemas/permissionCatalogue';
import { settingsRoleTexts, t } from '../../../i18n/messages/zh-CN/settingsRole';

/** A checkbox's look: all checked, or some (indeterminate), or none. */
export interface CheckState {
  checked: boolean;
  indeterminate: boolean;
}

/** A field's choice in the matrix: `visible` is the absence of a rule. */
export type FieldChoice = FieldRule | 'visible';

/** A line of the matrix: a menu group's heading, or a resource. */
export type MatrixRow = { kind: 'group'; key: string; label: string } | { kind: 'resource'; key: string; resource: PermissionResource };

const ORDER = new Map(PERMISSION_ACTIONS.map((a, i) => [a, i]));

// Actions kept in PERMISSION_ACTIONS order, so a saved role reads the same however it was clicked.
const inOrder = (actions: Iterable<PermissionAction>) => [...new Set(actions)].sort((a, b) => ORDER.get(a)! - ORDER.get(b)!);

function stateOf(on: number, of: number): CheckState {
  return { checked: of > 0 && on === of, indeterminate: on > 0 && on < of };
}

/** The actions a role grants on a resource. */
const grantedActions = (perms: Permissions, name: string): PermissionAction[] => perms[name]?.actions ?? [];

export const isGranted = (perms: Permissions, name: string, action: PermissionAction) => grantedActions(perms, name).includes(action);

/** Whether a row grants anything (its scope and field rules only mean something then). */
export const grantsAny = (perms: Permissions, name: string) => grantedActions(perms, name).length > 0;

/**
 * The rights with a row's actions replaced (limited to what the resource offers). The grant stays
 * when its actions become empty, so its scope and field rules come back with the next tick; a save
 * leaves it out (toSaved).
 */
function withActions(perms: Permissions, row: PermissionResource, actions: PermissionAction[]): Permissions {
  const grant: ResourceGrant = { ...perms[row.name], actions: inOrder(actions.filter((a) => row.actions.includes(a))) };
  return { ...perms, [row.name]: grant };
}

/** The row's 全选 box: checked when it grants every action the resource offers. */
export function rowState(perms: Permissions, row: PermissionResource): CheckState {
  return stateOf(row.actions.filter((a) => isGranted(perms, row.name, a)).length, row.actions.length);
}

export function toggleRow(perms: Permissions, row: PermissionResource, on: boolean): Permissions {
  return withActions(perms, row, on ? row.actions : []);
}

export function toggleAction(perms: Permissions, row: PermissionResource, action: PermissionAction, on: boolean): Permissions {
  const now = grantedActions(perms, row.name);
  return withActions(perms, row, on ? [...now, action] : now.filter((a) => a !== action));
}

/** The resources that offer an action (the column's cells with a checkbox). */
export const offering = (catalogue: readonly PermissionResource[], action: PermissionAction) =>
  catalogue.filter((r) => r.actions.includes(action));

/** A column header's 全选 box, over the resources offering that action. */
export function columnState(perms: Permissions, catalogue: readonly PermissionResource[], action: PermissionAction): CheckState {
  const rows = offering(catalogue, action);
  return stateOf(rows.filter((r) => isGranted(perms, r.name, action)).length, rows.length);
}

export function toggleColumn(
  perms: Permissions,
  catalogue: readonly PermissionResource[],
  action: PermissionAction,
  on: boolean,
): Permissions {
  return offering(catalogue, action).reduce((p, r) => toggleAction(p, r, action, on), perms);
}

/** The data scope of a row (`all` unless it says otherwise). */
export const scopeOf = (perms: Permissions, name: string): DataScope => perms[name]?.scope ?? 'all';

/** The departments a row's 自定义部门 scope names. */
export const scopeDepartments = (perms: Permissions, name: string): string[] => perms[name]?.deptIds ?? [];

/** Sets a row's data scope; the chosen departments stay only with 自定义部门. */
export function setScope(perms: Permissions, row: PermissionResource, scope: DataScope, deptIds?: string[]): Permissions {
  if (!row.ownable) return perms;
  const { deptIds: kept, ...grant } = { ...perms[row.name], actions: grantedActions(perms, row.name), scope };
  const depts = scope === 'custom' ? (deptIds ?? kept ?? []) : [];
  return { ...perms, [row.name]: depts.length ? { ...grant, deptIds: depts } : grant };
}

export const fieldChoice = (perms: Permissions, name: string, field: string): FieldChoice => perms[name]?.fields?.[field] ?? 'visible';

/** Sets a field's rule; 可见 removes it (and an empty rule set goes with its last rule). */
export function setFieldRule(perms: Permissions, row: PermissionResource, field: string, choice: FieldChoice): Permissions {
  const grant: ResourceGrant = { ...perms[row.name], actions: grantedActions(perms, row.name) };
  const fields = { ...grant.fields };
  if (choice === 'visible') delete fields[field];
  else fields[field] = choice;
  const { fields: _old, ...rest } = grant;
  return { ...perms, [row.name]: Object.keys(fields).length ? { ...rest, fields } : rest };
}

/**
 * What a save sends: only resources granting at least one action, in catalogue order, with their
 * scope when the resource has an owner and their field rules when there are any. Anything the
 * catalogue does not know (a resource or field removed since the role was saved) is left out, since
 * the server refuses it and the matrix offers no way to untick it.
 */
export function toSaved(perms: Permissions, catalogue: readonly PermissionResource[]): Permissions {
  const out: Permissions = {};
  for (const row of catalogue) {
    const grant = perms[row.name];
    const actions = inOrder((grant?.actions ?? []).filter((a) => row.actions.includes(a)));
    if (!grant || !actions.length) continue;
    const known = new Set(row.fields.map((f) => f.name));
    const fields = Object.fromEntries(
      Object.entries(grant.fields ?? {}).filter(([f, rule]) => known.has(f) && (rule === 'hidden' || rule === 'readonly')),
    );
    out[row.name] = {
      actions,
      ...(row.ownable && grant.scope ? { scope: grant.scope } : {}),
      ...(row.ownable && grant.scope === 'custom' ? { deptIds: grant.deptIds ?? [] } : {}),
      ...(Object.keys(fields).length ? { fields } : {}),
    };
  }
  return out;
}

/**
 * Beside a field a new record needs, while the role may add: why 只读 and 隐藏 are off. The Chinese
 * text (tests look for it); the screen shows it through the translator (FieldRules).
 */
export const NEEDED_TO_ADD_HINT: string = settingsRoleTexts.neededToAddHint;

/** Whether the rights let a role add records of the resource (its 新建, or the schema's own add action). */
export const mayAdd = (perms: Permissions, row: PermissionResource): boolean =>
  !!row.addAction && isGranted(perms, row.name, row.addAction);

/**
 * The field rules that would keep a role from adding anything (the server refuses such a role, with
 * the same message): a hidden or read-only field a new record needs, on a resource the role may add.
 */
export function addConflicts(perms: Permissions, catalogue: readonly PermissionResource[]): CreateConflict[] {
  return catalogue.flatMap((row) => createConflicts(row, perms[row.name]));
}

/** The matrix's lines in menu order: a heading before each run of resources of one menu group. */
export function matrixRows(catalogue: readonly PermissionResource[]): MatrixRow[] {
  const rows: MatrixRow[] = [];
  let group: string | undefined;
  for (const r of catalogue) {
    if (r.group && r.group !== group) rows.push({ kind: 'group', key: `group:${r.group}:${r.name}`, label: r.group });
    group = r.group;
    rows.push({ kind: 'resource', key: r.name, resource: r });
  }
  return rows;
}

/** A copy's starting name: 销售主管 → 销售主管 副本. */
export const copyName = (name: string) => t('copyName', { name });

/** A deep copy of a role's rights, so editing the copy leaves the listed role alone. */
export const cloneRights = (perms: Permissions): Permissions => structuredClone(perms);

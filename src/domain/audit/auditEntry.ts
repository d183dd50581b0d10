/**
 * The audit trail as the API returns it (docs/audit-trail.md): one shape for the server's replies
 * and the client's 操作日志, 登录日志 and 变更记录 screens.
 */
import { t } from '../../i18n/messages/zh-CN/domainAudit';
import { shownTexts } from '../shownTexts';

/** What happened, by code; the label is what every screen and export shows (read in the shown language). */
export const AUDIT_ACTIONS = shownTexts(
  {
    create: 'create',
    update: 'update',
    delete: 'delete',
    restore: 'restore',
    purge: 'purge',
    import: 'import',
    export: 'export',
    status: 'status',
    generateOrder: 'generateOrder',
    convert: 'convert',
    pay: 'pay',
    refund: 'refund',
    publish: 'publish',
    rollback: 'rollback',
    password: 'password',
    login: 'login',
    loginFailed: 'loginFailed',
    logout: 'logout',
    forcedLogout: 'forcedLogout',
  },
  t,
);

export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** The actions of sign-ins (登录日志); every other one is a change (操作日志). */
export const LOGIN_ACTIONS: readonly AuditAction[] = ['login', 'loginFailed', 'logout', 'forcedLogout'];

/** What the trail records besides schema resources: configuration, by the name entries carry. */
export const CONFIG_RESOURCES = shownTexts(
  {
    setting: 'setting',
    role: 'role',
    menu: 'menu',
    project: 'project',
    user: 'user',
    department: 'department',
    tenant: 'tenant',
    resource_design: 'resourceDesign',
    list_view: 'listView',
    session: 'session',
  },
  t,
);

export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action as AuditAction] ?? action;

/**
 * One changed field of an update: its wire values before and after (the client shows them as the
 * field's display does: option labels, reference titles, money), with their plain text for a field
 * the reader's schema no longer has. `masked`: the field is hidden from the reader; no value is sent.
 */
export interface AuditChange {
  field: string;
  label: string;
  from: unknown;
  to: unknown;
  fromText: string;
  toText: string;
  masked?: boolean;
}

export interface AuditRow {
  _id: string;
  at: string;
  userId: string | null;
  userName: string;
  ip: string;
  /** Browser and system, read from the user agent (sign-ins). */
  browser: string;
  os: string;
  resource: string;
  /** The resource's label in the reader's tenant (the resource name when it is gone). */
  resourceLabel: string;
  recordId: string | null;
  recordLabel: string;
  action: string;
  actionLabel: string;
  changes: AuditChange[];
}

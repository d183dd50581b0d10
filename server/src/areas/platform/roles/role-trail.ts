import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../core/auth-context';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import { ACTION_LABELS, DATA_SCOPE_LABELS } from '../../../../../src/domain/permissions/labels';
import type { Permissions, ResourceGrant } from '../../../../../src/domain/permissions/grants';
import type { AuditAction, AuditChange } from '../../../../../src/domain/audit/auditEntry';
import type { PermissionResource } from '../../../../../src/schemas/permissionCatalogue';

/** A role as the trail compares it. */
export interface RoleFacts {
  id: string;
  name: string;
  description: string;
  permissions: Permissions;
}

/** A grant in words: 列表、查看、新建（仅本人）；隐藏：单价；只读：状态. */
function grantText(grant: ResourceGrant | undefined, resource: PermissionResource | undefined): string {
  if (!grant?.actions.length) return '';
  const label = (field: string) => resource?.fields.find((f) => f.name === field)?.label ?? field;
  const rules = Object.entries(grant.fields ?? {});
  const ruled = (rule: string, word: string) => {
    const names = rules.filter(([, r]) => r === rule).map(([f]) => label(f));
    return names.length ? `；${word}：${names.join('、')}` : '';
  };
  return (
    grant.actions.map((a) => ACTION_LABELS[a] ?? a).join('、') +
    (grant.scope && grant.scope !== 'all'
      ? `（${DATA_SCOPE_LABELS[grant.scope]}${grant.deptIds?.length ? ` ${grant.deptIds.length} 个部门` : ''}）`
      : '') +
    ruled('hidden', '隐藏') +
    ruled('readonly', '只读')
  );
}

/** Name, description and each resource whose grant changed, named by its label (权限·客户). */
function roleChanges(
  before: RoleFacts | null,
  after: RoleFacts,
  catalogue: Map<string, PermissionResource>,
): Omit<AuditChange, 'masked'>[] {
  const plain = configChanges({ name: '角色名称', description: '描述' }, before, after);
  const resources = [...new Set([...Object.keys(before?.permissions ?? {}), ...Object.keys(after.permissions)])];
  const rights = resources.flatMap((name) => {
    const res = catalogue.get(name);
    const fromText = grantText(before?.permissions[name], res);
    const toText = grantText(after.permissions[name], res);
    if (fromText === toText) return [];
    const from = before?.permissions[name] ?? null;
    const to = after.permissions[name] ?? null;
    return [{ field: `rights.${name}`, label: `权限·${res?.label ?? name}`, from, to, fromText, toText }];
  });
  return [...plain, ...rights];
}

/** A change of a role on the audit trail, in the write's transaction; nothing when nothing changed. */
export function roleOnTrail(
  trx: Kysely<Database>,
  /** The acting caller: their tenant's trail, naming them (`actor`). */
  by: Pick<AuthContext, 'tenantId' | 'actor'>,
  action: AuditAction,
  before: RoleFacts | null,
  after: RoleFacts,
  catalogue: Map<string, PermissionResource>,
): void {
  const { tenantId } = by;
  const changes = action === 'delete' ? [] : roleChanges(before, after, catalogue);
  if (action === 'update' && !changes.length) return;
  recordAudit(trx, { tenantId, resource: 'role', recordId: after.id, recordLabel: after.name, action, changes, actor: by.actor });
}

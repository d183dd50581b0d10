import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../core/auth-context';
import { inTenant } from '../../../db/scope';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import type { AuditAction } from '../../../../../src/domain/audit/auditEntry';

/** A department as its row holds it. */
export interface DeptFacts {
  id: string;
  name: string;
  parentId: string | null;
  leaderId: string | null;
  sort: number;
}

const DEPT_FIELDS = { name: '部门名称', parent: '上级部门', leader: '负责人', sort: '排序' };

/** The trail names the parent and the 负责人, not their ids: an id means nothing to a reader. */
async function view(trx: Kysely<Database>, tenantId: string, d: DeptFacts) {
  const parent = d.parentId
    ? await trx.selectFrom('departments').select('name').where(inTenant(tenantId)).where('id', '=', d.parentId).executeTakeFirst()
    : undefined;
  const leader = d.leaderId
    ? await trx.selectFrom('users').select('display_name').where(inTenant(tenantId)).where('id', '=', d.leaderId).executeTakeFirst()
    : undefined;
  return {
    name: d.name,
    parent: d.parentId ? (parent?.name ?? d.parentId) : null,
    leader: d.leaderId ? (leader?.display_name ?? d.leaderId) : null,
    sort: d.sort,
  };
}

/**
 * A change of a department (组织与人员) on the audit trail, in the write's transaction, as a person's is
 * (people/person-trail.ts); an update that changed nothing leaves no entry.
 */
export async function departmentOnTrail(
  trx: Kysely<Database>,
  /** The acting caller: their tenant's trail, naming them (`actor`). */
  by: Pick<AuthContext, 'tenantId' | 'actor'>,
  before: DeptFacts | null,
  after: DeptFacts,
  action: AuditAction = before ? 'update' : 'create',
): Promise<void> {
  const { tenantId } = by;
  const changes =
    action === 'delete' ? [] : configChanges(DEPT_FIELDS, before && (await view(trx, tenantId, before)), await view(trx, tenantId, after));
  if (action === 'update' && !changes.length) return;
  recordAudit(trx, { tenantId, resource: 'department', recordId: after.id, recordLabel: after.name, action, changes, actor: by.actor });
}

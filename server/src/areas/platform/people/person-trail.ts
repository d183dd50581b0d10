import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { AuthContext } from '../../../core/auth-context';
import { inTenant } from '../../../db/scope';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges, enabledWord } from '../../../db/audit/config-changes';
import type { AuditAction } from '../../../../../src/domain/audit/auditEntry';

/** A member as the audit trail shows them: projects and roles by name, not id. */
export interface PersonFacts {
  username: string;
  displayName: string;
  mobile: string | null;
  status: number;
  projectIds: string[];
  roleIds: string[];
  /** Absent in facts from before departments: then the trail does not compare it. */
  deptId?: string | null;
}

const PERSON_FIELDS = { displayName: '姓名', mobile: '手机号', status: '状态', projects: '项目', roles: '角色', dept: '部门' };

async function namesOf(
  trx: Kysely<Database>,
  table: 'projects' | 'roles' | 'departments',
  tenantId: string,
  ids: string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await trx.selectFrom(table).select(['id', 'name']).where(inTenant(tenantId)).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)?.name ?? id);
}

const view = async (trx: Kysely<Database>, tenantId: string, p: PersonFacts) => ({
  displayName: p.displayName,
  mobile: p.mobile,
  status: p.status,
  projects: await namesOf(trx, 'projects', tenantId, p.projectIds),
  roles: await namesOf(trx, 'roles', tenantId, p.roleIds),
  ...(p.deptId !== undefined && { dept: (await namesOf(trx, 'departments', tenantId, p.deptId ? [p.deptId] : []))[0] ?? null }),
});

/** A change of a member (组织与人员) on the audit trail, in the write's transaction; nothing when nothing changed. */
export async function personOnTrail(
  trx: Kysely<Database>,
  /** The acting caller: their tenant's trail, naming them (`actor`). */
  by: Pick<AuthContext, 'tenantId' | 'actor'>,
  id: string,
  before: PersonFacts | null,
  after: PersonFacts,
  action: AuditAction = before ? 'update' : 'create',
): Promise<void> {
  const { tenantId } = by;
  const changes = configChanges(PERSON_FIELDS, before && (await view(trx, tenantId, before)), await view(trx, tenantId, after), {
    status: enabledWord,
  });
  if (before && !changes.length) return;
  recordAudit(trx, { tenantId, resource: 'user', recordId: id, recordLabel: after.username, action, changes, actor: by.actor });
}

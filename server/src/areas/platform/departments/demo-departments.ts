import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../db/types';
import type { DepartmentsTable } from '../../../db/tables/platform';
import { newId } from '../../../core/ids';
import { inTenant } from '../../../db/scope';

/**
 * The demo tenant's organisation chart: the company on top, 销售部 with two groups, 财务部. The
 * admin leads the company and sits in it, the staff member sells in 华东销售组. Seeded with the
 * demo tenant, once; a database seeded before departments simply has none (people without one are fine).
 */
export async function seedDemoDepartments(
  trx: Kysely<Database>,
  tenantId: string,
  companyName: string,
  people: { adminId: string; staffId: string },
  now: string,
): Promise<void> {
  const ids = { company: newId(), sales: newId(), east: newId(), north: newId(), finance: newId() };
  const dept = (
    id: string,
    name: string,
    parentId: string | null,
    sort: number,
    leaderId: string | null = null,
  ): Insertable<DepartmentsTable> => ({
    id,
    tenant_id: tenantId,
    name,
    parent_id: parentId,
    leader_id: leaderId,
    sort,
    created_at: now,
  });
  await trx
    .insertInto('departments')
    .values([
      dept(ids.company, companyName, null, 0, people.adminId),
      dept(ids.sales, '销售部', ids.company, 1),
      dept(ids.east, '华东销售组', ids.sales, 1, people.staffId),
      dept(ids.north, '华北销售组', ids.sales, 2),
      dept(ids.finance, '财务部', ids.company, 2),
    ])
    .execute();
  await trx.updateTable('users').set({ dept_id: ids.company }).where(inTenant(tenantId)).where('id', '=', people.adminId).execute();
  await trx.updateTable('users').set({ dept_id: ids.east }).where(inTenant(tenantId)).where('id', '=', people.staffId).execute();
}

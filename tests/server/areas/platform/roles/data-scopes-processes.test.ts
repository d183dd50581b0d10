import { describe, expect, it } from 'vitest';
import { twoProcesses, within } from '../../../helpers/two-processes';

const PASSWORD = 'Scopes12345';

/**
 * A data scope by department across two server processes on one PostgreSQL (docs/permissions.md
 * 「数据范围」): each keeps the tenant's organisation in memory, and a person moved in one process is
 * where the move says in the other within a second (the change bus drops the other's copy).
 */
describe.runIf(!!process.env.DATABASE_URL)('data scopes with two server processes on one PostgreSQL', () => {
  const suite = twoProcesses();
  const { call, login } = suite;

  it('a person moved in one process takes their records out of the old department’s lists in the other', async () => {
    const admin = await login(0, 'demo_admin');
    const value = async (res: Promise<{ body: any }>) => {
      const { body } = await res;
      expect(body.success, body.message).toBe(true);
      return body.data.value ?? body.data;
    };
    const east = (await value(call(0, 'POST', '/setting/dept/add', admin, { name: '华东组' })))._id;
    const north = (await value(call(0, 'POST', '/setting/dept/add', admin, { name: '华北组' })))._id;
    const role = await value(
      call(0, 'POST', '/setting/role/add', admin, {
        name: '组内销售',
        permissions: { customer: { actions: ['list', 'show', 'create'], scope: 'dept' } },
      }),
    );
    const person = async (username: string, deptId: string) =>
      value(
        call(0, 'POST', '/setting/org/addUser', admin, {
          username,
          password: PASSWORD,
          displayName: username,
          roleIds: [role._id],
          deptId,
        }),
      );
    const rep = await person('proc_rep', east);
    await person('proc_lead', east);
    const repToken = await login(0, 'proc_rep', PASSWORD);
    const customer = (
      await value(
        call(0, 'POST', '/business/customer/add', repToken, {
          name: '跨进程的客户',
          type: 1,
          contactMethod: 0,
          contactValue: '13800138000',
        }),
      )
    )._id;

    const lead = await login(1, 'proc_lead', PASSWORD);
    const leadSees = async () =>
      ((await call(1, 'GET', '/business/customer/list?pageSize=100', lead)).body.data.rows as { _id: string }[]).some(
        (r) => r._id === customer,
      );
    expect(await leadSees()).toBe(true); // the organisation now kept by the second process

    await value(call(0, 'PUT', '/setting/org/update', admin, { _id: rep._id, deptId: north }));
    await within(1000, async () => !(await leadSees()));
  });
});

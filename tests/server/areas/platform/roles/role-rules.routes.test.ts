import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../../helpers/test-app';
import { ok, refusal } from '../../../helpers/replies';
import { resourceSchemas } from '../../../../../src/schemas';
import { permissionCatalogue, SETTINGS_GROUP } from '../../../../../src/schemas/permissionCatalogue';

type Perms = Record<string, { actions: string[]; scope?: 'all' | 'own'; fields?: Record<string, 'hidden' | 'readonly'> }>;

const PASSWORD = 'Rules12345';
/** The schema resources of the 设置 group (税费, 付款方式…): what 员工 reads and does not change. */
const settingsResources = permissionCatalogue(resourceSchemas)
  .filter((r) => r.group === SETTINGS_GROUP)
  .flatMap((r) => resourceSchemas.filter((s) => s.name === r.name));
const customerBody = (name: string, ownerId?: string | null) => ({ name, type: 1, contactMethod: 0, contactValue: '13800138000', ownerId });

describe.each(dialects)('role rules on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let userNo = 0;

  const addRole = async (name: string, permissions: Perms, by: Caller = admin) =>
    ok(await by.post('/setting/role/add', { name, permissions })).value as { _id: string };
  async function addUser(roleIds: string[], displayName = '规则测试') {
    const username = `rule_u${++userNo}`;
    const user = ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName, roleIds })).value;
    return { id: user._id as string, c: t.as(await t.login(username, PASSWORD)) };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
  });
  afterAll(async () => t?.close());

  describe('built-in 员工 reads the settings and changes none', () => {
    it('has settings resources to check', () => {
      expect(settingsResources.map((s) => s.name)).toEqual(expect.arrayContaining(['taxes', 'paymode']));
    });

    it.each(settingsResources.map((s) => [s.label, s] as const))('%s: list and show 200; add, update and delete 403', async (_l, s) => {
      const rows = ok(await staff.get(`${s.apiBase}/list`)).rows as { _id: string; name: string }[];
      expect(rows.length).toBeGreaterThan(0);
      const id = rows[0]._id;
      expect(ok(await staff.get(`${s.apiBase}/findById`, { _id: id }))._id).toBe(id);
      expect(refusal(await staff.post(`${s.apiBase}/add`, { name: '员工新加', rate: 1 }))).toEqual({
        status: 403,
        message: `没有新建${s.label}的权限`,
      });
      expect(refusal(await staff.put(`${s.apiBase}/update`, { _id: id, name: '员工改名' }))).toEqual({
        status: 403,
        message: `没有编辑${s.label}的权限`,
      });
      expect(refusal(await staff.delete(`${s.apiBase}/delete`, { _id: id }))).toEqual({ status: 403, message: `没有删除${s.label}的权限` });
      expect(ok(await admin.get(`${s.apiBase}/findById`, { _id: id })).name).toBe(rows[0].name);
      const mine = ok(await staff.get('/setting/role/mine')).value.permissions[s.name];
      expect(mine.actions).toEqual(expect.arrayContaining(['list', 'show']));
      expect(mine.actions).not.toEqual(expect.arrayContaining(['create']));
      expect(mine.actions.some((a: string) => ['create', 'edit', 'delete', 'import'].includes(a))).toBe(false);
    });
  });

  describe('a role that may add cannot hide or freeze what a new record needs', () => {
    it('refuses hiding or freezing a required field without a default where the role may create (400, naming both)', async () => {
      const message = '客户的“联系号码”必填且没有默认值，可新建客户的角色不能隐藏或只读它';
      for (const rule of ['hidden', 'readonly'] as const)
        expect(
          refusal(
            await admin.post('/setting/role/add', {
              name: `藏号码${rule}`,
              permissions: { customer: { actions: ['list', 'show', 'create'], fields: { contactValue: rule } } },
            }),
          ),
        ).toEqual({ status: 400, message });
      // Without create, the same rule is fine; a required field with a default (联系方式) may be frozen.
      const role = await addRole('藏号码只编辑', {
        customer: { actions: ['list', 'show', 'edit'], fields: { contactValue: 'hidden' } },
        product: { actions: ['list', 'show', 'create'], fields: { unit: 'readonly' } },
      });
      // Gaining create later is refused the same way.
      expect(
        refusal(
          await admin.put('/setting/role/update', {
            _id: role._id,
            permissions: { customer: { actions: ['list', 'show', 'edit', 'create'], fields: { contactValue: 'hidden' } } },
          }),
        ),
      ).toEqual({ status: 400, message });
      ok(
        await admin.post('/setting/role/add', {
          name: '冻结联系方式',
          permissions: { customer: { actions: ['create'], fields: { contactMethod: 'readonly' } } },
        }),
      );
    });

    it('covers line items: a rule on a column of required lines keeps a creating role from saving', async () => {
      expect(
        refusal(
          await admin.post('/setting/role/add', {
            name: '藏单价下单',
            permissions: { order: { actions: ['list', 'show', 'create'], fields: { 'lines.unitPrice': 'hidden' } } },
          }),
        ),
      ).toEqual({ status: 400, message: '订单的“明细·单价”必填且没有默认值，可新建订单的角色不能隐藏或只读它' });
    });

    it('a role that is accepted can create: the field it freezes has a default', async () => {
      const u = await addUser([
        (await addRole('只读单位', { product: { actions: ['list', 'show', 'create'], fields: { unit: 'readonly' } } }))._id,
      ]);
      expect(ok(await u.c.post('/business/product/add', { name: '规则产品', code: 'RULE-1', price: 100 })).unit).toBe('件');
    });

    it('refuses publishing a design that makes a field a role hides required without a default', async () => {
      const design = (required: boolean) => ({
        name: 'gadget',
        label: '小工具',
        icon: 'ToolOutlined',
        titleField: 'name',
        fields: [
          { name: 'name', label: '名称', type: 'text', required: true, maxLength: 50 },
          { name: 'serial', label: '序列号', type: 'text', maxLength: 50, ...(required ? { required: true } : {}) },
        ],
      });
      ok(await admin.post('/setting/resource/save', { schema: design(false) }));
      ok(await admin.post('/setting/resource/publish', { name: 'gadget' }));
      await addRole('藏序列号', { gadget: { actions: ['list', 'show', 'create'], fields: { serial: 'hidden' } } });
      ok(await admin.post('/setting/resource/save', { schema: design(true) }));
      expect(refusal(await admin.post('/setting/resource/publish', { name: 'gadget' }))).toEqual({
        status: 400,
        message: '不能发布：角色“藏序列号”可新建小工具，小工具的“序列号”必填且没有默认值，可新建小工具的角色不能隐藏或只读它',
      });
    });
  });

  describe('转移: giving a record another 负责人 is a right of its own', () => {
    let other: string;
    beforeAll(async () => {
      other = (await addUser([(await addRole('旁人', { customer: { actions: ['list'] } }))._id], '旁人')).id;
    });

    it('keeps an own-scope user without 转移 from adding for someone else or giving its own away (403)', async () => {
      const u = await addUser([
        (await addRole('自己的客户', { customer: { actions: ['list', 'show', 'create', 'edit'], scope: 'own' } }))._id,
      ]);
      const denied = { status: 403, message: '没有转移客户的权限' };
      expect(refusal(await u.c.post('/business/customer/add', customerBody('替别人建', other)))).toEqual(denied);
      const mine = ok(await u.c.post('/business/customer/add', customerBody('自己建', u.id)));
      expect(mine.ownerId).toBe(u.id);
      expect(ok(await u.c.post('/business/customer/add', customerBody('不填负责人'))).ownerId).toBe(u.id);
      expect(refusal(await u.c.put('/business/customer/update', { _id: mine._id, ownerId: other }))).toEqual(denied);
      expect(refusal(await u.c.put('/business/customer/update', { _id: mine._id, ownerId: null }))).toEqual(denied);
      // Sending back the stored 负责人 is no change; the record is still the user's.
      expect(ok(await u.c.put('/business/customer/update', { _id: mine._id, ownerId: u.id, remark: '还是我的' })).remark).toBe('还是我的');
      expect(ok(await admin.get('/business/customer/findById', { _id: mine._id })).ownerId).toBe(u.id);
      expect(ok(await admin.get('/business/customer/list', { q: '替别人建' })).total).toBe(0);
    });

    it('keeps a whole-project user without 转移 from reassigning too; a record added without 负责人 is theirs', async () => {
      const u = await addUser([(await addRole('全部客户无转移', { customer: { actions: ['list', 'show', 'create', 'edit'] } }))._id]);
      const added = ok(await u.c.post('/business/customer/add', customerBody('全部无转移')));
      expect(added.ownerId).toBe(u.id);
      const others = ok(await admin.post('/business/customer/add', customerBody('旁人的客户', other)));
      expect(refusal(await u.c.put('/business/customer/update', { _id: others._id, ownerId: u.id }))).toMatchObject({ status: 403 });
      expect(ok(await u.c.put('/business/customer/update', { _id: others._id, remark: '可以编辑' })).ownerId).toBe(other);
    });

    it('lets a role with 转移 do both (200)', async () => {
      const u = await addUser([
        (await addRole('可转移', { customer: { actions: ['list', 'show', 'create', 'edit', 'transfer'], scope: 'own' } }))._id,
      ]);
      const given = ok(await u.c.post('/business/customer/add', customerBody('建给旁人', other)));
      expect(given.ownerId).toBe(other);
      const mine = ok(await u.c.post('/business/customer/add', customerBody('先是我的', u.id)));
      expect(ok(await u.c.put('/business/customer/update', { _id: mine._id, ownerId: other })).ownerId).toBe(other);
      expect(ok(await admin.get('/business/customer/findById', { _id: mine._id })).ownerId).toBe(other);
    });

    it('is held by 管理员 and 员工 and granted only by who holds it', async () => {
      const rows = ok(await admin.get('/setting/role/list')).value.rows as { builtInKey: string | null; permissions: Perms }[];
      for (const key of ['admin', 'staff'])
        for (const name of ['customer', 'customer_potential'])
          expect(rows.find((r) => r.builtInKey === key)!.permissions[name].actions).toContain('transfer');
      expect(ok(await staff.post('/business/customer/add', customerBody('员工建给旁人', other))).ownerId).toBe(other);
      const manager = await addUser([
        (
          await addRole('角色管理员', {
            role: { actions: ['list', 'create', 'edit'] },
            customer: { actions: ['list', 'show', 'create', 'edit'] },
          })
        )._id,
      ]);
      expect(
        refusal(
          await manager.c.post('/setting/role/add', { name: '越权转移', permissions: { customer: { actions: ['list', 'transfer'] } } }),
        ),
      ).toEqual({
        status: 400,
        message: '不能授予自己没有的权限：客户的“转移”',
      });
      // Only resources with a 负责人 offer it.
      expect(
        refusal(await admin.post('/setting/role/add', { name: '产品转移', permissions: { product: { actions: ['transfer'] } } })),
      ).toEqual({
        status: 400,
        message: '“产品”没有操作：transfer',
      });
    });

    it('still lets an own-scope user convert its lead: the customer keeps the lead’s 负责人', async () => {
      const u = await addUser([
        (
          await addRole('线索专员', {
            customer_potential: { actions: ['list', 'show', 'create', 'convert'], scope: 'own' },
            customer: { actions: ['list', 'show'], scope: 'own' },
          })
        )._id,
      ]);
      const lead = ok(await u.c.post('/business/customer_potential/add', { ...customerBody('我的线索'), intention: 1 }));
      expect(lead.ownerId).toBe(u.id);
      const converted = ok(await u.c.post('/business/customer_potential/convert', { _id: lead._id, createNew: true }));
      expect(ok(await admin.get('/business/customer/findById', { _id: converted.customer._id })).ownerId).toBe(u.id);
    });
  });
});

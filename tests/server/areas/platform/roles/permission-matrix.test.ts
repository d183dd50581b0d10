import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../../../helpers/test-app';
import { addCustomer, line } from '../../../helpers/sales-fixtures';
import { resourceSchemas } from '../../../../../src/schemas';
import { permissionCatalogue, SETTINGS_GROUP, type PermissionResource } from '../../../../../src/schemas/permissionCatalogue';
import { deniedMessage, type PermissionAction } from '../../../../../src/domain/permissions/actions';
import type { ResourceSchema } from '../../../../../src/schemas/types';
import { endpointOf, verbAction, type EngineVerb } from '../../../../../server/src/schema-engine/endpoints';

/**
 * The permission matrix, generated from the permission catalogue: for every schema resource the
 * engine serves and every engine call it offers, and for every page of the catalogue, the call is
 * allowed to 管理员 (and to 员工 where 员工 has it), and a role granting only that one action may make
 * that call and no other call of the resource (403 naming the missing right). "Allowed" is 200, or a
 * 400 once the permission check has passed (an empty body). Never 404: every call names a real record
 * of the tenant (a delete let through gets a spare one), so a 404 can only be a route that looked the
 * record up without checking the right first, or no route at all.
 */

const PASSWORD = 'Matrix12345';
const catalogue = permissionCatalogue(resourceSchemas);
const schemaOf = new Map(resourceSchemas.map((s) => [s.name, s]));

/** One call of the matrix: the action it needs and how to make it. */
interface Call {
  /** What the test names: the engine verb or the page call. */
  name: string;
  action: PermissionAction;
  /** `allowed`: the caller is expected through (a delete of a family member then gets a throwaway record). */
  send(c: Caller, allowed: boolean): Promise<LightMyRequestResponse>;
}

/** Family members share their calls (the order views, the category kinds): the schemas listed at the same path. */
const peersOf = (s: ResourceSchema) => resourceSchemas.filter((o) => endpointOf(o, 'list') === endpointOf(s, 'list'));
const isFamilyMember = (s: ResourceSchema) => peersOf(s).length > 1;

/** The engine calls a resource offers, as its catalogue entry grants them (routes.ts registers the same). */
function engineVerbs(r: PermissionResource): EngineVerb[] {
  const s = schemaOf.get(r.name)!;
  return (['list', 'findById', 'add', 'update', 'delete'] as const).filter((v) => r.actions.includes(verbAction(s, v)));
}

/**
 * A valid new record of a family member, made by the admin: a family's calls need a real record of
 * the member (findById, update and delete look the stored record up before they know which right
 * applies) and an add body the family's shared request schema accepts.
 */
type Fixtures = { customer: string; potential: string };
let seq = 0;
const FAMILY_BODIES: Record<string, (f: Fixtures) => Record<string, unknown>> = {
  order: (f) => ({ type: 0, customerId: f.customer, lines: [line(1, 100)] }),
  customer_quotation: (f) => ({ type: 1, customerId: f.customer, lines: [line(1, 100)] }),
  customer_potential_quotation: (f) => ({ type: 2, customerId: f.potential, lines: [line(1, 100)] }),
  customer_categories: () => ({ belongTo: 'customer', name: `矩阵客户分类${++seq}` }),
  product_categories: () => ({ belongTo: 'product', name: `矩阵产品分类${++seq}` }),
};

/** A design the publish calls name: the first publish is done, the others meet 没有未发布的修改 (400). */
const MATRIX_DESIGN = {
  name: 'matrix_things',
  label: '矩阵设备',
  titleField: 'name',
  fields: [{ name: 'name', label: '名称', type: 'text' }],
};

/** Real records the page calls name: a user, a project, a setting, a built-in role (which no delete removes). */
const page = { user: '', role: '', project: '', setting: '' };

/** The pages' calls by catalogue name and action (`general`'s list is reading the settings, open to every user). */
const PAGE_CALLS: Record<
  string,
  Partial<Record<PermissionAction, { name: string; send: (c: Caller) => Promise<LightMyRequestResponse> }>>
> = {
  org: {
    list: { name: 'GET /setting/org/list', send: (c) => c.get('/setting/org/list') },
    create: { name: 'POST /setting/org/addUser', send: (c) => c.post('/setting/org/addUser', {}) },
    edit: { name: 'PUT /setting/org/update', send: (c) => c.put('/setting/org/update', { _id: page.user }) },
  },
  role: {
    list: { name: 'GET /setting/role/list', send: (c) => c.get('/setting/role/list') },
    create: { name: 'POST /setting/role/add', send: (c) => c.post('/setting/role/add', {}) },
    edit: { name: 'PUT /setting/role/update', send: (c) => c.put('/setting/role/update', { _id: page.role }) },
    delete: { name: 'DELETE /setting/role/delete', send: (c) => c.delete('/setting/role/delete', { _id: page.role }) },
  },
  resource: {
    list: { name: 'GET /setting/resource/list', send: (c) => c.get('/setting/resource/list') },
    edit: { name: 'POST /setting/resource/publish', send: (c) => c.post('/setting/resource/publish', { name: MATRIX_DESIGN.name }) },
  },
  projects: {
    list: { name: 'GET /setting/project/list', send: (c) => c.get('/setting/project/list') },
    create: { name: 'POST /setting/project/add', send: (c) => c.post('/setting/project/add', {}) },
    edit: { name: 'PUT /setting/project/update', send: (c) => c.put('/setting/project/update', { _id: page.project }) },
  },
  general: {
    edit: { name: 'PUT /setting/update', send: (c) => c.put('/setting/update', { _id: page.setting }) },
  },
  menu: {
    list: { name: 'GET /setting/menu/systemMenu', send: (c) => c.get('/setting/menu/systemMenu') },
  },
  dashboard: {
    list: { name: 'GET /business/order/dashboard/collect', send: (c) => c.get('/business/order/dashboard/collect') },
  },
  auditLog: {
    list: { name: 'GET /setting/audit/list', send: (c) => c.get('/setting/audit/list') },
    export: { name: 'GET /setting/audit/export?kind=change', send: (c) => c.get('/setting/audit/export', { kind: 'change' }) },
  },
  loginLog: {
    list: { name: 'GET /setting/audit/logins', send: (c) => c.get('/setting/audit/logins') },
    export: { name: 'GET /setting/audit/export?kind=login', send: (c) => c.get('/setting/audit/export', { kind: 'login' }) },
  },
  onlineUser: {
    list: { name: 'GET /setting/session/list', send: (c) => c.get('/setting/session/list') },
    delete: { name: 'POST /setting/session/kick', send: (c) => c.post('/setting/session/kick', {}) },
  },
};
/** Page actions with no guarded call. */
const OPEN_PAGE_ACTIONS = new Set(['general.list']);
/** The engine calls that read: all 员工 may make on a resource of the 设置 group. */
const STAFF_READS = new Set(['list', 'findById']);
/** Pages 员工 does not get (nor 设置's edit: 员工 only reads the settings). */
const ADMIN_ONLY_PAGES = new Set(['org', 'role', 'projects', 'menu', 'resource', 'auditLog', 'loginLog', 'onlineUser']);

const engineResources = catalogue.filter((r) => schemaOf.has(r.name));
const pages = catalogue.filter((r) => !schemaOf.has(r.name));

/** A file (an export) answers no envelope: its status says it all. */
const outcome = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  message: String(res.headers['content-type']).startsWith('application/json') ? (res.json().message as string) : '',
});
/** Through the permission check: done, or refused by the body's validation or a business rule. */
const ALLOWED = [200, 400];
function expectAllowed(res: LightMyRequestResponse, who: string) {
  const { status, message } = outcome(res);
  expect(ALLOWED, `${who}: ${status} ${message}`).toContain(status);
}

describe.each(dialects)('permission matrix on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  const fixtures: Fixtures = { customer: '', potential: '' };
  /** A stored record of each resource, by resource name (never deleted: only refused deletes use it). */
  const sample = new Map<string, string>();
  /** Stored records of each resource that is no family member, for the deletes let through (one each). */
  const spares = new Map<string, string[]>();
  /** A signed-in user holding a role that grants only `<resource>.<action>`. */
  const only = new Map<string, Caller>();

  async function addFamilyRecord(name: string): Promise<string> {
    const make = FAMILY_BODIES[name];
    if (!make) throw new Error(`permission-matrix: no add body for the family member ${name}; add one to FAMILY_BODIES`);
    const s = schemaOf.get(name)!;
    const res = await admin.post(endpointOf(s, 'add'), make(fixtures));
    if (!res.json().success) throw new Error(`${name} add failed: ${res.json().message}`);
    return res.json().data._id;
  }

  /** The engine calls of a resource, built from its schema (a family member's with its fixed values and a real record). */
  function engineCalls(r: PermissionResource): Call[] {
    const s = schemaOf.get(r.name)!;
    const family = isFamilyMember(s);
    const spare = () => {
      const id = spares.get(r.name)?.pop();
      if (!id) throw new Error(`permission-matrix: no spare ${r.name} left to delete; seed more or make one`);
      return id;
    };
    const idFor = async (allowed: boolean, verb: EngineVerb) =>
      verb === 'delete' && allowed ? (family ? await addFamilyRecord(r.name) : spare()) : sample.get(r.name)!;
    const path = (v: EngineVerb) => endpointOf(s, v);
    return engineVerbs(r).map((verb): Call => {
      const action = verbAction(s, verb);
      const name = `${verb} (${action})`;
      switch (verb) {
        case 'list':
          return { name, action, send: (c) => c.get(path('list'), family ? { ...s.fixed } : {}) };
        case 'findById':
          return { name, action, send: async (c, allowed) => c.get(path('findById'), { _id: await idFor(allowed, verb) }) };
        case 'add':
          return { name, action, send: (c) => c.post(path('add'), family ? FAMILY_BODIES[r.name]!(fixtures) : {}) };
        case 'update':
          return { name, action, send: async (c, allowed) => c.put(path('update'), { _id: await idFor(allowed, verb) }) };
        case 'delete':
          return { name, action, send: async (c, allowed) => c.delete(path('delete'), { _id: await idFor(allowed, verb) }) };
      }
    });
  }

  function pageCalls(r: PermissionResource): Call[] {
    return r.actions
      .filter((a) => !OPEN_PAGE_ACTIONS.has(`${r.name}.${a}`))
      .map((action) => {
        const call = PAGE_CALLS[r.name]?.[action];
        if (!call) throw new Error(`permission-matrix: no call for the page action ${r.name}.${action}; add one to PAGE_CALLS`);
        return { name: `${call.name} (${action})`, action, send: (c: Caller) => call.send(c) };
      });
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
    fixtures.customer = await addCustomer(admin, '矩阵客户');
    fixtures.potential = await addCustomer(admin, '矩阵潜在客户', true);
    for (const r of engineResources) {
      const s = schemaOf.get(r.name)!;
      if (isFamilyMember(s)) {
        sample.set(r.name, await addFamilyRecord(r.name));
        continue;
      }
      const rows = (await admin.get(endpointOf(s, 'list'), { pageSize: 10 })).json().data.rows as { _id: string }[];
      if (rows.length < 4) throw new Error(`permission-matrix: ${r.name} needs 4 stored records (a sample and 3 to delete)`);
      sample.set(r.name, rows[0]._id);
      spares.set(
        r.name,
        rows.slice(1).map((x) => x._id),
      );
    }
    if (!(await admin.post('/setting/resource/save', { schema: MATRIX_DESIGN })).json().success) throw new Error('matrix design');
    page.user = t.ids.staffUserId;
    page.project = t.ids.secondProjectId;
    page.role = (await admin.get('/setting/role/list')).json().data.value.rows.find((x: { builtIn: boolean }) => x.builtIn)._id;
    page.setting = (await admin.get('/setting/list')).json().data.value.rows[0]._id;

    // One role and one user per (resource, action) the matrix calls.
    let n = 0;
    const plan = [
      ...engineResources.flatMap((r) => engineCalls(r).map((c) => [r, c.action] as const)),
      ...pages.flatMap((r) => pageCalls(r).map((c) => [r, c.action] as const)),
    ];
    for (const [r, action] of plan) {
      const key = `${r.name}.${action}`;
      const role = (
        await admin.post('/setting/role/add', { name: `仅${r.label}:${action}`, permissions: { [r.name]: { actions: [action] } } })
      ).json();
      if (!role.success) throw new Error(`role ${key}: ${role.message}`);
      const username = `matrix_u${++n}`;
      const user = (
        await admin.post('/setting/org/addUser', {
          username,
          password: PASSWORD,
          displayName: `仅${r.label}:${action}`,
          roleIds: [role.data.value._id],
        })
      ).json();
      if (!user.success) throw new Error(`user ${key}: ${user.message}`);
      only.set(key, t.as(await t.login(username, PASSWORD)));
    }
  });
  afterAll(async () => t?.close());

  it('covers every resource and page of the catalogue', () => {
    expect(engineResources.length).toBe(resourceSchemas.length);
    expect(pages.map((p) => p.name).sort()).toEqual([
      'auditLog',
      'dashboard',
      'general',
      'loginLog',
      'menu',
      'onlineUser',
      'org',
      'projects',
      'resource',
      'role',
    ]);
    // Every action of a page is a guarded call here, or reading that is open to all.
    for (const p of pages) expect(() => pageCalls(p)).not.toThrow();
  });

  for (const r of engineResources) {
    describe(`${r.label} (${r.name})`, () => {
      const calls = () => engineCalls(r);
      for (const verb of engineVerbs(r)) {
        const callOf = () => calls().find((c) => c.name.startsWith(`${verb} `))!;

        // 员工 reads the settings (税费, 付款方式…) and changes none of them (docs/permissions.md).
        const staffRefused = r.group === SETTINGS_GROUP && !STAFF_READS.has(verb);
        it(`${verb}: 管理员 is let through, 员工 ${staffRefused ? 'is refused' : 'too'}`, async () => {
          const call = callOf();
          expectAllowed(await call.send(admin, true), '管理员');
          if (staffRefused)
            expect(outcome(await call.send(staff, true)), '员工').toEqual({ status: 403, message: deniedMessage(call.action, r.label) });
          else expectAllowed(await call.send(staff, true), '员工');
        });

        it(`${verb}: a role with only that action may make this call and no other call of ${r.name}`, async () => {
          const call = callOf();
          const u = only.get(`${r.name}.${call.action}`)!;
          expectAllowed(await call.send(u, true), `only ${r.name}.${call.action}: ${call.name}`);
          for (const other of calls().filter((c) => c.name !== call.name)) {
            expect(outcome(await other.send(u, false)), other.name).toEqual({ status: 403, message: deniedMessage(other.action, r.label) });
          }
        });
      }
    });
  }

  for (const r of pages) {
    describe(`page ${r.label} (${r.name})`, () => {
      const calls = () => pageCalls(r);
      for (const action of r.actions.filter((a) => !OPEN_PAGE_ACTIONS.has(`${r.name}.${a}`))) {
        const callOf = () => calls().find((c) => c.action === action)!;

        const staffRefused = ADMIN_ONLY_PAGES.has(r.name) || (r.name === 'general' && action === 'edit');
        it(`${action}: 管理员 is let through, 员工 ${staffRefused ? 'is refused' : 'too'}`, async () => {
          const call = callOf();
          expectAllowed(await call.send(admin, true), '管理员');
          if (staffRefused)
            expect(outcome(await call.send(staff, true)), '员工').toEqual({ status: 403, message: deniedMessage(action, r.label) });
          else expectAllowed(await call.send(staff, true), '员工');
        });

        it(`${action}: a role with only that action may make this call and no other call of ${r.name}`, async () => {
          const call = callOf();
          const u = only.get(`${r.name}.${action}`)!;
          expectAllowed(await call.send(u, true), `only ${r.name}.${call.action}: ${call.name}`);
          for (const other of calls().filter((c) => c.name !== call.name)) {
            expect(outcome(await other.send(u, false)), other.name).toEqual({ status: 403, message: deniedMessage(other.action, r.label) });
          }
        });
      }
    });
  }

  it('lets nobody without a right through: a role with one resource is refused on the others', async () => {
    const u = only.get('customer.list')!;
    for (const r of engineResources.filter((x) => x.name !== 'customer')) {
      const list = engineCalls(r).find((c) => c.action === 'list')!;
      expect(outcome(await list.send(u, false)), r.name).toEqual({ status: 403, message: deniedMessage('list', r.label) });
    }
    for (const r of pages)
      for (const call of pageCalls(r)) expect((await call.send(u, false)).statusCode, `${r.name} ${call.name}`).toBe(403);
    for (const path of ['/business/order/dashboard/trend', '/business/order/dashboard/unpaid'])
      expect(outcome(await u.get(path)), path).toEqual({ status: 403, message: deniedMessage('list', '仪表盘') });
  });

  it("reads a family's list across its members only with each member's list right", async () => {
    for (const r of engineResources) {
      const s = schemaOf.get(r.name)!;
      if (!isFamilyMember(s)) continue;
      const peers = peersOf(s).map((p) => p.name);
      const u = only.get(`${r.name}.list`)!;
      expect((await u.get(endpointOf(s, 'list'), { ...s.fixed })).statusCode, r.name).toBe(200);
      // Without the member filter the list reads every member: the first other member's right is missing.
      const missing = catalogue.find((x) => x.name === peers.find((p) => p !== r.name))!;
      expect(outcome(await u.get(endpointOf(s, 'list'))), r.name).toEqual({ status: 403, message: deniedMessage('list', missing.label) });
    }
  });
});

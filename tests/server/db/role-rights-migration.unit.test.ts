import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { roleRights } from '../../../server/src/db/migrations/2026-11-28-1530-role-rights';

type Rights = Record<string, { actions: string[]; scope?: string; fields?: Record<string, string> }>;
const FULL = ['list', 'show', 'create', 'edit', 'delete', 'export', 'import'];

describe('migration 2026-11-28-1530-role-rights (roles stored before 员工 read the settings and 转移 existed)', () => {
  let db: Kysely<any>;
  beforeEach(async () => {
    db = new Kysely<any>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
    await db.schema
      .createTable('roles')
      .addColumn('id', 'text')
      .addColumn('tenant_id', 'text')
      .addColumn('built_in_key', 'text')
      .addColumn('permissions', 'text')
      .execute();
    await db.schema
      .createTable('resource_designs')
      .addColumn('tenant_id', 'text')
      .addColumn('name', 'text')
      .addColumn('published', 'text')
      .execute();
  });
  afterEach(async () => db.destroy());

  const put = (id: string, key: string | null, rights: Rights, tenant = 't1') =>
    db
      .insertInto('roles')
      .values({ id, tenant_id: tenant, built_in_key: key, permissions: JSON.stringify(rights) })
      .execute();
  const rightsOf = async (id: string): Promise<Rights> =>
    JSON.parse((await db.selectFrom('roles').select('permissions').where('id', '=', id).executeTakeFirstOrThrow()).permissions);

  it('leaves 员工 reading 税费 and 付款方式 where it holds them as seeded, and keeps an admin’s own change', async () => {
    await put('staff1', 'staff', {
      taxes: { actions: FULL, scope: 'all' },
      paymode: { actions: FULL, scope: 'all' },
      product: { actions: FULL },
    });
    await put('staff2', 'staff', { taxes: { actions: ['list', 'show', 'edit'], scope: 'all' } });
    await put('custom', null, { taxes: { actions: FULL } });
    await roleRights('sqlite').up(db);
    expect(await rightsOf('staff1')).toEqual({
      taxes: { actions: ['list', 'show', 'export'], scope: 'all' },
      paymode: { actions: ['list', 'show', 'export'], scope: 'all' },
      product: { actions: FULL },
    });
    expect((await rightsOf('staff2')).taxes.actions).toEqual(['list', 'show', 'edit']);
    expect((await rightsOf('custom')).taxes.actions).toEqual(FULL);
  });

  it('gives 转移 to roles that wrote a resource with a 负责人 over the whole project, not to own-scope ones', async () => {
    const design = { name: 'visit', fields: [{ name: 'ownerId', label: '负责人', type: 'reference' }] };
    await db
      .insertInto('resource_designs')
      .values({ tenant_id: 't1', name: 'visit', published: JSON.stringify(design) })
      .execute();
    await put('admin', 'admin', { customer: { actions: FULL, scope: 'all' }, visit: { actions: ['list', 'create'] } });
    await put('sales', null, {
      customer: { actions: ['list', 'create', 'edit'], scope: 'own' },
      customer_potential: { actions: ['list'] },
    });
    await put('other', null, { visit: { actions: ['list', 'edit'] } }, 't2');
    await roleRights('sqlite').up(db);
    expect(await rightsOf('admin')).toEqual({
      customer: { actions: [...FULL, 'transfer'], scope: 'all' },
      visit: { actions: ['list', 'create', 'transfer'] },
    });
    expect(await rightsOf('sales')).toEqual({
      customer: { actions: ['list', 'create', 'edit'], scope: 'own' },
      customer_potential: { actions: ['list'] },
    });
    // Another tenant's resource of the same name has no 负责人 there.
    expect((await rightsOf('other')).visit.actions).toEqual(['list', 'edit']);
  });
});

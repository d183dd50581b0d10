import { describe, expect, it } from 'vitest';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { QueryTemplates } from '../../../server/src/db/query-templates';

// A Kysely that only compiles (no database): what the templates need.
const k = new Kysely<any>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

describe('QueryTemplates', () => {
  it("compiles a shape once and binds each call's values by slot name, keeping constants", () => {
    const templates = new QueryTemplates();
    let builds = 0;
    const build = (slot: (n: string) => string) => {
      builds += 1;
      return k.selectFrom('t').selectAll().where('tenant_id', '=', slot('tenant')).where('kind', '=', 'fixed').where('id', '=', slot('id'));
    };
    const a = templates.bind('t:find', build, { tenant: 'T1', id: 'a' });
    const b = templates.bind('t:find', build, { tenant: 'T2', id: 'b' });
    expect(builds).toBe(1);
    expect(a.sql).toBe('select * from "t" where "tenant_id" = ? and "kind" = ? and "id" = ?');
    expect(b.sql).toBe(a.sql);
    expect(a.parameters).toEqual(['T1', 'fixed', 'a']);
    expect(b.parameters).toEqual(['T2', 'fixed', 'b']);
  });

  it('binds one slot wherever it appears, and other shapes get their own template', () => {
    const templates = new QueryTemplates();
    const q = templates.bind(
      's',
      (slot) =>
        k
          .selectFrom('t')
          .selectAll()
          .where((eb) => eb.or([eb('a', 'like', slot('q')), eb('b', 'like', slot('q'))])),
      { q: '%x%' },
    );
    expect(q.parameters).toEqual(['%x%', '%x%']);
    const other = templates.bind('s2', (slot) => k.selectFrom('u').select('id').where('id', '=', slot('id')), { id: 1 });
    expect(other.sql).toBe('select "id" from "u" where "id" = ?');
  });

  it('refuses a call that lacks a value rather than binding undefined', () => {
    const templates = new QueryTemplates();
    expect(() => templates.bind('t', (slot) => k.selectFrom('t').selectAll().where('id', '=', slot('id')), {})).toThrow(/缺少参数 id/);
  });

  it('keeps at most `max` shapes, dropping the oldest', () => {
    const templates = new QueryTemplates(2);
    let builds = 0;
    const build = () => {
      builds += 1;
      return k.selectFrom('t').selectAll();
    };
    for (const key of ['a', 'b', 'c', 'a']) templates.bind(key, build, {});
    expect(builds).toBe(4); // 'a' was dropped when 'c' came in, so it is compiled again
  });

  it('names a plan-stable shape by its SQL text, the same in every instance, and leaves others unnamed', () => {
    const find = (slot: (n: string) => string) => k.selectFrom('t').selectAll().where('id', '=', slot('id'));
    const a = new QueryTemplates().bind('t:find', find, { id: 'a' }, { stablePlan: true });
    const b = new QueryTemplates().bind('other-key', find, { id: 'b' }, { stablePlan: true });
    expect(a.statement).toMatch(/^ace_[0-9a-f]{24}$/);
    expect(b.statement).toBe(a.statement);
    expect(b.parameters).toEqual(['b']);
    const other = new QueryTemplates().bind(
      'u:find',
      (slot) => k.selectFrom('u').selectAll().where('id', '=', slot('id')),
      { id: 'a' },
      { stablePlan: true },
    );
    expect(other.statement).not.toBe(a.statement);
    expect(new QueryTemplates().bind('t:find', find, { id: 'a' }).statement).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { ok, refusal } from '../../helpers/replies';
import { DATABASE_SYSTEM_COLUMNS } from '../../../../src/schemas/reservedNames';

/**
 * What a design may not hold even as a draft is refused when it is saved, in Chinese naming the
 * field (src/schemas/designCheck.ts `saveProblems`): a pattern RE2 cannot run, a field named like a
 * column the databases keep (PostgreSQL's `ctid`…, SQLite's `rowid`…), a resource named like their
 * catalogues. Added resources and a built-in's custom fields alike, on both databases.
 */
const design = (fields: object[], name = 'gauge') => ({
  name,
  label: '仪表',
  titleField: 'title',
  fields: [{ name: 'title', label: '名称', type: 'text' }, ...fields],
});

describe.each(dialects)('saving a design on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
  });
  afterAll(async () => t?.close());

  const save = (schema: object) => admin.post('/setting/resource/save', { schema });

  it('refuses a pattern RE2 cannot run, saying why', async () => {
    expect(refusal(await save(design([{ name: 'code', label: '编码', type: 'text', pattern: '^(\\w)\\1$' }])))).toEqual({
      status: 400,
      message: '“仪表”的字段“编码”的格式（正则表达式）不能用反向引用“\\1”',
    });
    expect(refusal(await save(design([{ name: 'code', label: '编码', type: 'text', pattern: '^(?=.*\\d)' }])))).toEqual({
      status: 400,
      message: '“仪表”的字段“编码”的格式（正则表达式）不能用前瞻、后顾或“(?=”这样的写法',
    });
    // A built-in's custom field too.
    expect(
      refusal(
        await admin.post('/setting/resource/save', {
          schema: { name: 'customer', fields: [{ name: 'wx', label: '微信', type: 'text', pattern: '(?<=a)b' }] },
        }),
      ),
    ).toEqual({ status: 400, message: '“客户”的字段“微信”的格式（正则表达式）不能用后顾（(?<= 或 (?<!）' });
    // What RE2 runs is saved and published.
    ok(await save(design([{ name: 'code', label: '编码', type: 'text', pattern: '^(a+)+$' }])));
    expect(ok(await admin.post('/setting/resource/publish', { name: 'gauge' })).value).toEqual({ version: 1 });
  });

  it.each([...DATABASE_SYSTEM_COLUMNS, 'xMin', 'CTID'])('refuses a field named %s, and publishes none', async (name) => {
    const field = { name, label: '系统列', type: 'text' };
    const res = await save(design([field], 'meter'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`“仪表”的字段“系统列”的字段名 ${name} 是系统保留的，请换一个`);
    expect((await admin.get('/setting/resource/findByName', { name: 'meter' })).statusCode).not.toBe(200);
  });

  it('refuses a resource named like the databases’ catalogues', async () => {
    for (const name of ['pg_stats', 'sqlite_master'])
      expect(refusal(await save(design([], name)))).toEqual({ status: 400, message: `“仪表”的资源名 ${name} 已被系统使用，请换一个` });
  });
});

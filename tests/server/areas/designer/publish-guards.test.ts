import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../../helpers/test-app';
import { anotherTenantAdmin, ok, refusal } from '../../helpers/replies';
import { EXTENSION_MAX_FIELDS } from '../../../../src/schemas/designCheck';
import { designColumnLimit, PUBLISH_LOCK_TIMEOUT_MS } from '../../../../server/src/areas/designer/publish-guards';

/** `n` text fields named `<prefix>1` … as custom fields. */
const textFields = (prefix: string, n: number, from = 1) =>
  Array.from({ length: n }, (_, i) => ({ name: `${prefix}${from + i}`, label: `${prefix}字段${from + i}`, type: 'text' }));

/**
 * What bounds a publish (designer/publish-guards.ts): a tenant's custom fields and the columns its
 * removed fields keep on a built-in table every tenant shares, and on PostgreSQL how long a publish
 * waits for that table.
 */
describe.each(dialects)('publish guards on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let other: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    other = await anotherTenantAdmin(t);
  });
  afterAll(async () => t?.close());

  const publish = async (caller: Caller, fields: unknown[]) => {
    ok(await caller.post('/setting/resource/save', { schema: { name: 'supplier', fields } }));
    return caller.post('/setting/resource/publish', { name: 'supplier' });
  };

  it('refuses more custom fields than a tenant may add to a built-in, naming the limit in Chinese', async () => {
    const res = await publish(admin, textFields('a', EXTENSION_MAX_FIELDS + 1));
    expect(refusal(res)).toEqual({
      status: 400,
      message: `“供应商”最多只能加 ${EXTENSION_MAX_FIELDS} 个自定义字段（现有 ${EXTENSION_MAX_FIELDS + 1} 个）`,
    });
  });

  it('counts the columns removed fields keep: past the limit only fields added back under their names publish', async () => {
    const limit = designColumnLimit(true);
    // Fill the limit in batches of fields, each batch replacing the one before (its columns kept).
    for (let made = 0; made < limit; made += EXTENSION_MAX_FIELDS)
      ok(await publish(admin, textFields('f', Math.min(EXTENSION_MAX_FIELDS, limit - made), made + 1)));
    const res = await publish(admin, [...textFields('f', 1), { name: 'fresh', label: '新字段', type: 'text' }]);
    expect(refusal(res).status).toBe(400);
    expect(refusal(res).message).toBe(
      `“供应商”已为字段建过 ${limit} 列（删掉的字段仍保留它的列和数据），最多 ${limit} 列，不能再加新字段；把删掉的字段按原字段名加回来不占新列`,
    );
    // Nothing of the refused publish was made: the draft is still there, the served fields unchanged.
    expect(ok(await admin.get('/setting/resource/findByName', { name: 'supplier' })).value.draft.fields).toHaveLength(2);
    // A field removed earlier, added back: its column is taken again, the publish goes through.
    ok(await publish(admin, textFields('f', 3)));
    const served = ok(await admin.get('/setting/resource/published')).value.find((s: { name: string }) => s.name === 'supplier');
    expect(served.fields.filter((f: { custom?: boolean }) => f.custom).map((f: { name: string }) => f.name)).toEqual(['f1', 'f2', 'f3']);
    // Another tenant has its own budget on the same table.
    ok(await publish(other, textFields('g', 2)));
  });

  it('gives the order documents, which share one table, one budget for their columns together', async () => {
    const publishOn = async (name: string, fields: unknown[]) => {
      ok(await other.post('/setting/resource/save', { schema: { name, fields } }));
      return other.post('/setting/resource/publish', { name });
    };
    ok(await publishOn('order', textFields('o', EXTENSION_MAX_FIELDS)));
    ok(await publishOn('customer_quotation', textFields('q', EXTENSION_MAX_FIELDS)));
    // 60 columns on the table already, none of them 潜在客户报价单's own: it still adds its first field.
    expect(ok(await publishOn('customer_potential_quotation', textFields('p', 1))).value.version).toBe(1);
  });

  it.runIf(dialect === 'postgres')(
    'gives up a publish that waits too long for a busy table, changing nothing, with a Chinese 409',
    async () => {
      // The other tenant's (the first has no room left): a new field, so a new column.
      const before = ok(await other.get('/setting/resource/findByName', { name: 'supplier' })).value.version;
      ok(await other.post('/setting/resource/save', { schema: { name: 'supplier', fields: textFields('g', 3) } }));
      let answer: LightMyRequestResponse | undefined;
      const started = Date.now();
      // A long read of the table holds its lock: the ALTER TABLE of the publish queues behind it.
      await t.db.kysely.transaction().execute(async (trx) => {
        await sql`select count(*) from supplier`.execute(trx);
        answer = await other.post('/setting/resource/publish', { name: 'supplier' });
      });
      expect(Date.now() - started).toBeGreaterThanOrEqual(PUBLISH_LOCK_TIMEOUT_MS - 100);
      expect(refusal(answer!)).toEqual({
        status: 409,
        message: '“供应商”的数据表正忙（有其他发布或长时间的查询在用它），这次发布没有做任何修改，请稍后再试',
      });
      expect(ok(await other.get('/setting/resource/findByName', { name: 'supplier' })).value.version).toBe(before);
      // The table free again, the same draft publishes.
      expect(ok(await other.post('/setting/resource/publish', { name: 'supplier' })).value.version).toBe(before + 1);
    },
    PUBLISH_LOCK_TIMEOUT_MS * 4,
  );
});

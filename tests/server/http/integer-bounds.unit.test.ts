import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { STRICT_VALIDATION } from '../../../server/src/http/validator';
import { registerErrorHandler } from '../../../server/src/http/error-handler';
import { INTEGER_RANGE, registerIntegerBounds, withColumnBounds } from '../../../server/src/http/integer-bounds';
import { NUMBER_LIMIT } from '../../../src/schemas/fieldDefaults';

/**
 * Integers with no bound of their own (a rollback's 版本, a page number) get the range every column
 * holds, in the validator and in the document alike; numbers out of it are a 400 naming the field.
 */
const TOO_BIG = ['100000000000000000000', '-100000000000000000000', '9007199254740993', '123456789012345678901234567890'];

describe('integer bounds', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ schemaController: STRICT_VALIDATION });
    registerErrorHandler(app);
    registerIntegerBounds(app);
    const body = Type.Object({ version: Type.Integer({ title: '版本', minimum: 1 }) }, { additionalProperties: false });
    const querystring = Type.Object({ pageNo: Type.Optional(Type.Integer({ title: '页码', minimum: 1 })) });
    app.post('/rollback', { schema: { body } }, async () => ({ ok: true }));
    app.get('/list', { schema: { querystring } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(TOO_BIG)('refuses %s in a body and a query, naming the field', async (value) => {
    const body = await app.inject({
      method: 'POST',
      url: '/rollback',
      headers: { 'content-type': 'application/json' },
      payload: `{"version":${value}}`,
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toMatch(/^版本不能(大于|小于)/);
    const query = await app.inject({ method: 'GET', url: `/list?pageNo=${value}` });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/^页码/);
  });

  it('accepts what a column holds', async () => {
    const res = await app.inject({ method: 'POST', url: '/rollback', payload: { version: INTEGER_RANGE.maximum } });
    expect(res.statusCode).toBe(200);
  });

  it('bounds every unbounded integer and number at any depth, keeps declared bounds, changes nothing shared', () => {
    const shared = { type: 'integer', title: '数量' };
    const schema = {
      type: 'object',
      properties: { a: shared, b: { type: 'array', items: { type: ['number', 'null'] } }, c: { type: 'integer', maximum: 5 } },
    };
    expect(withColumnBounds(schema)).toEqual({
      type: 'object',
      properties: {
        a: { ...shared, ...INTEGER_RANGE },
        b: { type: 'array', items: { type: ['number', 'null'], minimum: -NUMBER_LIMIT, maximum: NUMBER_LIMIT } },
        c: { type: 'integer', maximum: 5, minimum: INTEGER_RANGE.minimum },
      },
    });
    expect(shared).toEqual({ type: 'integer', title: '数量' });
  });
});

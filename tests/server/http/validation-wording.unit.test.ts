import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { STRICT_VALIDATION } from '../../../server/src/http/validator';
import { registerErrorHandler } from '../../../server/src/http/error-handler';
import { addBodySchema } from '../../../server/src/schema-engine/request-schemas';
import { fieldProblem } from '../../../src/engine/renderers/rules';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';

/**
 * One wording on both sides: for each field and value, the message the client's form rule shows
 * (src/engine/renderers/rules.ts) is the message the server's derived request schema answers with
 * (request-schemas.ts through Ajv and the error handler). Line items differ only in the row the
 * form names first ("第 1 行："), since the form shows one message under the whole table.
 */
const cases: Array<[string, FieldSchema, unknown]> = [
  ['required text, missing', { name: 'name', label: '名称', type: 'text', required: true }, undefined],
  ['required text, empty', { name: 'name', label: '名称', type: 'text', required: true }, ''],
  ['minLength', { name: 'name', label: '名称', type: 'text', minLength: 4 }, 'AB'],
  ['maxLength', { name: 'name', label: '名称', type: 'text', maxLength: 3 }, '甲乙丙丁'],
  ['default maxLength', { name: 'name', label: '名称', type: 'text' }, 'x'.repeat(201)],
  [
    'pattern with its message',
    { name: 'code', label: '编码', type: 'text', pattern: '^[A-Z]+$', patternMessage: '编码只能是大写字母' },
    'ab',
  ],
  ['pattern without a message', { name: 'code', label: '编码', type: 'text', pattern: '^[A-Z]+$' }, 'ab'],
  ['phone', { name: 'phone', label: '电话', type: 'phone' }, 'abc'],
  ['email', { name: 'email', label: '邮箱', type: 'email' }, 'a@'],
  ['number below min', { name: 'weight', label: '重量', type: 'number', min: 0, max: 1000 }, -1],
  ['number above max', { name: 'weight', label: '重量', type: 'number', min: 0, max: 1000 }, 1001],
  ['integer above max', { name: 'stock', label: '库存', type: 'integer', max: 1_000_000_000 }, 1_000_000_001],
  ['money below min, in yuan', { name: 'price', label: '价格', type: 'money', min: 0 }, -1],
  ['money above max, in yuan', { name: 'price', label: '价格', type: 'money', max: 100000 }, 100001],
  ['decimals beyond precision', { name: 'rate', label: '税率', type: 'percent', precision: 2 }, 1.555],
  ['required enum', { name: 'status', label: '状态', type: 'enum', required: true, options: [{ value: 1, label: '在售' }] }, undefined],
  [
    'required reference',
    { name: 'supplierId', label: '供应商', type: 'reference', required: true, reference: { resource: 'supplier', labelField: 'name' } },
    undefined,
  ],
  ['required image', { name: 'photo', label: '图片', type: 'image', required: true }, undefined],
  ['url', { name: 'site', label: '网址', type: 'url' }, 'ftp://example.cn'],
  ['time', { name: 'at', label: '时间', type: 'time' }, '24:00'],
  [
    'required multiEnum, none chosen',
    { name: 'tags', label: '经营范围', type: 'multiEnum', required: true, options: [{ value: 'retail', label: '零售' }] },
    [],
  ],
  ['idCard, shape', { name: 'idNo', label: '身份证号', type: 'idCard' }, '1101051949123100'],
  ['idCard, birth date', { name: 'idNo', label: '身份证号', type: 'idCard' }, '110105194902300020'],
  ['idCard, check character', { name: 'idNo', label: '身份证号', type: 'idCard' }, '110105194912310021'],
  ['creditCode, check character', { name: 'code', label: '信用代码', type: 'creditCode' }, '91350100M000100Y44'],
  [
    'required line items, none',
    { name: 'items', label: '明细', type: 'lineItems', required: true, itemFields: [{ name: 'title', label: '名称', type: 'text' }] },
    [],
  ],
];

const lineItems: FieldSchema = {
  name: 'items',
  label: '明细',
  type: 'lineItems',
  itemFields: [
    { name: 'title', label: '名称', type: 'text', required: true },
    { name: 'quantity', label: '数量', type: 'integer', required: true, min: 1 },
    { name: 'unitPrice', label: '单价', type: 'money', min: 0 },
  ],
};

describe('validation wording: the client and the server say the same', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ schemaController: STRICT_VALIDATION });
    registerErrorHandler(app);
    for (const [i, [, field]] of [...cases, ['items', lineItems, null] as const].entries()) {
      const schema: ResourceSchema = { name: `r${i}`, label: '测试', apiBase: `/r${i}`, titleField: field.name, fields: [field] };
      app.post(`/r${i}`, { schema: { body: addBodySchema(schema) } }, async () => ({ ok: true }));
    }
    await app.ready();
  });
  afterAll(() => app.close());

  const serverSays = async (route: number, body: Record<string, unknown>) => {
    const res = await app.inject({ method: 'POST', url: `/r${route}`, payload: body });
    expect(res.statusCode).toBe(400);
    return res.json().message as string;
  };

  it.each(cases.map((c, i) => [...c, i] as const))('%s', async (_name, field, value, route) => {
    const client = fieldProblem(field, value);
    expect(client).toBeTruthy();
    expect(await serverSays(route, value === undefined ? {} : { [field.name]: value })).toBe(client);
  });

  it('line items: the same message, the form naming the row first', async () => {
    const route = cases.length;
    for (const row of [{ quantity: 1 }, { title: '螺丝', quantity: 0 }, { title: '螺丝', quantity: 1, unitPrice: -1 }]) {
      const client = fieldProblem(lineItems, [row]);
      expect(client).toMatch(/^第 1 行：/);
      expect(`第 1 行：${await serverSays(route, { items: [row] })}`).toBe(client);
    }
  });
});

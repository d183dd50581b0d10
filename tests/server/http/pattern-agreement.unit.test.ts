import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { STRICT_VALIDATION } from '../../../server/src/http/validator';
import { registerErrorHandler } from '../../../server/src/http/error-handler';
import { addBodySchema } from '../../../server/src/schema-engine/request-schemas';
import { fieldProblem } from '../../../src/engine/renderers/rules';
import type { FieldSchema, ResourceSchema } from '../../../src/schemas/types';
import { validateFor } from '../../../server/src/schema-engine/validate-body';

/**
 * The form's check (src/engine/renderers/rules.ts) and the server's validator (server
 * http/validator.ts) run a field's pattern in one engine (src/schemas/textPattern.ts): for every
 * pattern and text below, both accept it or both refuse it with the same message.
 */
const patterns = [
  '^[A-Z]{2}-\\d{4}$',
  '^(a+)+$',
  '^.$',
  '^.{2}$',
  '^[\\u4e00-\\u9fa5]+$',
  '^\\p{Han}+$',
  '^a\\s*b$',
  '^\\S+$',
  '^[^\\s@]+$',
  '(?i)^abc$',
  '^\\d+$',
  '\\bword\\b',
];
const texts = [
  'AB-1234',
  'ab-1234',
  'a',
  'aaaa',
  `${'a'.repeat(40)}!`,
  '😀',
  '中',
  '中文',
  'a\u3000b',
  'a\u2028',
  'ABC',
  '١٢٣',
  '12',
  'a word here',
];
const fields: FieldSchema[] = [
  ...patterns.map((pattern, i): FieldSchema => ({ name: `p${i}`, label: `格式${i}`, type: 'text', pattern })),
  { name: 'phone', label: '电话', type: 'phone' },
  { name: 'email', label: '邮箱', type: 'email' },
  { name: 'site', label: '网址', type: 'url' },
  { name: 'at', label: '时间', type: 'time' },
];

describe('patterns: the form and the server agree on every text', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ schemaController: STRICT_VALIDATION });
    registerErrorHandler(app);
    fields.forEach((field, i) => {
      const schema: ResourceSchema = { name: `r${i}`, label: '测试', apiBase: `/r${i}`, titleField: field.name, fields: [field] };
      app.post(`/r${i}`, { schema: { body: addBodySchema(schema) } }, async () => ({ ok: true }));
    });
    // A design published before patterns RE2 cannot run were refused at save: its body compiled on demand.
    const legacy: ResourceSchema = {
      name: 'old',
      label: '旧',
      apiBase: '/old',
      titleField: 'code',
      fields: [{ name: 'code', label: '编码', type: 'text', pattern: '^(?=.*\\d).+$' }],
    };
    app.post('/old', async (req) => {
      validateFor(req, addBodySchema(legacy), req.body);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(fields.map((f, i) => [f.pattern ?? f.type, f, i] as const))('%s', async (_name, field, route) => {
    for (const text of texts) {
      const client = fieldProblem(field, text);
      const res = await app.inject({ method: 'POST', url: `/r${route}`, payload: { [field.name]: text } });
      const server = res.statusCode === 200 ? undefined : (res.json().message as string);
      expect(res.statusCode, JSON.stringify(text)).toBe(client ? 400 : 200);
      expect(server, JSON.stringify(text)).toBe(client);
    }
  });

  it('answers 400 saying what to change for a pattern published before RE2 refused it, never a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/old', payload: { code: 'a1' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      '格式（正则表达式）不能用前瞻、后顾或“(?=”这样的写法：^(?=.*\\d).+$。请管理员在“数据模型”中修改这个格式',
    );
  });
});

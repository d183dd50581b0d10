import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { STRICT_VALIDATION } from '../../../server/src/http/validator';
import { registerErrorHandler } from '../../../server/src/http/error-handler';

/**
 * Route validators compile on a route's first request, not when the app gets ready (validator.ts):
 * a route whose schema cannot compile (a pattern RE2 refuses, published before that rule) leaves
 * start-up and the other routes alone, and its own calls get the 400 saying what to change.
 */
describe('validators compiled on first use', () => {
  it('gets ready with a route whose schema cannot compile, and refuses that route’s calls with a 400', async () => {
    const app = Fastify({ schemaController: STRICT_VALIDATION });
    registerErrorHandler(app);
    const body = { type: 'object', properties: { code: { type: 'string', title: '编码', pattern: '^(?=A)\\w+$' } } };
    app.post('/broken', { schema: { body } }, async () => ({ ok: true }));
    app.post('/fine', { schema: { body: { type: 'object', properties: { n: { type: 'integer', title: '数量' } } } } }, async () => ({
      ok: true,
    }));
    await app.ready();
    const fine = await app.inject({ method: 'POST', url: '/fine', payload: { n: 1 } });
    expect(fine.statusCode).toBe(200);
    const wrong = await app.inject({ method: 'POST', url: '/fine', payload: { n: 'x' } });
    expect(wrong.json()).toMatchObject({ success: false, code: 400 });
    expect(wrong.json().message).toContain('数量');
    const broken = await app.inject({ method: 'POST', url: '/broken', payload: { code: 'A1' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toContain('数据模型');
    await app.close();
  });
});

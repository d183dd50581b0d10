import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, dialects, type Caller, type TestApp } from '../helpers/test-app';
import { anotherTenantAdmin, ok } from '../helpers/replies';
import { SCHEMA_VERSION_HEADER } from '../../../src/domain/envelope';

const versionOf = (res: LightMyRequestResponse) => res.headers[SCHEMA_VERSION_HEADER];

/**
 * The schema-version reply header (http/schema-version.ts): how a browser left open learns that its
 * tenant's admins published or rolled back a design, with its next call of any kind.
 */
describe.each(dialects)('schema-version header on %s', (dialect) => {
  let t: TestApp;
  let admin: Caller;
  let staff: Caller;
  let other: Caller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = t.as(await t.login('demo_admin'));
    staff = t.as(await t.login('demo_staff'));
    other = await anotherTenantAdmin(t);
  });
  afterAll(async () => t?.close());

  it('changes for the tenant whose admin publishes or rolls back, on every signed-in reply, and only for it', async () => {
    const first = versionOf(await staff.get('/business/customer/list'));
    const otherFirst = versionOf(await other.get('/business/customer/list'));
    expect(first).toBe('0');
    expect(otherFirst).toBe('0');
    // A draft is not published: nothing changes for anyone.
    ok(
      await admin.post('/setting/resource/save', {
        schema: { name: 'customer', fields: [{ name: 'industry', label: '行业', type: 'text' }] },
      }),
    );
    expect(versionOf(await staff.get('/business/customer/list'))).toBe(first);
    ok(await admin.post('/setting/resource/publish', { name: 'customer' }));
    const second = versionOf(await staff.get('/business/product/list'));
    expect(second).toMatch(/^[0-9a-f]{16}$/);
    // Refusals carry it too (a staff user's open screen may only be calling what it may not).
    const refused = await staff.post('/business/customer/add', {});
    expect(refused.statusCode).toBe(400);
    expect(versionOf(refused)).toBe(second);
    expect(versionOf(await other.get('/business/customer/list'))).toBe(otherFirst);
    ok(await admin.post('/setting/resource/rollback', { name: 'customer', version: 1 }));
    const third = versionOf(await staff.get('/business/customer/list'));
    expect(third).not.toBe(second);
    // Signed-out calls say nothing of any tenant.
    const anonymous = await t.app.inject({ method: 'GET', url: '/ace-apis/business/customer/list' });
    expect(anonymous.statusCode).toBe(401);
    expect(versionOf(anonymous)).toBeUndefined();
  });
});

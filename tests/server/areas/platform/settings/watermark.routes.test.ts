import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dialects, type TestApp } from '../../../helpers/test-app';
import { anotherTenantAdmin, ok, refusal } from '../../../helpers/replies';

/**
 * 水印 (docs/api.md「设置」): the tenant's choice, off by default, read by everyone signed in (the boot
 * call carries it), changed with 设置's `edit` right, a refusal naming the field, on the audit trail,
 * and another tenant's untouched.
 */
describe.each(dialects)('watermark setting on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t?.close());

  it('is off until an admin turns it on; then every person of the tenant reads it on, at boot too', async () => {
    const admin = t.as(await t.login('demo_admin'));
    const staff = t.as(await t.login('demo_staff'));
    expect(ok(await staff.get('/setting/watermark')).value).toEqual({ enabled: false });
    expect(ok(await staff.get('/setting/boot')).value.watermark).toEqual({ value: { enabled: false } });

    expect(refusal(await staff.put('/setting/watermark', { enabled: true })).status).toBe(403);
    expect(refusal(await admin.put('/setting/watermark', { enabled: 'yes' }))).toEqual({
      status: 400,
      message: '显示水印的类型不正确，应为布尔值',
    });
    expect(refusal(await admin.put('/setting/watermark', {})).status).toBe(400);
    expect(ok(await admin.put('/setting/watermark', { enabled: true })).value).toEqual({ enabled: true });

    expect(ok(await staff.get('/setting/watermark')).value).toEqual({ enabled: true });
    expect(ok(await staff.get('/setting/boot')).value.watermark).toEqual({ value: { enabled: true } });
    const trail = ok(await admin.get('/setting/audit/list', { resource: 'tenant', pageSize: 100 })).rows as { recordLabel: string }[];
    expect(trail.map((r) => r.recordLabel)).toContain('显示水印');

    // Another tenant's screens are its own choice.
    const other = await anotherTenantAdmin(t);
    expect(ok(await other.get('/setting/watermark')).value).toEqual({ enabled: false });
    expect(ok(await admin.put('/setting/watermark', { enabled: false })).value).toEqual({ enabled: false });
  });
});

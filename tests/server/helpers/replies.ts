import type { LightMyRequestResponse } from 'fastify';
import { SUPER_ADMIN, type Caller, type TestApp } from './test-app';

/** The `data` of a successful envelope; a failed one throws with its status and message. */
export const ok = (res: LightMyRequestResponse) => {
  const body = res.json();
  if (!body.success) throw new Error(`${res.statusCode} ${body.message}`);
  return body.data;
};

/** A refused call's status and message. */
export const refusal = (res: LightMyRequestResponse) => ({ status: res.statusCode, message: res.json().message as string });

/**
 * The admin of a tenant the super-admin adds now (洛阳另一家, `ly_admin`), in its first project:
 * what another tenant sees and may do. Once per test app.
 */
export async function anotherTenantAdmin(t: TestApp): Promise<Caller> {
  const root = t.as(await t.login(SUPER_ADMIN.username, SUPER_ADMIN.password), '');
  ok(await root.post('/setting/tenant/add', { name: '洛阳另一家', adminUsername: 'ly_admin', adminPassword: 'Luoyang123' }));
  const token = await t.login('ly_admin', 'Luoyang123');
  return t.as(token, ok(await t.as(token, '').get('/setting/project/listByUser')).value[0]._id);
}

import { ok } from './replies';
import type { Caller, TestApp } from './test-app';

const PASSWORD = 'Rights12345';

/**
 * A new person of `admin`'s tenant holding one new role with exactly `permissions` (as 角色管理
 * saves them), signed in: what a test of rights, scopes and masking works with.
 */
export async function personWithRights(
  t: TestApp,
  admin: Caller,
  username: string,
  permissions: Record<string, unknown>,
): Promise<{ caller: Caller; token: string }> {
  const role = ok(await admin.post('/setting/role/add', { name: `${username}的角色`, permissions })).value;
  ok(await admin.post('/setting/org/addUser', { username, password: PASSWORD, displayName: username, roleIds: [role._id] }));
  const token = await t.login(username, PASSWORD);
  return { caller: t.as(token), token };
}

import type { Db } from '../../../db/client';
import { inTenant } from '../../../db/scope';
import { recordAudit } from '../../../db/audit/audit-trail';
import { configChanges } from '../../../db/audit/config-changes';
import { badRequest, notFound } from '../../../core/errors';
import type { AuthContext } from '../../../core/auth-context';
import { isTenantImageUrl } from '../uploads/uploads.routes';
import type { Profile, ProfileEdits } from '../../../../../src/domain/profile';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

const PROFILE_FIELDS = { displayName: '姓名', avatar: '头像', mobile: '手机号', email: '邮箱' };

/**
 * A person's own profile (个人中心). Department and roles are read-only here: 组织与人员 sets them.
 * The format of each field is checked at the edge (profile.routes.ts); the avatar must be an image
 * uploaded to the person's own tenant.
 */
export function createProfileService(db: Db, forgetUser: (userId: string) => void) {
  const k = db.kysely;

  async function get(auth: AuthContext): Promise<Profile> {
    const u = await k
      .selectFrom('users as u')
      .leftJoin('departments as d', (j) => j.onRef('d.tenant_id', '=', 'u.tenant_id').onRef('d.id', '=', 'u.dept_id'))
      .select([
        'u.id',
        'u.username',
        'u.display_name',
        'u.avatar',
        'u.mobile',
        'u.email',
        'u.theme',
        'u.locale',
        'u.dept_id',
        'd.name as dept_name',
      ])
      .where('u.tenant_id', '=', auth.tenantId)
      .where('u.id', '=', auth.userId)
      .executeTakeFirst();
    if (!u) throw notFound(() => ts('userGone'));
    const roles = await k
      .selectFrom('user_roles as ur')
      .innerJoin('roles as r', (j) => j.onRef('r.tenant_id', '=', 'ur.tenant_id').onRef('r.id', '=', 'ur.role_id'))
      .select(['r.id', 'r.name', 'r.built_in_key'])
      .where('ur.tenant_id', '=', auth.tenantId)
      .where('ur.user_id', '=', auth.userId)
      .orderBy('r.name')
      .execute();
    return {
      _id: u.id,
      username: u.username,
      displayName: u.display_name,
      avatar: u.avatar,
      mobile: u.mobile,
      email: u.email,
      deptId: u.dept_id,
      deptName: u.dept_name ?? null,
      roles: roles.map((r) => ({ _id: r.id, name: r.name, builtInKey: r.built_in_key })),
      theme: u.theme,
      locale: u.locale,
    };
  }

  return {
    get,

    async update(auth: AuthContext, patch: ProfileEdits): Promise<Profile> {
      const blank = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim());
      const next = {
        ...(patch.displayName !== undefined && { display_name: patch.displayName.trim() }),
        ...(patch.avatar !== undefined && { avatar: blank(patch.avatar) }),
        ...(patch.mobile !== undefined && { mobile: blank(patch.mobile) }),
        ...(patch.email !== undefined && { email: blank(patch.email) }),
        // A preference, not a fact about the person: not on the trail.
        ...(patch.theme !== undefined && { theme: patch.theme }),
        ...(patch.locale !== undefined && { locale: patch.locale }),
      };
      if (next.display_name === '') throw badRequest(() => ts('displayNameEmpty'), { field: 'displayName' });
      if (next.avatar && !isTenantImageUrl(next.avatar, auth.tenantId))
        throw badRequest(() => ts('avatarNotUploaded'), { field: 'avatar' });
      await db.transaction(async (trx) => {
        const before = await trx
          .selectFrom('users')
          .select(['username', 'display_name', 'avatar', 'mobile', 'email'])
          .where(inTenant(auth.tenantId))
          .where('id', '=', auth.userId)
          .executeTakeFirst();
        if (!before) throw notFound(() => ts('userGone'));
        if (!Object.keys(next).length) return;
        await trx.updateTable('users').set(next).where(inTenant(auth.tenantId)).where('id', '=', auth.userId).execute();
        const view = (u: Partial<typeof before>) => ({ displayName: u.display_name, avatar: u.avatar, mobile: u.mobile, email: u.email });
        const changes = configChanges(PROFILE_FIELDS, view(before), view({ ...before, ...next }));
        if (changes.length)
          recordAudit(trx, {
            tenantId: auth.tenantId,
            resource: 'user',
            recordId: auth.userId,
            recordLabel: before.username,
            action: 'update',
            changes,
            actor: auth.actor,
          });
      });
      // The session's cached name (the header, the trail) follows at once.
      if (next.display_name !== undefined) forgetUser(auth.userId);
      return get(auth);
    },
  };
}

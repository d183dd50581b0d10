import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { RecordOf, replies, ValueOf } from '../../../http/reply-schemas';
import { MOBILE_PATTERN } from '../sign-in/captcha.service';
import { EMAIL_PATTERN } from '../../../../../src/schemas/fieldTypes/email';
import { THEME_CHOICES } from '../../../../../src/domain/appearance';
import { LOCALES } from '../../../../../src/i18n/messages/translate';
import { t as ts } from '../../../messages/zh-CN/serverPeople';

/** 外观: one of src/domain/appearance.ts's choices. */
const Theme = Type.Union(
  THEME_CHOICES.map((t) => Type.Literal(t)),
  { title: ts('fieldTheme'), description: '外观：light 浅色、dark 深色或 system 跟随系统' },
);
/** 语言: one of the interface's languages (src/i18n/messages/translate.ts). */
const Locale = Type.Union(
  LOCALES.map((l) => Type.Literal(l)),
  { title: ts('fieldLocale'), description: '界面语言：zh-CN 简体中文或 en-US English' },
);
// '' or null clears the optional ones.
const Mobile = Type.Union([Type.String({ pattern: `${MOBILE_PATTERN}|^$` }), Type.Null()], { title: ts('fieldMobile') });
const Email = Type.Union([Type.String({ pattern: `${EMAIL_PATTERN}|^$`, maxLength: 254 }), Type.Null()], { title: ts('fieldEmail') });
const UpdateBody = Type.Object(
  {
    displayName: Type.Optional(Type.String({ title: ts('fieldDisplayName'), minLength: 1, maxLength: 32 })),
    avatar: Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()], { title: ts('fieldAvatar') })),
    mobile: Type.Optional(Mobile),
    email: Type.Optional(Email),
    theme: Type.Optional(Theme),
    locale: Type.Optional(Locale),
  },
  // The client may send back the whole profile it read: department and roles are ignored.
  { additionalProperties: true },
);

const tags = ['个人中心'];
const nullable = (description: string) => Type.Union([Type.String(), Type.Null()], { description });
const Profile = RecordOf(
  {
    username: Type.String(),
    displayName: Type.String(),
    avatar: nullable('头像图片地址'),
    mobile: nullable('手机号'),
    email: nullable('邮箱'),
    deptId: nullable('所属部门'),
    deptName: nullable('部门名称'),
    roles: Type.Array(
      Type.Object({
        _id: Type.String(),
        name: Type.String(),
        builtInKey: Type.Union([Type.Literal('admin'), Type.Literal('staff'), Type.Null()], {
          description: '内置角色（管理员、员工）的标识，其他角色为 null',
        }),
      }),
      { description: '持有的角色（只读）' },
    ),
    theme: Theme,
    locale: Locale,
  },
  '个人资料',
);

/** 个人中心: the caller's own profile; department and roles read-only (docs/api.md「个人中心」). */
export async function profileRoutes(app: FastifyInstance) {
  const svc = app.services.profile;

  app.get(
    '/setting/profile',
    { schema: { summary: '个人资料', tags, response: replies(ValueOf(Profile)) }, config: { access: 'user' } },
    async (req) => ({ value: await svc.get(requireAuth(req)) }),
  );

  app.put<{ Body: Static<typeof UpdateBody> }>(
    '/setting/profile',
    { schema: { summary: '修改个人资料', tags, body: UpdateBody, response: replies(ValueOf(Profile)) }, config: { access: 'user' } },
    async (req) => {
      const { displayName, avatar, mobile, email, theme, locale } = req.body;
      return { value: await svc.update(requireAuth(req), { displayName, avatar, mobile, email, theme, locale }) };
    },
  );
}

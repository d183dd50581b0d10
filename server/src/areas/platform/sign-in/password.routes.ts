import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { REFRESH_TOKEN_HEADER, requireAuth } from '../../../http/auth-hook';
import { withMessage } from '../../../http/envelope-hook';
import { Open, replies, repliesNull, ValueOf } from '../../../http/reply-schemas';
import { PASSWORD_MAX_LENGTH } from '../../../../../src/domain/passwordRule';
import { logSecurityEvent } from './security-log';
import { CaptchaReply } from '../tenants/registration.routes';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';
import { actorOf } from '../../../http/request-actor';

// Strength (letters and digits) is checked by the services, with the rule's message naming the field.
const Password = (title: string) => Type.String({ title, minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

const ChangeBody = Type.Object(
  {
    oldPassword: Type.String({ title: ts('fieldOldPassword'), minLength: 1, maxLength: 128 }),
    newPassword: Password(ts('fieldNewPassword')),
  },
  { additionalProperties: false },
);
const Account = Type.String({ title: ts('fieldAccount'), minLength: 1, maxLength: 64 });
const ForgotCodeBody = Type.Object({ account: Account }, { additionalProperties: false });
const ForgotResetBody = Type.Object(
  {
    account: Account,
    captcha: Type.String({ title: ts('fieldSmsCode'), minLength: 1, maxLength: 6 }),
    password: Password(ts('fieldNewPassword')),
  },
  { additionalProperties: false },
);
const ResetBody = Type.Object(
  {
    _id: Type.String({ title: ts('fieldUserId'), minLength: 1, maxLength: 64 }),
    // Without it a temporary password is generated.
    password: Type.Optional(Password(ts('fieldTemporaryPassword'))),
  },
  { additionalProperties: false },
);

const tags = ['密码'];

/**
 * POST /login/changePassword {oldPassword, newPassword} → the user (the caller's other sessions end);
 * POST /login/forgot/smsCaptcha {account} and POST /login/forgot/reset {account, captcha, password}
 * (忘记密码; every session of the account ends); POST /setting/org/resetPassword {_id, password?} →
 * {value: {password}} (an admin's reset, 编辑 on 组织与人员; the member must change it at sign-in).
 */
export async function passwordRoutes(app: FastifyInstance) {
  const svc = app.services.passwords;

  app.post<{ Body: Static<typeof ChangeBody> }>(
    '/login/changePassword',
    {
      config: { access: 'user', duringPasswordChange: true },
      schema: {
        summary: '修改密码',
        tags,
        description:
          '原密码错误为 10203；成功后该用户的其他会话结束，当前会话继续，换用回复头 refresh-token 中的新令牌（旧令牌在 2 分钟内仍可用于已发出的请求）。',
        body: ChangeBody,
        response: replies(Open({}, '登录的用户')),
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const { user, token } = await svc.change(auth, req.body.oldPassword, req.body.newPassword);
      // The client keeps the token of this header from any reply (src/http/httpClient.ts).
      reply.header(REFRESH_TOKEN_HEADER, `Bearer ${token}`);
      logSecurityEvent(req.log, 'passwordChanged', { userId: auth.userId, tenantId: auth.tenantId });
      return withMessage(user, () => ts('passwordSaved'));
    },
  );

  app.post<{ Body: Static<typeof ForgotCodeBody> }>(
    '/login/forgot/smsCaptcha',
    {
      config: { access: 'public' },
      schema: {
        summary: '忘记密码：发送短信验证码',
        tags,
        description:
          '发往该账号绑定的手机号；账号是否存在，回复都一样（不等待短信网关）。限额同注册（429）。未配置短信通道时为 400（请管理员重置密码）。',
        body: ForgotCodeBody,
        response: replies(CaptchaReply),
      },
    },
    async (req) => {
      const { reply, userIds } = await svc.requestCode(req.body.account.trim(), req.ip, (err) =>
        req.log.error({ err }, '忘记密码：短信验证码发送失败'),
      );
      for (const userId of userIds) logSecurityEvent(req.log, 'forgotCodeRequested', { userId });
      return withMessage(reply, () => ts('resetCodeSent'));
    },
  );

  app.post<{ Body: Static<typeof ForgotResetBody> }>(
    '/login/forgot/reset',
    {
      config: { access: 'public' },
      schema: {
        summary: '忘记密码：重设密码',
        tags,
        description: '该账号的全部会话结束。',
        body: ForgotResetBody,
        response: repliesNull(),
      },
    },
    async (req) => {
      const b = req.body;
      const userId = await svc.resetForgotten({ account: b.account.trim(), captcha: b.captcha.trim(), password: b.password }, actorOf(req));
      logSecurityEvent(req.log, 'forgotPasswordReset', { userId });
      return withMessage(null, () => ts('passwordResetSignIn'));
    },
  );

  app.post<{ Body: Static<typeof ResetBody> }>(
    '/setting/org/resetPassword',
    {
      config: { access: 'user', permission: { resource: 'org', action: 'edit' } },
      schema: {
        summary: '重置人员密码',
        tags: ['组织与人员'],
        description: '不传 password 时生成临时密码（仅此一次返回）；该人员下次登录须先修改密码，其会话全部结束。',
        body: ResetBody,
        response: replies(ValueOf(Open({ password: Type.String() }))),
      },
    },
    async (req) => {
      const auth = requireAuth(req);
      const result = await app.services.org.resetPassword(auth, req.body._id, req.body.password);
      logSecurityEvent(req.log, 'passwordReset', { userId: req.body._id, actorId: auth.userId, tenantId: auth.tenantId });
      return withMessage({ value: result }, () => ts('passwordReset'));
    },
  );
}

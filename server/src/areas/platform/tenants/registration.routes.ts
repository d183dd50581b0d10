import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { withMessage } from '../../../http/envelope-hook';
import { Open, replies } from '../../../http/reply-schemas';
import { MOBILE_PATTERN } from '../sign-in/captcha.service';
import { USERNAME_PATTERN } from '../sign-in/password-policy';
import { PASSWORD_MAX_LENGTH } from '../../../../../src/domain/passwordRule';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';
import { actorOf } from '../../../http/request-actor';

const Mobile = Type.String({ title: ts('fieldMobile'), pattern: MOBILE_PATTERN });

const CaptchaBody = Type.Object({ mobile: Mobile }, { additionalProperties: false });

const RegisterBody = Type.Object(
  {
    username: Type.String({ title: ts('fieldUsername'), pattern: USERNAME_PATTERN }),
    // Strength (letters and digits) is checked by the service with a clearer message.
    password: Type.String({ title: ts('fieldPassword'), minLength: 1, maxLength: PASSWORD_MAX_LENGTH }),
    mobile: Mobile,
    captcha: Type.String({ title: ts('fieldSmsCode'), minLength: 1, maxLength: 6 }),
    companyName: Type.String({ title: ts('fieldCompanyName'), minLength: 1, maxLength: 100 }),
  },
  { additionalProperties: false },
);

const tags = ['注册'];

/** The reply of a code request (also 忘记密码's): `devCode` only in development without an SMS channel. */
export const CaptchaReply = Open({
  expiresInSeconds: Type.Integer(),
  resendInSeconds: Type.Integer(),
  devCode: Type.Optional(Type.String({ description: '仅开发模式（ACE_SMS_DEV_CODES=1 且未配置短信通道）：验证码本身' })),
});

/**
 * POST /register/smsCaptcha {mobile} → {expiresInSeconds, resendInSeconds, devCode?} (429 when the number
 * or the client address asks too often; 400 without an SMS channel);
 * POST /register {username, password, mobile, captcha, companyName} → {user, token} (signed in).
 */
export async function registrationRoutes(app: FastifyInstance) {
  app.post<{ Body: Static<typeof CaptchaBody> }>(
    '/register/smsCaptcha',
    {
      schema: {
        summary: '发送注册短信验证码',
        tags,
        description:
          '同一号码 60 秒一次、每天 10 次，同一地址每小时 20 次，超出为 429。未配置短信通道时为 400（不能自助注册）；短信网关失败为 400「短信发送失败，请稍后再试」。',
        body: CaptchaBody,
        response: replies(CaptchaReply),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const sent = await app.services.registration.requestCaptcha(req.body.mobile, req.ip, (err) =>
        req.log.error({ err }, '注册：短信验证码发送失败'),
      );
      return withMessage(sent, () => ts('codeSent'));
    },
  );

  app.post<{ Body: Static<typeof RegisterBody> }>(
    '/register',
    {
      schema: {
        summary: '注册',
        tags,
        description: '新建租户与其管理员，并以该管理员登录。',
        body: RegisterBody,
        response: replies(Open({ user: Open(), token: Type.String() })),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const b = req.body;
      const result = await app.services.registration.register(
        {
          ...b,
          username: b.username.trim(),
          companyName: b.companyName.trim(),
          captcha: b.captcha.trim(),
        },
        actorOf(req),
      );
      return withMessage(result, () => ts('registered'));
    },
  );
}

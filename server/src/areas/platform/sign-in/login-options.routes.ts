import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Open, replies } from '../../../http/reply-schemas';
import { SMS_AVAILABILITIES } from '../../../../../src/domain/smsChannel';

/**
 * GET /login/options: what the login screens may offer before anyone signs in. `sms` says whether
 * 注册 and 忘记密码 can send codes (src/domain/smsChannel.ts); without a channel they say so and point
 * to an admin's 重置密码 instead of offering a form the server would refuse.
 */
export async function loginOptionsRoutes(app: FastifyInstance) {
  app.get(
    '/login/options',
    {
      config: { access: 'public' },
      schema: {
        summary: '登录页选项：短信通道是否可用',
        tags: ['登录'],
        description: 'sms：on 已配置短信通道；dev 开发模式（验证码随回复返回）；off 未配置，短信注册与短信找回密码不可用。',
        response: replies(Open({ sms: Type.Unsafe<string>({ type: 'string', enum: [...SMS_AVAILABILITIES] }) })),
      },
    },
    async () => ({ sms: app.services.captcha.availability }),
  );
}

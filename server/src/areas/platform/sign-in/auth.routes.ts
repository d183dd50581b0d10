import type { FastifyInstance } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { Open, replies, repliesNull } from '../../../http/reply-schemas';
import { t as ts } from '../../../messages/zh-CN/serverSignIn';
import { actorOf } from '../../../http/request-actor';

const LoginBody = Type.Object(
  {
    username: Type.String({ title: ts('fieldUsername'), minLength: 1, maxLength: 64 }),
    password: Type.String({ title: ts('fieldPassword'), minLength: 1, maxLength: 128 }),
    // Sent once the server asked for the image check (428, code 10206).
    challengeId: Type.Optional(Type.String({ title: ts('fieldChallenge'), maxLength: 64 })),
    challengeAnswer: Type.Optional(Type.String({ title: ts('fieldChallenge'), maxLength: 16 })),
  },
  { additionalProperties: false },
);

const tags = ['登录'];
const LoginReply = replies(Open({ user: Open({}, '登录的用户'), token: Type.String({ description: '之后请求的 Bearer 令牌' }) }));
const ChallengeReply = replies(
  Open({ id: Type.String(), image: Type.String({ description: 'SVG 图片（data URL）' }), expiresInSeconds: Type.Integer() }),
);

/** POST /login, GET /login/challenge (the image check) and GET /login/logout (docs/requirements.md §7). */
export async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: Static<typeof LoginBody> }>(
    '/login',
    {
      schema: {
        summary: '登录',
        tags,
        description: '10202 用户不存在，10203 密码错误；多次失败后需要图形验证码（428，10206）。',
        body: LoginBody,
        response: LoginReply,
      },
      config: { access: 'public' },
    },
    async (req) => app.services.auth.login({ ...req.body, username: req.body.username.trim() }, actorOf(req)),
  );

  app.get(
    '/login/challenge',
    { config: { access: 'public' }, schema: { summary: '获取登录图形验证码', tags, response: ChallengeReply } },
    async (req) => app.services.auth.challenge(req.ip),
  );

  app.get(
    '/login/logout',
    { config: { access: 'user', duringPasswordChange: true }, schema: { summary: '退出登录', tags, response: repliesNull() } },
    async (req) => {
      await app.services.auth.logout(requireAuth(req));
      return null;
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requireAuth } from '../../http/auth-hook';

const LoginBody = Type.Object(
  {
    username: Type.String({ title: '用户名', minLength: 1, maxLength: 64 }),
    password: Type.String({ title: '密码', minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
);

/** POST /login and GET /login/logout (docs/requirements.md §7). */
export async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: { username: string; password: string } }>(
    '/login',
    { schema: { body: LoginBody }, config: { access: 'public' } },
    async (req) => app.services.auth.login(req.body.username.trim(), req.body.password, req.ip),
  );

  app.get('/login/logout', { config: { access: 'user' } }, async (req) => {
    const auth = requireAuth(req);
    await app.services.auth.logout(auth.sessionId, auth.userId);
    return null;
  });
}

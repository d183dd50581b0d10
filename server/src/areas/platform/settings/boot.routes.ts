import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from '@sinclair/typebox';
import { requireAuth } from '../../../http/auth-hook';
import { Open, replies, ValueOf } from '../../../http/reply-schemas';
import { pickCurrentProject } from '../../../../../src/domain/projects';
import { t as ts } from '../../../messages/zh-CN/serverSettings';

const BootQuery = Type.Object(
  // `_t`: the client's cache-buster on every GET.
  { project: Type.Optional(Type.String({ title: ts('fieldLastProject'), maxLength: 64 })), _t: Type.Optional(Type.String()) },
  { additionalProperties: false },
);

/** The calls the shell makes before its first screen; their `data` travels as is, under these names. */
const WITHOUT_PROJECT = {
  userMenu: '/setting/menu/userMenu',
  projects: '/setting/project/listByUser',
  permissions: '/setting/role/mine',
  published: '/setting/resource/published',
  watermark: '/setting/watermark',
  // 外观 (the person's theme) as chosen in another browser since this one signed in.
  profile: '/setting/profile',
} as const;
const OF_PROJECT = {
  settings: '/setting/list?pageNo=1&pageSize=500',
  companyInfo: '/setting/getItemByKey?key=company_info',
} as const;

type Reply = { statusCode: number; body: string };

/**
 * GET /setting/boot (docs/requirements.md §10.5): what the shell reads before its first screen, in one round trip
 * instead of two chained ones. Each part is the very call the shell made before, run in-process
 * with the caller's own headers: the same hooks, permissions and tenant/project isolation, and the
 * same `data`, by construction. The project is the one the client would pick (src/domain/projects.ts)
 * from the stored one; a part refused on its own (role/mine, published, the settings) comes as null,
 * as the shell treated its failure before; a refused menu or project list is the boot's refusal.
 */
export async function bootRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Static<typeof BootQuery> }>(
    '/setting/boot',
    {
      config: { access: 'user' },
      schema: {
        summary: '启动数据：菜单、项目、权限、已发布模型，以及所选项目的设置与公司信息',
        tags: ['设置'],
        querystring: BootQuery,
        response: replies(ValueOf(Open({ projectId: Type.Union([Type.String(), Type.Null()]) }))),
      },
    },
    async (req, reply) => {
      requireAuth(req);
      // In-process calls under this instance's prefix (/ace-apis): no network, no second login.
      const call = (url: string, projectId?: string): Promise<Reply> =>
        app.inject({ method: 'GET', url: `${app.prefix}${url}`, headers: forwarded(req, projectId) });
      const names = Object.keys(WITHOUT_PROJECT) as (keyof typeof WITHOUT_PROJECT)[];
      const first = await Promise.all(names.map((n) => call(WITHOUT_PROJECT[n])));
      const refused = first.slice(0, 2).find((r) => r.statusCode !== 200);
      if (refused) return reply.code(refused.statusCode).type('application/json').send(refused.body);
      const parts: Record<string, unknown> = Object.fromEntries(names.map((n, i) => [n, dataOf(first[i])]));

      const projects = ((parts.projects as { value?: { _id: string; name: string }[] }).value ?? []).filter(Boolean);
      const projectId = pickCurrentProject(projects, req.query.project)?._id;
      const ofProject = Object.keys(OF_PROJECT) as (keyof typeof OF_PROJECT)[];
      const second = projectId ? await Promise.all(ofProject.map((n) => call(OF_PROJECT[n], projectId))) : [];
      for (const [i, n] of ofProject.entries()) parts[n] = second[i] ? dataOf(second[i]) : null;
      return { value: { ...parts, projectId: projectId ?? null } };
    },
  );
}

/** The caller's credentials (and the chosen project), nothing else of the outer request. */
function forwarded(req: FastifyRequest, projectId: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  if (projectId) headers.projectid = projectId;
  return headers;
}

/** `data` of a successful reply, null for a refused one. */
function dataOf(res: Reply): unknown {
  return res.statusCode === 200 ? (JSON.parse(res.body) as { data: unknown }).data : null;
}

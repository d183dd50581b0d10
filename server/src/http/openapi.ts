import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySwaggerUiOptions } from '@fastify/swagger-ui';
import { registerAuthHook, REFRESH_TOKEN_HEADER, type RouteAccess } from './auth-hook';
import { ErrorEnvelope } from './reply-schemas';

/** Where the page lives under the API prefix; its document is `<prefix>/docs/json` (and `/yaml`). */
export const DOCS_SUBPATH = '/docs';

/** How each access level reads in the document, and the credentials it needs (auth-hook.ts). */
const ACCESS: Record<RouteAccess, { text: string; security: Array<Record<string, string[]>> }> = {
  public: { text: '权限：无需登录。', security: [] },
  user: { text: '权限：登录用户（Authorization: Bearer 令牌）。', security: [{ bearer: [] }] },
  business: { text: '权限：登录用户，请求头 projectid 为本人所在的项目。', security: [{ bearer: [], projectid: [] }] },
  admin: { text: '权限：管理员或超级管理员。', security: [{ bearer: [] }] },
  superAdmin: { text: '权限：仅超级管理员。', security: [{ bearer: [] }] },
};

/** Every route the app registered, as Fastify announced it (onRoute), per app: what the document must cover. */
const seen = new WeakMap<FastifyInstance, RouteOptions[]>();

/** The routes of `app` (HEAD twins left out), in registration order; the OpenAPI test compares them with the document. */
export function registeredRoutes(app: FastifyInstance): readonly RouteOptions[] {
  return seen.get(app) ?? [];
}

/**
 * Adds what only the document needs to a route's schema: the access level (text, `security`,
 * `x-access`), the refusal envelope, and a query string or body the route declares for the document
 * only (`config.openapi`: lists and deletes decode their own query, see schema-engine/routes.ts; an
 * upload reads its multipart stream).
 * Routes outside the API (the built client) and the page itself are left out.
 */
const transformFor =
  (apiPrefix: string): SwaggerTransform =>
  ({ schema, url, route }) => {
    if (!url.startsWith(`${apiPrefix}/`) || url.startsWith(apiPrefix + DOCS_SUBPATH)) return { schema: { ...schema, hide: true }, url };
    const access = route.config?.access ?? 'business';
    const { querystring, body } = route.config?.openapi ?? {};
    const need = route.config?.permission;
    const right = need ? `需要权限：${need.resource}.${need.action}（角色管理中授予，缺少时 403）` : '';
    const out: FastifySchema & Record<string, unknown> = {
      ...schema,
      ...(querystring && !schema?.querystring ? { querystring } : {}),
      ...(body && !schema?.body ? { body } : {}),
      description: [schema?.description, ACCESS[access].text, right].filter(Boolean).join('\n\n'),
      security: ACCESS[access].security,
      'x-access': access,
      ...(need ? { 'x-permission': need } : {}),
      response: { ...(schema?.response as object), '4xx': ErrorEnvelope },
    };
    return { schema: out, url };
  };

/**
 * Swagger UI's requests carry the session the app stored in this browser (localStorage `authToken`,
 * `currentProject`: src/storage/clientStorage.ts) and keep the token it slides to (refresh-token),
 * so an admin signed in to the app opens the page and reads the document with no extra step.
 * Built with `new Function` so the text sent to the browser is exactly this, whatever compiles the server.
 */
type UiConfig = NonNullable<FastifySwaggerUiOptions['uiConfig']>;
const requestInterceptor = new Function(
  'request',
  `try {
    var token = JSON.parse(localStorage.getItem('authToken') || 'null');
    var project = JSON.parse(localStorage.getItem('currentProject') || 'null');
    if (token && !request.headers.Authorization && !request.headers.authorization) request.headers.Authorization = 'Bearer ' + token;
    if (project && !request.headers.projectid) request.headers.projectid = project;
  } catch (e) {}
  return request;`,
) as UiConfig['requestInterceptor'];
const responseInterceptor = new Function(
  'response',
  `var h = response.headers && response.headers['${REFRESH_TOKEN_HEADER}'];
  if (h) localStorage.setItem('authToken', JSON.stringify(String(h).replace(/^Bearer\\s+/i, '')));
  return response;`,
) as UiConfig['responseInterceptor'];

/**
 * The page, its files and the document, outside the API scope (no envelope around files), with the
 * API's guard: the page and its static files are public (they hold no data); the document is for
 * admins and super-admins. The app's CSP (security-headers.ts) needs no exception here: Swagger UI's
 * scripts, styles and its initializer are files of this origin, and its inline styles and data:
 * images are allowed app-wide (checked in Chromium, try-it-out included).
 */
async function docsRoutes(docs: FastifyInstance, { path }: { path: string }) {
  const isDocument = (url: string) => url === `${path}/json` || url === `${path}/yaml`;
  docs.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: isDocument(route.url) ? 'admin' : 'public' };
  });
  registerAuthHook(docs);
  docs.addHook('onRequest', (req, reply, done) => {
    if (isDocument(req.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
    done();
  });
  const options: FastifySwaggerUiOptions = {
    routePrefix: path,
    uiConfig: { docExpansion: 'none', deepLinking: true, requestInterceptor, responseInterceptor },
    theme: { title: '接口文档 · /ace-apis' },
  };
  await docs.register((await import('@fastify/swagger-ui')).default, options);
}

/**
 * The contract of every call: registers before any route (app.ts), so it sees them all.
 *
 * Always: response schemas describe and never shape. Fastify would serialize a reply through its
 * route's response schema (fast-json-stringify), dropping every property the schema does not list;
 * the compiler here makes every reply plain JSON.stringify, as if no route declared one.
 *
 * When `enabled` (ACE_API_DOCS): the OpenAPI 3 document built from the route schemas (@fastify/swagger)
 * and Swagger UI at `<apiPrefix>/docs` (@fastify/swagger-ui).
 */
export async function registerOpenApi(app: FastifyInstance, { apiPrefix, enabled }: { apiPrefix: string; enabled: boolean }) {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: RouteOptions[] = [];
  seen.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD') routes.push(route);
  });
  if (!enabled) return;
  // Loaded only where the page is served: a server without it starts without their code.
  await app.register((await import('@fastify/swagger')).default, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: '管理后台接口（/ace-apis）',
        version: '1.0.0',
        description:
          '每个回复都是信封 { success, message, code, data, timestamp, path }；失败时 message 用中文说明原因。' +
          '本页请求自动带上本浏览器中已登录账号的令牌与当前项目。',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: '登录（POST /ace-apis/login）返回的 token' },
          projectid: { type: 'apiKey', in: 'header', name: 'projectid', description: '当前项目的 _id' },
        },
      },
    },
    transform: transformFor(apiPrefix),
  });
  await app.register(docsRoutes, { path: apiPrefix + DOCS_SUBPATH });
}

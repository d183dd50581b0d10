import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import fastifyCors from '@fastify/cors';
import { SCHEMA_VERSION_HEADER } from '../../../src/domain/envelope';
import { TAB_HEADER } from '../../../src/domain/liveChanges';
import { LOCALE_HEADER } from '../../../src/i18n/messages/translate';

/**
 * Headers a cross-origin caller may send (the bearer token, the project, and the tab and language the
 * client's HTTP client names on every call), and those it may read.
 */
const ALLOWED_HEADERS = ['authorization', 'content-type', 'projectid', 'x-request-id', TAB_HEADER, LOCALE_HEADER];
/** The client reads the rotated token, the request id and the tenant's schema fingerprint from these. */
const EXPOSED_HEADERS = ['refresh-token', 'x-request-id', SCHEMA_VERSION_HEADER];

/** The SPA loads only its own scripts and styles; antd injects style tags at run time. */
const HELMET_OPTIONS: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      // Deployments on a LAN over plain http must still load their own assets.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for HELMET_OPTIONS. They depend on nothing in the request, so helmet's own
 * middleware is run once, at start, writing into this record instead of a reply.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0] = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, collector as never, () => undefined);
  return Object.freeze(headers);
}

/**
 * What an API reply carries (JSON, or a file sent as an attachment; never a page): the headers
 * OWASP's REST Security Cheat Sheet lists for every API response — nothing may frame or render it
 * (`default-src 'none'`, `frame-ancestors 'none'`, X-Frame-Options DENY), no MIME sniffing, HSTS,
 * no-store (replies are per user and per moment: never stored by a browser or a proxy) — with the
 * page set's cross-origin resource and referrer policies. The page set's other headers (the SPA's
 * CSP, opener policy, agent cluster, DNS prefetch, IE download options, Flash policies, the XSS
 * auditor) act only on documents: sent on every API reply they were some 600 bytes that each
 * client parsed for nothing, a fifth of the API's floor in requests per second (docs/decisions.md).
 */
function apiHeaders(page: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': page['x-content-type-options'],
    'strict-transport-security': page['strict-transport-security'],
    'cross-origin-resource-policy': page['cross-origin-resource-policy'],
    'referrer-policy': page['referrer-policy'],
    'cache-control': 'no-store',
  });
}

/**
 * The security headers of every reply and the request id, which every reply carries so a user's
 * report finds its log lines: the API's set (apiHeaders) under `apiPrefix`, helmet's page set (CSP,
 * HSTS, nosniff, frame and referrer policies…) on the built client and the API page (`docsPath`).
 * helmet decides the headers once (helmetHeaders); running its middleware on every reply cost 8 % of
 * a list call's throughput and @fastify/helmet, which also rebuilds it per request, half
 * (docs/decisions.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, { apiPrefix, docsPath }: { apiPrefix: string; docsPath: string }) {
  const page = helmetHeaders();
  const api = apiHeaders(page);
  const isDocsPage = (url: string) => url.startsWith(docsPath) && (url.length === docsPath.length || '/?'.includes(url[docsPath.length]));
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(req.url.startsWith(`${apiPrefix}/`) && !isDocsPage(req.url) ? api : page);
    reply.header('x-request-id', req.id);
    done();
  });
}

/**
 * CORS (@fastify/cors) for the origins listed in ACE_CORS_ORIGINS, and nothing at all otherwise:
 * the SPA is served from the same origin, so by default no browser on another origin may call the
 * API with a token.
 */
export async function registerCors(app: FastifyInstance, origins: string[]) {
  if (!origins.length) return;
  await app.register(fastifyCors, {
    origin: origins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    strictPreflight: false,
  });
}

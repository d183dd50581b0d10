import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { businessTimeZone } from './core/business-days';
import { readEnv } from './env-values';

/** SMS channels a deployment can choose (server/src/areas/platform/sign-in/sms/README.md adds one). */
const SMS_PROVIDERS = ['none', 'webhook'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** The SMS channel's settings (ACE_SMS_*); areas/platform/sign-in/sms/sms-channel.ts turns them into a channel. */
export interface SmsConfig {
  provider: SmsProviderName;
  /** Present exactly when `provider` is `webhook`. */
  webhook?: { url: string; secret: string; timeoutMs: number };
  /** Without a channel, codes go back in the reply (development only). */
  devCodes: boolean;
}

const int = (def: number, description: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  Type.Integer({ default: def, minimum: min, maximum: max, description });
const text = (description: string, def?: string) => Type.String(def === undefined ? { description } : { default: def, description });
const choice = <const T extends readonly [string, ...string[]]>(values: T, def: T[number], description: string) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], default: def, description });

/**
 * Every environment variable the server reads, with its default and what it means: the one place
 * each is documented (docs/configuration.md is generated from it: `npm run docs:config`). All are
 * optional. A value that does not fit stops the start, naming the variable.
 */
export const ENV_SCHEMA = Type.Object({
  PORT: int(8080, 'Port of the one server (SPA and `/ace-apis`).', 1, 65535),
  HOST: text('Address to listen on (`0.0.0.0` to serve the LAN).', '127.0.0.1'),
  ACE_DATA_DIR: text('Folder of the SQLite file `ace.sqlite` and of uploads.', './data'),
  DATABASE_URL: Type.Optional(text('PostgreSQL connection string; when set, PostgreSQL is used instead of SQLite.')),
  ACE_ADMIN_USER: Type.Optional(text('Super-admin name created on first start (default `admin`).')),
  ACE_ADMIN_PASSWORD: Type.Optional(text('Super-admin password on first start; when unset a random one is printed once.')),
  ACE_SESSION_TTL_MINUTES: int(120, 'Minutes a session stays valid without activity (then 401, code 10204).', 1),
  ACE_TOKEN_ROTATE_MINUTES: int(15, 'Minutes after which an active session gets a new token in the `refresh-token` header.', 1),
  ACE_LOGIN_CHALLENGE_AFTER: int(
    3,
    'Failed logins of one account after which its logins need the image check (验证码, 428 code 10206); never a lock: the right password with the check always signs in.',
    1,
  ),
  ACE_LOGIN_CHALLENGE_AFTER_PER_IP: int(
    10,
    'Failed logins from one client address after which every login from it needs the image check.',
    1,
  ),
  ACE_LOGIN_FAILURE_WINDOW_MINUTES: int(
    15,
    'Failed logins are forgotten after this many minutes without a new one (counters live in the database, so they hold across processes).',
    1,
  ),
  ACE_LOGIN_MAX_PER_IP_PER_MINUTE: int(
    120,
    'Login attempts one client address may make per minute, whatever their outcome; more get 429. Guards the server, not an account.',
    1,
  ),
  ACE_AUDIT_RETENTION_DAYS: int(
    180,
    'Days the audit trail (操作日志, 登录日志) is kept before older entries are purged; at least 180 (the Cybersecurity Law asks for six months of network logs).',
    180,
  ),
  ACE_RECYCLE_DAYS: int(
    30,
    "Days a deleted record stays in its resource's recycle bin (回收站), restorable, before it is purged for good.",
    1,
    3650,
  ),
  ACE_TRUST_PROXY: choice(
    ['0', '1'],
    '0',
    '`1` behind a reverse proxy: the client address (per-address login counts, logs) comes from `X-Forwarded-For`.',
  ),
  ACE_CORS_ORIGINS: text('Comma-separated origins allowed to call the API cross-origin; empty sends no CORS headers at all.', ''),
  ACE_BODY_LIMIT_BYTES: int(1_048_576, 'Largest request body; larger ones get 413 `请求内容过大`.', 1024),
  ACE_REQUEST_TIMEOUT_MS: int(30_000, 'Time a client has to send a whole request.', 1000),
  ACE_CLIENT_DIR: text('Folder of the built client served at `/`.', './dist'),
  LOG_LEVEL: choice(
    ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'],
    'info',
    "Pino log level. Logs are JSON lines with `reqId`; a caller's `x-request-id` header is reused, and every reply carries one.",
  ),
  ACE_BUSINESS_TZ: text(
    'Time zone of business days (dashboard "today", trends, the default order and payment date); the server process runs on its clock (`TZ`). An unknown zone stops the start.',
    'Asia/Shanghai',
  ),
  ACE_PROCESSES: int(
    1,
    'Server processes sharing the port (Node cluster); more than 1 needs PostgreSQL (`DATABASE_URL`). Caches stay true across them (docs/operations.md).',
    1,
  ),
  ACE_COUNT_CACHE: choice(
    ['auto', 'on', 'off'],
    'auto',
    'List totals kept in memory, each true at its list version (server/src/db/list/list-versions.ts), in every process: `auto` and `on` keep them, `off` counts every total.',
  ),
  ACE_API_DOCS: choice(
    ['0', '1'],
    '0',
    '`1`: serve the OpenAPI document of every call at `/ace-apis/docs/json` (admins and super-admins only) and its interactive page at `/ace-apis/docs`. Off by default, so production does not publish its contract; `npm run dev` turns it on.',
  ),
  ACE_SMS_PROVIDER: choice(
    SMS_PROVIDERS,
    'none',
    'SMS channel of the registration and 忘记密码 codes (docs/operations.md, 短信通道). `none`: no channel, so SMS sign-up and SMS reset are off (an admin resets passwords); `webhook`: codes are POSTed to `ACE_SMS_WEBHOOK_URL`.',
  ),
  ACE_SMS_WEBHOOK_URL: Type.Optional(
    text('`http(s)` address the `webhook` channel POSTs each code to (JSON, signed); required with `ACE_SMS_PROVIDER=webhook`.'),
  ),
  ACE_SMS_WEBHOOK_SECRET: Type.Optional(
    text(
      'Key of the HMAC-SHA256 signature of each webhook body (header `x-ace-signature: sha256=<hex>`); at least 16 characters, required with `ACE_SMS_PROVIDER=webhook`.',
    ),
  ),
  ACE_SMS_WEBHOOK_TIMEOUT_MS: int(5000, 'Time the webhook has to answer 2xx; later or anything else is a failed send.', 500, 30_000),
  ACE_SMS_DEV_CODES: choice(
    ['0', '1'],
    '0',
    '`1` (development only, `npm run dev` sets it): without an SMS channel the codes are returned in the reply (`devCode`) and shown on screen, so SMS sign-up and reset can be tried. Refused unless `NODE_ENV=development`. A code is never written to the log.',
  ),
  NODE_ENV: Type.Optional(
    text(
      '`development` under `npm run dev` (it sets it), the only place `ACE_SMS_DEV_CODES=1` is allowed; anything else counts as production.',
    ),
  ),
});

type Env = Static<typeof ENV_SCHEMA>;

/** What the server runs with, read from the environment once (loadConfig). */
export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file and uploads (absolute). */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  sessionTtlMinutes: number;
  tokenRotateMinutes: number;
  adminUser?: string;
  adminPassword?: string;
  logLevel: string;
  /** Folder of the built client served at `/` (absolute). */
  clientDir: string;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  corsOrigins: string[];
  loginChallengeAfter: number;
  loginChallengeAfterPerIp: number;
  loginFailureWindowMinutes: number;
  loginMaxPerIpPerMinute: number;
  trustProxy: boolean;
  businessTimeZone: string;
  /** Whether list totals are kept in memory (server/src/db/list/count-cache.ts); `auto` is `on`. */
  countCache: 'auto' | 'on' | 'off';
  /** Server processes to run on the port (main.ts); above 1 only on PostgreSQL. */
  processes: number;
  /** Serve the OpenAPI document and its page at /ace-apis/docs (http/openapi.ts). */
  apiDocs: boolean;
  /** The SMS channel of registration and 忘记密码 codes. */
  sms: SmsConfig;
  /** Days audit entries are kept (db/audit/audit-retention.ts). */
  auditRetentionDays: number;
  /** Days deleted records stay in the recycle bin (schema-engine/recycle-purge.ts). */
  recycleDays: number;
}

/** Reads and checks the environment; throws naming the variable when a value does not fit. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  let e: Env;
  try {
    e = readEnv<Env>(ENV_SCHEMA, env);
  } catch (err) {
    throw new Error(`配置错误（环境变量）：${(err as Error).message}`, { cause: err });
  }
  const root = process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.ACE_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sessionTtlMinutes: e.ACE_SESSION_TTL_MINUTES,
    tokenRotateMinutes: e.ACE_TOKEN_ROTATE_MINUTES,
    adminUser: e.ACE_ADMIN_USER,
    adminPassword: e.ACE_ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    clientDir: path.resolve(root, e.ACE_CLIENT_DIR),
    requestTimeoutMs: e.ACE_REQUEST_TIMEOUT_MS,
    bodyLimitBytes: e.ACE_BODY_LIMIT_BYTES,
    corsOrigins: e.ACE_CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    loginChallengeAfter: e.ACE_LOGIN_CHALLENGE_AFTER,
    loginChallengeAfterPerIp: e.ACE_LOGIN_CHALLENGE_AFTER_PER_IP,
    loginFailureWindowMinutes: e.ACE_LOGIN_FAILURE_WINDOW_MINUTES,
    loginMaxPerIpPerMinute: e.ACE_LOGIN_MAX_PER_IP_PER_MINUTE,
    trustProxy: e.ACE_TRUST_PROXY === '1',
    businessTimeZone: businessTimeZone({ ACE_BUSINESS_TZ: e.ACE_BUSINESS_TZ }),
    countCache: e.ACE_COUNT_CACHE,
    processes: e.ACE_PROCESSES,
    apiDocs: e.ACE_API_DOCS === '1',
    sms: smsConfig(e),
    auditRetentionDays: e.ACE_AUDIT_RETENTION_DAYS,
    recycleDays: e.ACE_RECYCLE_DAYS,
  };
}

const isHttpUrl = (value: string) => {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

const configError = (message: string) => new Error(`配置错误（环境变量）：${message}`);

/** The ACE_SMS_* variables, checked together: a webhook needs its address and its key. */
function smsConfig(e: Env): SmsConfig {
  const devCodes = e.ACE_SMS_DEV_CODES === '1';
  // A code in the reply lets anyone reset any account bound to a mobile: never outside development.
  if (devCodes && e.NODE_ENV !== 'development')
    throw configError('ACE_SMS_DEV_CODES=1 只用于开发（npm run dev 同时设置 NODE_ENV=development），生产环境不能打开');
  if (e.ACE_SMS_PROVIDER !== 'webhook') return { provider: e.ACE_SMS_PROVIDER, devCodes };
  const url = e.ACE_SMS_WEBHOOK_URL;
  if (!url || !isHttpUrl(url)) throw configError('ACE_SMS_PROVIDER=webhook 需要 ACE_SMS_WEBHOOK_URL（http 或 https 地址）');
  const secret = e.ACE_SMS_WEBHOOK_SECRET ?? '';
  if (secret.length < 16) throw configError('ACE_SMS_PROVIDER=webhook 需要 ACE_SMS_WEBHOOK_SECRET（至少 16 个字符）');
  return { provider: 'webhook', webhook: { url, secret, timeoutMs: e.ACE_SMS_WEBHOOK_TIMEOUT_MS }, devCodes };
}

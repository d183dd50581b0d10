import path from 'node:path';

/** Everything the server reads from the environment, in one place (the README lists each variable). */
export interface AppConfig {
  port: number;
  host: string;
  /** Folder for the SQLite file and uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Minutes a session stays valid without activity. */
  sessionTtlMinutes: number;
  /** Minutes after which an active session's token is rotated (sent back in the refresh-token header). */
  tokenRotateMinutes: number;
  adminUser?: string;
  adminPassword?: string;
  logLevel: string;
  /** Folder of the built client served at `/`. */
  clientDir: string;
  /** Milliseconds before a request is abandoned. */
  requestTimeoutMs: number;
  bodyLimitBytes: number;
  /** Comma-separated origins allowed for CORS; empty means same-origin only. */
  corsOrigins: string[];
  /** Failed logins of one account before it is locked for `loginLockMinutes`. */
  loginMaxFailures: number;
  /** Failed logins from one client address before it is locked for `loginLockMinutes`. */
  loginMaxFailuresPerIp: number;
  /** Minutes a locked account or address waits; also the window failures are counted in. */
  loginLockMinutes: number;
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For. */
  trustProxy: boolean;
  /** Time zone of business days ("today", weeks, months of the dashboard). */
  businessTimeZone: string;
}

const num = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * The time zone business days are counted in (ACE_BUSINESS_TZ, default Asia/Shanghai). One per
 * process: the date helpers of the sales area read it once (services/orders/business-dates.ts).
 * An unknown zone stops the start with the variable named, not a RangeError at first use.
 */
export function businessTimeZone(env: NodeJS.ProcessEnv = process.env): string {
  const tz = env.ACE_BUSINESS_TZ || 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tz });
  } catch {
    throw new Error(`ACE_BUSINESS_TZ 不是有效的时区：${tz}（例如 Asia/Shanghai）`);
  }
  return tz;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const root = process.cwd();
  return {
    port: num(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir: path.resolve(root, env.ACE_DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    sessionTtlMinutes: num(env.ACE_SESSION_TTL_MINUTES, 120),
    tokenRotateMinutes: num(env.ACE_TOKEN_ROTATE_MINUTES, 15),
    adminUser: env.ACE_ADMIN_USER || undefined,
    adminPassword: env.ACE_ADMIN_PASSWORD || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    clientDir: path.resolve(root, env.ACE_CLIENT_DIR || './dist'),
    requestTimeoutMs: num(env.ACE_REQUEST_TIMEOUT_MS, 30000),
    bodyLimitBytes: num(env.ACE_BODY_LIMIT_BYTES, 1024 * 1024),
    corsOrigins: (env.ACE_CORS_ORIGINS || '').split(',').map((s) => s.trim()).filter(Boolean),
    loginMaxFailures: num(env.ACE_LOGIN_MAX_FAILURES, 5),
    loginMaxFailuresPerIp: num(env.ACE_LOGIN_MAX_FAILURES_PER_IP, 30),
    loginLockMinutes: num(env.ACE_LOGIN_LOCK_MINUTES, 15),
    trustProxy: env.ACE_TRUST_PROXY === '1',
    businessTimeZone: businessTimeZone(env),
  };
}

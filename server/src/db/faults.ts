/**
 * What a database error means, the same on both databases: a unique key a parallel write took first
 * (`isUniqueViolation`), or "the database cannot be reached right now" rather than "this request is
 * wrong" or "our code is wrong". The unreachable become 503 服务器维护中 with a Retry-After (http/error-handler.ts),
 * and the app recovers by itself once the database answers again: the pool opens fresh connections.
 */

/** Node socket errors of a connection that never opened or was cut. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL SQLSTATEs of an unavailable server: class 08 (connection exception), 57P01–57P03
 * (terminated by an administrator, crash shutdown, cannot connect now: starting up or shutting
 * down), 53300 (too many connections).
 */
const PG_UNAVAILABLE = /^(08...|57P0[123]|53300)$/;

/** SQLite: the file is locked past busy_timeout, the disk failed or is full, the file cannot be opened. */
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|PROTOCOL)/;

/** node-postgres' own texts for a connection that ended or could not be checked out in time. */
const PG_CLIENT_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error/i;

/** Whether `err` (or what it wraps) says the database is unreachable or shutting down. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || PG_UNAVAILABLE.test(code) || SQLITE_UNAVAILABLE.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && PG_CLIENT_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * True for a unique-constraint violation on SQLite or PostgreSQL (a race lost to a parallel insert),
 * also when it is the cause of the refusal made of it.
 */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown } | null;
  if (e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  if (/UNIQUE constraint failed/.test(e?.message ?? '')) return true;
  return !!e?.cause && isUniqueViolation(e.cause);
}

import { HTTP_MESSAGES, SERVER_CODE_MESSAGES, SESSION_END_CODES, STATUS_MESSAGES, STATUS_TEXTS } from '../domain/errorCatalogue';
import type { Envelope } from '../domain/envelope';
import type { AxiosResponse } from 'axios';

/** Which row of the error catalogue an error fell into (`timeout`: the 30 s client timeout ran out). */
export type ErrorKind = 'offline' | 'noResponse' | 'timeout' | 'status' | 'other';

/**
 * The one error every call rejects with. Shaped like refine's `HttpError` (`message`, `statusCode`)
 * so providers can hand it to refine unchanged.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly statusCode: number,
    /** Server code of the envelope when present, else the HTTP status. */
    readonly code: number,
    readonly kind: ErrorKind,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** Notification title: "请求错误" followed by the code (docs/requirements.md §8). */
  get title(): string {
    return this.code ? `${HTTP_MESSAGES.errorTitle} ${this.code}` : HTTP_MESSAGES.errorTitle;
  }

  /** The generic text of the HTTP status, when the spec defines one. */
  get statusText(): string | undefined {
    return STATUS_TEXTS[this.statusCode];
  }
}

function isEnvelope(body: unknown): body is Partial<Envelope> {
  return typeof body === 'object' && body !== null && ('success' in body || 'code' in body || 'message' in body);
}

/**
 * Maps an HTTP status and envelope to the catalogue's message: fixed texts for 401 (but a 401 of a
 * login elsewhere, 10205, says so), 403, 404, 500, 502, 503 and 504; otherwise the server's message,
 * else the message of the server code, else the fallback.
 */
function messageFor(status: number, body: unknown): string {
  const env = isEnvelope(body) ? body : undefined;
  if (status === 401 && typeof env?.code === 'number' && SESSION_END_CODES.has(env.code)) return SERVER_CODE_MESSAGES[env.code];
  const fixed = STATUS_MESSAGES[status];
  if (fixed) return fixed;
  if (env?.message) return env.message;
  if (env?.code !== undefined && SERVER_CODE_MESSAGES[env.code]) return SERVER_CODE_MESSAGES[env.code];
  return HTTP_MESSAGES.fallback;
}

/**
 * The error of a reply that arrived: a non-2xx status, or a 2xx whose envelope says `success: false`.
 * One rule for both (docs/requirements.md §8): the fixed text of the status, else the server's message, else
 * the text of the server code, else 请求失败，请稍后再试.
 */
export function replyError(status: number, body: unknown): ApiError {
  const env = isEnvelope(body) ? body : undefined;
  const code = typeof env?.code === 'number' ? env.code : status;
  const kind: ErrorKind = STATUS_MESSAGES[status] ? 'status' : 'other';
  return new ApiError(messageFor(status, body), status, code, kind, env?.data ?? null);
}

/** A reply with a non-2xx status, as the HTTP client hands it to `toApiError`. */
export class HttpStatusError extends Error {
  constructor(readonly response: AxiosResponse) {
    super(`Request failed with status code ${response.status}`);
    this.name = 'HttpStatusError';
  }
}

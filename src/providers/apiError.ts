import { isAxiosError } from 'axios';
import { HTTP_MESSAGES, SERVER_CODE_MESSAGES, STATUS_MESSAGES, STATUS_TEXTS } from '../i18n/httpMessages';

/** The response envelope of SPEC section 3. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  data: T;
  timestamp: number;
  path: string;
}

/** Which row of the error catalogue an error fell into. */
export type ErrorKind = 'offline' | 'noResponse' | 'status' | 'other';

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

  /** Notification title: "请求错误" followed by the code (SPEC section 8). */
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
 * Maps an HTTP status and envelope to the catalogue's message: fixed texts for 401, 403, 404, 500,
 * 502, 503 and 504; otherwise the server's message, else the message of the server code, else the fallback.
 */
export function messageFor(status: number, body: unknown): string {
  const fixed = STATUS_MESSAGES[status];
  if (fixed) return fixed;
  const env = isEnvelope(body) ? body : undefined;
  if (env?.message) return env.message;
  if (env?.code !== undefined && SERVER_CODE_MESSAGES[env.code]) return SERVER_CODE_MESSAGES[env.code];
  return HTTP_MESSAGES.fallback;
}

/**
 * Turns anything a call can throw into an `ApiError`, following the rows of SPEC section 8 in order:
 * offline, a response with a status, no response at all.
 */
export function toApiError(error: unknown, online: boolean = navigator.onLine): ApiError {
  if (error instanceof ApiError) return error;
  if (!online) return new ApiError(HTTP_MESSAGES.offline, 0, 0, 'offline');
  if (isAxiosError(error) && error.response) {
    const { status, data } = error.response;
    const code = isEnvelope(data) && typeof data.code === 'number' ? data.code : status;
    const kind: ErrorKind = STATUS_MESSAGES[status] ? 'status' : 'other';
    return new ApiError(messageFor(status, data), status, code, kind, isEnvelope(data) ? data.data ?? null : null);
  }
  if (isAxiosError(error)) return new ApiError(HTTP_MESSAGES.noResponse, 0, 0, 'noResponse');
  return new ApiError(error instanceof Error && error.message ? error.message : HTTP_MESSAGES.fallback, 0, 0, 'other');
}

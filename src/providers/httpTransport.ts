/**
 * How a call travels: the request and response shapes of the app's HTTP client and the adapter that
 * sends a request with the browser's `fetch`. The client's rules (token, project, notices, the error
 * catalogue) are in ./httpClient; this file only moves bytes. Our own rather than axios: axios was
 * about 20 KB gzip on the login page and the first screen after it, for what `fetch` does here.
 */

/** A call as the app asks for it; the client's options (silent, notices, project) ride along. */
export interface RequestConfig {
  /** Path under the API base (`/business/customer/list`). */
  url?: string;
  method?: string;
  /** Query parameters; `undefined` and `null` are left out, arrays repeat their key as `key[]`, an object is sent as JSON. */
  params?: Record<string, unknown>;
  /** The body: JSON unless it is FormData, a Blob or text (see `encodeBody`). */
  data?: unknown;
  headers?: Record<string, string>;
  /** Milliseconds before the call gives up (服务器超时). */
  timeout?: number;
  /** `blob` for a download; otherwise JSON (text when it is not JSON). */
  responseType?: 'json' | 'blob';
  /** Cancels the call; a cancelled call rejects without a notice. */
  signal?: AbortSignal;
  /** Leave out the `projectid` header (login, registration, the project list itself). */
  skipProject?: boolean;
  /** Do not show the error notification; the caller shows the error itself. */
  silent?: boolean;
  /** Server codes the caller answers itself (a dialog instead of a notice); other errors are shown as usual. */
  handledCodes?: number[];
  /** Show a success notification: `true` for the server's message (else 操作成功), or a text. */
  successNotice?: boolean | string;
}

/** A request as sent, once the client's rules applied: path, lower-case method and header names, the body encoded. */
export interface SentRequest extends RequestConfig {
  url: string;
  method: string;
  headers: Record<string, string>;
  data?: FormData | Blob | string;
}

/** A reply, whatever its status; header names in lower case. */
export interface HttpResponse<T = unknown> {
  status: number;
  data: T;
  headers: Record<string, string>;
  config: SentRequest;
}

/** Sends a request and gives its reply (any status), or throws a TransportError when none came. */
export type Adapter = (request: SentRequest) => Promise<HttpResponse>;

/** Why no reply came: no connection or no answer, the client's timeout, or the caller cancelled. */
export type TransportFailure = 'network' | 'timeout' | 'aborted';

/** A call that got no reply. */
export class TransportError extends Error {
  constructor(
    readonly reason: TransportFailure,
    readonly request: SentRequest,
  ) {
    super(reason === 'timeout' ? `timeout of ${request.timeout}ms exceeded` : reason === 'aborted' ? 'Request aborted' : 'Network Error');
    this.name = 'TransportError';
  }
}

const text = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * The query string of `params` (without `?`): text values and `key[]` arrays as axios wrote them, so the
 * server reads every call as before (none sends an object; one would go as its JSON, not axios's `a[b]=`).
 */
export function queryString(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(`${key}[]`, text(v)));
    else query.append(key, text(value));
  }
  return query.toString();
}

/**
 * The body as it goes over the wire: none for `undefined` or `null` (as axios), FormData, a Blob or
 * text as they are, anything else as JSON (with its content type). The client encodes before the adapter, so a request holds what is sent.
 */
export function encodeBody(data: unknown, headers: Record<string, string>): FormData | Blob | string | undefined {
  if (data === undefined || data === null) return undefined;
  if (data instanceof FormData || data instanceof Blob || typeof data === 'string') return data;
  headers['content-type'] ??= 'application/json';
  return JSON.stringify(data);
}

async function read(res: Response, request: SentRequest): Promise<unknown> {
  if (request.responseType === 'blob' && res.ok) return res.blob();
  const raw = await res.text();
  if (!raw) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The adapter over `fetch`, for paths under `baseURL`. */
export function fetchAdapter(baseURL: string): Adapter {
  return async (request) => {
    const query = queryString(request.params);
    const url = `${baseURL}${request.url}${query ? `${request.url.includes('?') ? '&' : '?'}${query}` : ''}`;
    const init: RequestInit = { method: request.method.toUpperCase(), headers: request.headers, body: request.data };
    const controller = new AbortController();
    let timedOut = false;
    const timer = request.timeout ? setTimeout(() => ((timedOut = true), controller.abort()), request.timeout) : undefined;
    const cancel = () => controller.abort();
    if (request.signal?.aborted) cancel();
    request.signal?.addEventListener('abort', cancel);
    try {
      const res = await fetch(url, { ...init, signal: controller.signal });
      return { status: res.status, data: await read(res, request), headers: Object.fromEntries(res.headers.entries()), config: request };
    } catch (error) {
      if (timedOut) throw new TransportError('timeout', request);
      if (controller.signal.aborted) throw new TransportError('aborted', request);
      throw Object.assign(new TransportError('network', request), { cause: error });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', cancel);
    }
  };
}

import { readStored, writeStored } from '../storage/clientStorage';
import { claimExpiryNotice, expireSession } from '../storage/session';
import { HTTP_MESSAGES } from '../domain/errorCatalogue';
import { SCHEMA_VERSION_HEADER, type Envelope } from '../domain/envelope';
import { noteSchemaVersion } from '../state/schemaVersion';
import { ApiError, HttpStatusError, replyError, toApiError } from './apiError';
import { markReported } from './reportedErrors';
import {
  encodeBody,
  fetchAdapter,
  TransportError,
  type Adapter,
  type HttpResponse,
  type RequestConfig,
  type SentRequest,
} from './httpTransport';

export { ApiError } from './apiError';
export type { HttpResponse, RequestConfig, SentRequest } from './httpTransport';

export const API_BASE = '/ace-apis';
export const REQUEST_TIMEOUT_MS = 30_000;
const REFRESH_HEADER = 'refresh-token';

/** Where notifications go; the main layout installs antd's, the login screen shows errors inline. */
export interface HttpNotifier {
  error(title: string, message: string): void;
  success(message: string): void;
}

let notifier: HttpNotifier | null = null;

/** Installs (or, with `null`, removes) the notifier used for error and success notices. */
export function setHttpNotifier(next: HttpNotifier | null): void {
  notifier = next;
}

/** Bearer token, `projectid` header and the `_t` cache-buster of docs/requirements.md §7; the body encoded. */
export function applyRequestRules(config: RequestConfig): SentRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers ?? {})) headers[name.toLowerCase()] = value;
  const method = (config.method ?? 'get').toLowerCase();
  const token = readStored('authToken');
  if (token) headers.authorization = `Bearer ${token}`;
  const project = readStored('currentProject');
  if (project && !config.skipProject) headers.projectid = project;
  const params = method === 'get' ? { ...config.params, _t: Date.now() } : config.params;
  // A GET or HEAD has no body (fetch refuses one; axios dropped it).
  const data = method === 'get' || method === 'head' ? undefined : encodeBody(config.data, headers);
  return { ...config, url: config.url ?? '', method, headers, params, data, timeout: config.timeout ?? http.defaults.timeout };
}

/** A refreshed token arrives Bearer-prefixed in the `refresh-token` header; the stored token drops the prefix. */
export function storeRefreshedToken(headers: Record<string, string> | undefined): void {
  const value = headers?.[REFRESH_HEADER];
  if (typeof value !== 'string' || !value.trim()) return;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  if (token) writeStored('authToken', token);
}

function fail(error: ApiError, config: RequestConfig): ApiError {
  const quiet = Boolean(config.silent) || !!config.handledCodes?.includes(error.code);
  if (error.statusCode === 401) {
    // The message, then the logout (docs/requirements.md §8), once however many calls answer 401 together
    // (the shell starts several at once): one notice, keys cleared now, one reload after a pause
    // so the notice can be read.
    if (!quiet && claimExpiryNotice()) notifier?.error(error.title, error.message);
    expireSession();
  } else if (!quiet) {
    notifier?.error(error.title, error.message);
  }
  if (!quiet) markReported(error.message);
  return error;
}

/**
 * One call: the rules applied when it is made (so it carries the project current then, not one
 * chosen a moment later), then the reply's refreshed token and schema version, whatever its status;
 * a failure (no reply, a non-2xx status, or a 2xx whose envelope says it failed) rejects with an
 * ApiError after the notice the catalogue gives it.
 */
async function request<T>(config: RequestConfig): Promise<HttpResponse<T>> {
  const sent = applyRequestRules(config);
  let response: HttpResponse;
  try {
    response = await http.defaults.adapter(sent);
  } catch (error) {
    // A call its caller cancelled is no failure to tell the user about.
    const cancelled = error instanceof TransportError && error.reason === 'aborted';
    throw fail(toApiError(error), cancelled ? { ...sent, silent: true } : sent);
  }
  storeRefreshedToken(response.headers);
  noteSchemaVersion(response.headers[SCHEMA_VERSION_HEADER]);
  const body = response.data as Partial<Envelope> | undefined;
  // A status error while the browser says it is offline reads as offline, the catalogue's first row.
  if (response.status < 200 || response.status >= 300) throw fail(toApiError(new HttpStatusError(response)), sent);
  // A 200 whose envelope says it failed is still a failure of the "other" row, with the same rule.
  if (body && typeof body === 'object' && body.success === false) throw fail(replyError(response.status, body), sent);
  const notice = sent.successNotice;
  if (notice) notifier?.success(typeof notice === 'string' ? notice : body?.message || HTTP_MESSAGES.success);
  return response as HttpResponse<T>;
}

/**
 * The one HTTP client of the app (docs/requirements.md §7.1): every provider calls the server through it.
 * `defaults.adapter` sends the request (fetch; unit tests put a fake server there).
 */
export const http = {
  defaults: { timeout: REQUEST_TIMEOUT_MS, adapter: fetchAdapter(API_BASE) as Adapter },
  request,
  get: <T>(url: string, config?: RequestConfig) => request<T>({ ...config, url, method: 'get' }),
  delete: <T>(url: string, config?: RequestConfig) => request<T>({ ...config, url, method: 'delete' }),
  post: <T>(url: string, data?: unknown, config?: RequestConfig) => request<T>({ ...config, url, method: 'post', data }),
  put: <T>(url: string, data?: unknown, config?: RequestConfig) => request<T>({ ...config, url, method: 'put', data }),
};

/** GET returning the envelope's `data`. */
export async function apiGet<T>(url: string, params?: Record<string, unknown>, config?: RequestConfig): Promise<T> {
  const res = await http.get<Envelope<T>>(url, { ...config, params });
  return res.data.data;
}

/** POST returning the envelope's `data`. */
export async function apiPost<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
  const res = await http.post<Envelope<T>>(url, body, config);
  return res.data.data;
}

/** PUT returning the envelope's `data`. */
export async function apiPut<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
  const res = await http.put<Envelope<T>>(url, body, config);
  return res.data.data;
}

/** DELETE (parameters in the query, as docs/requirements.md §7 says) returning the envelope's `data`. */
export async function apiDelete<T>(url: string, params?: Record<string, unknown>, config?: RequestConfig): Promise<T> {
  const res = await http.delete<Envelope<T>>(url, { ...config, params });
  return res.data.data;
}

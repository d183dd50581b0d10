/**
 * The one HTTP client of the app: an axios instance whose interceptors apply the rules
 * of docs/requirements.md §7 and §8 — base path `/ace-apis`, the 30 s timeout, the bearer token,
 * `_t` on GET, the `projectid` header, the `refresh-token` header that slides the session, and the
 * error catalogue (one ApiError and one notice per failure). Providers and src/state call it;
 * screens go through the providers. It sits below both and imports nothing of them: what it tells
 * the layers above (notices, the schema version a reply carried) goes to listeners the shell installs.
 */
import axios, {
  AxiosError,
  isCancel,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { readStored, writeStored } from '../storage/clientStorage';
import { claimExpiryNotice, expireSession } from '../storage/session';
import { HTTP_MESSAGES } from '../domain/errorCatalogue';
import { SCHEMA_VERSION_HEADER, type Envelope } from '../domain/envelope';
import { ApiError, HttpStatusError, replyError } from './apiError';
import { markReported } from './reportedErrors';
import { queryString } from './queryString';
import { TAB_ID } from './tabId';
import { TAB_HEADER } from '../domain/liveChanges';
import { LOCALE_HEADER, textLocale } from '../i18n/messages/translate';

export { ApiError } from './apiError';

declare module 'axios' {
  /** The client's own per-call options, read by its interceptors. */
  interface AxiosRequestConfig {
    /** Leave out the `projectid` header (login, registration, the project list itself). */
    skipProject?: boolean;
    /** Do not show the error notification; the caller shows the error itself. */
    silent?: boolean;
    /** Server codes the caller answers itself (a dialog instead of a notice); other errors are shown as usual. */
    handledCodes?: number[];
    /** Show a success notification: `true` for the server's message (else 操作成功), or a text. */
    successNotice?: boolean | string;
  }
}

/** A call as the app asks for it: axios's options and the client's own (silent, notices, project). */
export type RequestConfig = AxiosRequestConfig;
/** A call as the adapter sends it, once the client's rules applied (the body encoded). */
export type SentRequest = InternalAxiosRequestConfig;
/** A reply, whatever its status; header names in lower case. */
export type HttpResponse<T = unknown> = AxiosResponse<T>;
/** Sends a request and gives its reply (any status); unit tests put a fake server in `http.defaults.adapter`. */
export type Adapter = AxiosAdapter;

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

/** Told the schema-version header of every reply (src/domain/envelope.ts), present or not. */
type SchemaVersionListener = (value: unknown) => void;

const schemaVersionListeners = new Set<SchemaVersionListener>();

/**
 * Adds a listener of the schema version replies carry; gives the function that removes it. The shell
 * passes it to src/state/schemaVersion (src/shell/httpListeners.ts): the client does not reach up.
 */
export function onSchemaVersion(listener: SchemaVersionListener): () => void {
  schemaVersionListeners.add(listener);
  return () => void schemaVersionListeners.delete(listener);
}

/**
 * The instance. Every status reaches the response interceptor (`validateStatus`), which holds the
 * one rule for failures; `xhr` is the browser's adapter (axios's fetch adapter would be a second way
 * to send the same call).
 */
export const http = axios.create({
  baseURL: API_BASE,
  timeout: REQUEST_TIMEOUT_MS,
  adapter: 'xhr',
  validateStatus: () => true,
  paramsSerializer: { serialize: queryString },
  // A timeout says ETIMEDOUT (服务器超时), not the ECONNABORTED of a request the browser aborted.
  transitional: { clarifyTimeoutError: true },
});

/** Bearer token, `projectid` header and the `_t` cache-buster of docs/requirements.md §7. */
function applyRequestRules(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const method = (config.method ?? 'get').toLowerCase();
  const token = readStored('authToken');
  if (token) config.headers.set('authorization', `Bearer ${token}`);
  const project = readStored('currentProject');
  if (project && !config.skipProject) config.headers.set('projectid', project);
  // Which tab writes: the live changes stream spares it the news of its own writes.
  config.headers.set(TAB_HEADER, TAB_ID);
  // The language shown: the server says its messages in it.
  config.headers.set(LOCALE_HEADER, textLocale());
  if (method === 'get') config.params = { ...config.params, _t: Date.now() };
  // A GET or HEAD has no body; nor does a call whose body is null.
  if (method === 'get' || method === 'head' || config.data === null) config.data = undefined;
  return config;
}
// Synchronous: the rules are applied when the call is made, so it carries the project current then,
// not one chosen a moment later.
http.interceptors.request.use(applyRequestRules, undefined, { synchronous: true });

/** A refreshed token arrives Bearer-prefixed in the `refresh-token` header; the stored token drops the prefix. */
function storeRefreshedToken(value: unknown): void {
  if (typeof value !== 'string' || !value.trim()) return;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  if (token) writeStored('authToken', token);
}

/** Whether the caller cancelled the call (its `signal` aborted): no failure to tell the user about. */
const isCancelled = (error: unknown): boolean => isCancel(error);

/**
 * The client's timeout ran out: `ETIMEDOUT` (the client asks axios for `clarifyTimeoutError`; by
 * default a timeout shares `ECONNABORTED` with a request the browser aborted, which gets no reply).
 */
const isTimeout = (error: unknown): boolean => error instanceof AxiosError && error.code === AxiosError.ETIMEDOUT;

/**
 * Turns anything a call can throw into an `ApiError`, following the rows of docs/requirements.md §8 in order:
 * offline, a response with a status, the client timeout (服务器超时, the catalogue's timeout text),
 * no response at all (a call the caller cancelled included: it is no timeout).
 */
function toApiError(error: unknown, online: boolean = navigator.onLine): ApiError {
  if (error instanceof ApiError) return error;
  if (!online) return new ApiError(HTTP_MESSAGES.offline, 0, 0, 'offline');
  if (error instanceof HttpStatusError) return replyError(error.response.status, error.response.data);
  if (isTimeout(error)) return new ApiError(HTTP_MESSAGES.timeout, 0, 0, 'timeout');
  // No reply: the network failed, or the caller cancelled (axios's CanceledError is an AxiosError too).
  if (error instanceof AxiosError) return new ApiError(HTTP_MESSAGES.noResponse, 0, 0, 'noResponse');
  return new ApiError(error instanceof Error && error.message ? error.message : HTTP_MESSAGES.fallback, 0, 0, 'other');
}

function fail(error: ApiError, config: RequestConfig | undefined): ApiError {
  const quiet = Boolean(config?.silent) || !!config?.handledCodes?.includes(error.code);
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

/** A Blob's text (FileReader: every browser, and jsdom in the unit tests). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

/** The body of a refused download is the server's JSON envelope, delivered as a Blob: read it. */
async function readRefusal(data: unknown): Promise<unknown> {
  if (!(data instanceof Blob)) return data;
  const raw = await blobText(data);
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/**
 * A reply, whatever its status: its refreshed token and schema version first; then a non-2xx
 * status, or a 2xx whose envelope says it failed, rejects with an ApiError after the notice the
 * catalogue gives it; else the success notice the call asked for.
 */
async function onReply(response: AxiosResponse): Promise<AxiosResponse> {
  const { config } = response;
  storeRefreshedToken(response.headers[REFRESH_HEADER]);
  const version: unknown = response.headers[SCHEMA_VERSION_HEADER];
  schemaVersionListeners.forEach((listener) => listener(version));
  // An empty body reads as null, as it always did (axios gives '').
  if (response.data === '') response.data = null;
  if (response.status < 200 || response.status >= 300) {
    response.data = await readRefusal(response.data);
    // A status error while the browser says it is offline reads as offline, the catalogue's first row.
    throw fail(toApiError(new HttpStatusError(response)), config);
  }
  const body = response.data as Partial<Envelope> | null;
  // A 200 whose envelope says it failed is still a failure of the "other" row, with the same rule.
  if (body && typeof body === 'object' && body.success === false) throw fail(replyError(response.status, body), config);
  const notice = config.successNotice;
  if (notice) notifier?.success(typeof notice === 'string' ? notice : body?.message || HTTP_MESSAGES.success);
  return response;
}

/** No reply came (network, timeout, cancelled) or the request could not be made. */
function onNoReply(error: unknown): Promise<never> {
  const config = axios.isAxiosError(error) ? error.config : undefined;
  // A call its caller cancelled is no failure to tell the user about.
  return Promise.reject(fail(toApiError(error), isCancelled(error) ? { ...config, silent: true } : config));
}
http.interceptors.response.use(onReply, onNoReply);

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

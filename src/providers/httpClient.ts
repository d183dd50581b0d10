import axios, { type AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { readStored, writeStored } from '../storage/clientStorage';
import { claimExpiryNotice, expireSession } from '../storage/session';
import { HTTP_MESSAGES } from '../domain/errorCatalogue';
import { SCHEMA_VERSION_HEADER, type Envelope } from '../domain/envelope';
import { noteSchemaVersion } from '../state/schemaVersion';
import { ApiError, replyError, toApiError } from './apiError';
import { markReported } from './reportedErrors';

export { ApiError } from './apiError';

declare module 'axios' {
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

/** The one HTTP client of the app (DESIGN.md): every provider calls the server through it. */
export const http = axios.create({ baseURL: API_BASE, timeout: REQUEST_TIMEOUT_MS });

/** Bearer token, `projectid` header and the `_t` cache-buster of docs/requirements.md §7. */
export function applyRequestRules(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = readStored('authToken');
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  const project = readStored('currentProject');
  if (project && !config.skipProject) config.headers.set('projectid', project);
  if ((config.method ?? 'get').toLowerCase() === 'get') config.params = { ...config.params, _t: Date.now() };
  return config;
}

/** A refreshed token arrives Bearer-prefixed in the `refresh-token` header; the stored token drops the prefix. */
export function storeRefreshedToken(headers: AxiosResponse['headers'] | undefined): void {
  const value = headers?.[REFRESH_HEADER];
  if (typeof value !== 'string' || !value.trim()) return;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  if (token) writeStored('authToken', token);
}

function onResponse(response: AxiosResponse): AxiosResponse {
  storeRefreshedToken(response.headers);
  noteSchemaVersion(response.headers?.[SCHEMA_VERSION_HEADER]);
  const body = response.data as Partial<Envelope> | undefined;
  // A 200 whose envelope says it failed is still a failure of the "other" row, with the same rule.
  if (body && typeof body === 'object' && body.success === false) throw fail(replyError(response.status, body), response.config);
  const notice = response.config.successNotice;
  if (notice) notifier?.success(typeof notice === 'string' ? notice : body?.message || HTTP_MESSAGES.success);
  return response;
}

function onError(error: AxiosError): never {
  storeRefreshedToken(error.response?.headers);
  noteSchemaVersion(error.response?.headers?.[SCHEMA_VERSION_HEADER]);
  throw fail(toApiError(error), error.config);
}

function fail(error: ApiError, config: AxiosRequestConfig | undefined): ApiError {
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

// Synchronous, so a call carries the project current when it was made, not one chosen a moment later.
http.interceptors.request.use(applyRequestRules, undefined, { synchronous: true });
http.interceptors.response.use(onResponse, onError);

/** GET returning the envelope's `data`. */
export async function apiGet<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.get<Envelope<T>>(url, { ...config, params });
  return res.data.data;
}

/** POST returning the envelope's `data`. */
export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.post<Envelope<T>>(url, body, config);
  return res.data.data;
}

/** PUT returning the envelope's `data`. */
export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.put<Envelope<T>>(url, body, config);
  return res.data.data;
}

/** DELETE (parameters in the query, as docs/requirements.md §7 says) returning the envelope's `data`. */
export async function apiDelete<T>(url: string, params?: Record<string, unknown>, config?: AxiosRequestConfig): Promise<T> {
  const res = await http.delete<Envelope<T>>(url, { ...config, params });
  return res.data.data;
}

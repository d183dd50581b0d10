import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../../src/providers/httpClient';
import { composeBoot } from './fakeBoot';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A reply, or `'network'` for a call that never got an answer. */
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | 'network';

/**
 * Replaces the shared client's adapter (the real interceptors still run) and records every request.
 * Returns the recorded configs and a restore function.
 */
export function installFakeAdapter(handler: FakeHandler) {
  const original = http.defaults.adapter;
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    // The shell's one boot call is answered from the handler's replies to the calls it stands for.
    const reply =
      config.url === '/setting/boot'
        ? await composeBoot(config, async (part) => {
            requests.push(part);
            const r = handler(part);
            return r === 'network' ? { status: 599, data: null } : { status: r.status ?? 200, data: r.data ?? null };
          })
        : handler(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const response = {
      status: reply.status ?? 200,
      statusText: '',
      data: reply.data ?? null,
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    if (response.status >= 200 && response.status < 300) return response;
    throw new AxiosError(`Request failed with status code ${response.status}`, AxiosError.ERR_BAD_RESPONSE, config, {}, response);
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => void (http.defaults.adapter = original) };
}

/** An envelope as the server sends it. */
export function envelope(data: unknown, over: Partial<{ success: boolean; message: string; code: number }> = {}) {
  return { success: true, message: '操作成功', code: 200, data, timestamp: Date.now(), path: '/x', ...over };
}

import { AxiosError } from 'axios';
import { http, type Adapter, type SentRequest } from '../../../src/http/httpClient';
import { composeBoot } from './fakeBoot';

interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A reply, or `'network'` for a call that never got an answer. */
export type FakeHandler = (config: SentRequest) => FakeReply | 'network';

/**
 * Replaces the shared client's adapter (the client's own rules still run) and records every request.
 * Returns the recorded requests and a restore function.
 */
export function installFakeAdapter(handler: FakeHandler) {
  const original = http.defaults.adapter;
  const requests: SentRequest[] = [];
  const adapter: Adapter = async (config) => {
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
    // As axios's browser adapter says a call got no answer.
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    return { status: reply.status ?? 200, statusText: '', data: reply.data ?? null, headers: reply.headers ?? {}, config };
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => void (http.defaults.adapter = original) };
}

/** An envelope as the server sends it. */
export function envelope(data: unknown, over: Partial<{ success: boolean; message: string; code: number }> = {}) {
  return { success: true, message: '操作成功', code: 200, data, timestamp: Date.now(), path: '/x', ...over };
}

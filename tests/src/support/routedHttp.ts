import axios from 'axios';
import type { HttpLike } from '../../../src/providers/dataProvider';
import type { RequestConfig } from '../../../src/http/httpClient';

/** One call as a screen's test sees it: method, path under /ace-apis, query (without `_t`) and body. */
export interface RoutedCall {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
  /** The HTTP client's per-call options the call asked for (silent, successNotice, skipProject). */
  options: Pick<RequestConfig, 'silent' | 'successNotice' | 'skipProject'>;
}

/**
 * A stand-in for the HTTP client under the app's real data provider (`createDataProvider(routedHttp(…))`):
 * an axios instance without the client's rules whose adapter hands `handle` each call as the provider
 * made it (the body unencoded), so a component test sees exactly what the provider would send, and
 * answers with `handle`'s value as the envelope's `data`. A rejection of `handle` is the call's failure.
 */
export function routedHttp(handle: (call: RoutedCall) => unknown): HttpLike {
  const options = (c: RequestConfig) => {
    const out: RoutedCall['options'] = {};
    if (c.silent !== undefined) out.silent = c.silent;
    if (c.successNotice !== undefined) out.successNotice = c.successNotice;
    if (c.skipProject !== undefined) out.skipProject = c.skipProject;
    return out;
  };
  return axios.create({
    // The body as the provider gave it, not its JSON.
    transformRequest: [(data: unknown) => data],
    adapter: async (config) => {
      const call = {
        method: config.method ?? 'get',
        url: config.url ?? '',
        params: { ...config.params },
        body: config.data,
        options: options(config),
      };
      const data = await handle(call);
      return { data: { success: true, message: '操作成功', code: 200, data }, status: 200, statusText: '', headers: {}, config };
    },
  });
}

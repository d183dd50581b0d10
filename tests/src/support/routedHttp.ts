import type { HttpLike } from '../../../src/providers/dataProvider';
import type { RequestConfig } from '../../../src/providers/httpClient';

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
 * A stand-in for the HTTP client under the app's real data provider (`createDataProvider(routedHttp(…))`),
 * so a component test sees exactly what the provider would send, and answers with `handle`'s value as
 * the envelope's `data`. A rejection of `handle` is the call's failure.
 */
export function routedHttp(handle: (call: RoutedCall) => unknown): HttpLike {
  const options = (c: RequestConfig = {}) => {
    const out: RoutedCall['options'] = {};
    if (c.silent !== undefined) out.silent = c.silent;
    if (c.successNotice !== undefined) out.successNotice = c.successNotice;
    if (c.skipProject !== undefined) out.skipProject = c.skipProject;
    return out;
  };
  const send = async (method: string, url: string, params: unknown, body: unknown, config?: RequestConfig) => ({
    data: {
      success: true,
      message: '操作成功',
      code: 200,
      data: await handle({ method, url, params: { ...(params as object) }, body, options: options(config) }),
    },
  });
  return {
    get: ((url: string, c?: RequestConfig) => send('get', url, c?.params, undefined, c)) as HttpLike['get'],
    delete: ((url: string, c?: RequestConfig) => send('delete', url, c?.params, undefined, c)) as HttpLike['delete'],
    post: ((url: string, body: unknown, c?: RequestConfig) => send('post', url, undefined, body, c)) as HttpLike['post'],
    put: ((url: string, body: unknown, c?: RequestConfig) => send('put', url, undefined, body, c)) as HttpLike['put'],
    request: ((c: RequestConfig) => send(c.method ?? 'get', c.url ?? '', c.params, c.data, c)) as HttpLike['request'],
  };
}

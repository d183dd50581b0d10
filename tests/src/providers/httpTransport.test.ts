import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBody, fetchAdapter, queryString, TransportError, type SentRequest } from '../../../src/providers/httpTransport';

const request = (over: Partial<SentRequest> = {}): SentRequest => ({ url: '/a', method: 'get', headers: {}, ...over });

/** `fetch` answering with `body` (text), `status` and `headers`; records what it was asked. */
function stubFetch(body: string | Blob, status = 200, headers: Record<string, string> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(body === '' ? null : body, { status, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** `fetch` that only ends when its signal aborts, as a call that gets no answer. */
function hangingFetch() {
  vi.stubGlobal(
    'fetch',
    (_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        // As fetch: an already aborted signal rejects at once.
        const abort = () => reject(new DOMException('aborted', 'AbortError'));
        if (init.signal!.aborted) abort();
        init.signal!.addEventListener('abort', abort);
      }),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('queryString', () => {
  it('writes each parameter, leaves out empty ones, repeats arrays as key[], sends an object as its JSON, and encodes the text', () => {
    expect(queryString({ pageNo: 2, name: '郑州 中原', gone: undefined, none: null, ids: ['a', 'b'], ok: true })).toBe(
      'pageNo=2&name=%E9%83%91%E5%B7%9E+%E4%B8%AD%E5%8E%9F&ids%5B%5D=a&ids%5B%5D=b&ok=true',
    );
    expect(queryString({ at: new Date(Date.UTC(2026, 0, 2)), where: { a: 1 } })).toBe(
      `at=${encodeURIComponent('2026-01-02T00:00:00.000Z')}&where=${encodeURIComponent('{"a":1}')}`,
    );
    expect(queryString(undefined)).toBe('');
  });
});

describe('encodeBody', () => {
  it('sends objects as JSON with their content type, and FormData, Blobs and text as they are', () => {
    const headers: Record<string, string> = {};
    expect(encodeBody({ name: '张三', n: [1] }, headers)).toBe('{"name":"张三","n":[1]}');
    expect(headers['content-type']).toBe('application/json');
    const form = new FormData();
    const plain: Record<string, string> = {};
    expect(encodeBody(form, plain)).toBe(form);
    expect(encodeBody('text', plain)).toBe('text');
    expect(encodeBody(undefined, plain)).toBeUndefined();
    expect(encodeBody(null, plain)).toBeUndefined();
    // The browser sets a multipart body's content type, with its boundary.
    expect(plain).toEqual({});
  });
});

describe('fetchAdapter', () => {
  it('sends the method, path under the base, query, headers and body, and gives the reply', async () => {
    const fetch = stubFetch('{"success":true,"data":1}', 200, { 'Refresh-Token': 'Bearer t2' });
    const reply = await fetchAdapter('/ace-apis')(
      request({ method: 'post', url: '/x/add', params: { a: 1 }, headers: { projectid: 'p1' }, data: '{"b":2}' }),
    );
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/ace-apis/x/add?a=1');
    expect(init).toMatchObject({ method: 'POST', headers: { projectid: 'p1' }, body: '{"b":2}' });
    expect(reply.status).toBe(200);
    expect(reply.data).toEqual({ success: true, data: 1 });
    expect(reply.headers['refresh-token']).toBe('Bearer t2');
  });

  it('gives a reply of any status, its JSON read (also for a download), text when it is not JSON, null when empty', async () => {
    stubFetch('{"success":false,"message":"文件不存在"}', 404);
    const failed = await fetchAdapter('')(request({ responseType: 'blob' }));
    expect(failed).toMatchObject({ status: 404, data: { success: false, message: '文件不存在' } });
    stubFetch('<html>Bad Gateway</html>', 502);
    expect((await fetchAdapter('')(request())).data).toBe('<html>Bad Gateway</html>');
    stubFetch('', 204);
    expect((await fetchAdapter('')(request())).data).toBeNull();
  });

  it('reads a download as a Blob', async () => {
    stubFetch('PDF', 200, { 'content-type': 'application/pdf' });
    const reply = await fetchAdapter('')(request({ responseType: 'blob' }));
    // fetch's Blob (Node's here, jsdom's Blob is another realm's class): read it as one.
    expect(await (reply.data as Blob).text()).toBe('PDF');
    expect((reply.data as Blob).type).toBe('application/pdf');
  });

  it('no reply: a network failure, the timeout running out, and a cancelled call each say which', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchAdapter('')(request())).rejects.toMatchObject({ name: 'TransportError', reason: 'network' });

    hangingFetch();
    const timedOut = fetchAdapter('')(request({ timeout: 20 }));
    await expect(timedOut).rejects.toBeInstanceOf(TransportError);
    await expect(timedOut).rejects.toMatchObject({ reason: 'timeout', message: 'timeout of 20ms exceeded' });

    const controller = new AbortController();
    const cancelled = fetchAdapter('')(request({ timeout: 10_000, signal: controller.signal }));
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ reason: 'aborted' });
    // Cancelled before it was sent.
    await expect(fetchAdapter('')(request({ timeout: 10_000, signal: controller.signal }))).rejects.toMatchObject({ reason: 'aborted' });
  });
});

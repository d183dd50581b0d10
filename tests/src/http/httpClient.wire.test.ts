/**
 * The HTTP client over the wire: axios's browser adapter (jsdom's XMLHttpRequest) against a real
 * local HTTP server, for what a fake adapter cannot show — the URL, method, headers and body that
 * leave, how replies of any status are read, and the calls that get no reply.
 */
import http_ from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../helpers/fakeAdapter';
import { failure } from '../helpers/apiFailure';
import { API_BASE, apiGet, apiPost, http, setHttpNotifier } from '../../../src/http/httpClient';
import { writeStored } from '../../../src/storage/clientStorage';

interface Received {
  url: string;
  method: string;
  headers: http_.IncomingHttpHeaders;
  body: string | undefined;
}
/** What the server answers: status, body (text), headers; `hang` never answers. */
type Answer = { status?: number; body?: string; headers?: Record<string, string> } | 'hang';

let received: Received[] = [];
let answer: (r: Received) => Answer = () => ({ body: JSON.stringify(envelope({ ok: 1 })) });
const notices = { error: vi.fn(), success: vi.fn() };

// jsdom's page is on another origin than the server: the server allows it (CORS) and exposes the
// headers the client reads, as a browser would require.
const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE',
  'access-control-expose-headers': 'refresh-token, content-type',
};
const server = http_.createServer((req, res) => {
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const r: Received = { url: req.url ?? '', method: req.method ?? '', headers: req.headers, body: text || undefined };
    received.push(r);
    const a = answer(r);
    if (a === 'hang') return;
    res.writeHead(a.status ?? 200, { ...cors, 'content-type': 'application/json', ...a.headers });
    res.end(a.body ?? '');
  });
});
let origin = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
  answer = () => ({ body: JSON.stringify(envelope({ ok: 1 })) });
  // The same base path, on the test server's origin.
  http.defaults.baseURL = `${origin}${API_BASE}`;
  setHttpNotifier(notices);
});
afterEach(() => {
  http.defaults.baseURL = API_BASE;
  setHttpNotifier(null);
  vi.restoreAllMocks();
  notices.error.mockReset();
  notices.success.mockReset();
});

describe('what leaves', () => {
  it('sends under base path /ace-apis, the body as JSON, none on a GET', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(42);
    await expect(apiGet('/setting/list', { pageNo: 1 })).resolves.toEqual({ ok: 1 });
    await apiPost('/setting/add', { name: '华东' });
    await http.request({ url: '/custom', method: 'get', data: { ignored: true } });
    expect(received.map((r) => [r.url, r.method, r.body])).toEqual([
      ['/ace-apis/setting/list?pageNo=1&_t=42', 'GET', undefined],
      ['/ace-apis/setting/add', 'POST', '{"name":"华东"}'],
      ['/ace-apis/custom?_t=42', 'GET', undefined],
    ]);
    expect(received[1].headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('sends the token, the project and the query as the server reads them', async () => {
    writeStored('authToken', 'tok-1');
    writeStored('currentProject', 'p-1');
    await apiGet('/a', { name: '郑州 中原', ids: ['a', 'b'], gone: undefined });
    const [r] = received;
    expect(r.headers).toMatchObject({ authorization: 'Bearer tok-1', projectid: 'p-1' });
    expect(r.url).toMatch(/^\/ace-apis\/a\?name=%E9%83%91%E5%B7%9E\+%E4%B8%AD%E5%8E%9F&ids%5B%5D=a&ids%5B%5D=b&_t=\d+$/);
  });

  it('sends FormData as multipart with its boundary, text as it is, and no body for null', async () => {
    const form = new FormData();
    form.append('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await apiPost('/upload/image', form);
    await apiPost('/text', 'plain text', { headers: { 'content-type': 'text/plain' } });
    await apiPost('/none', null);
    expect(received[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received[0].body).toContain('filename="a.png"');
    expect(received[1].body).toBe('plain text');
    expect(received[2].body).toBeUndefined();
  });
});

describe('what comes back', () => {
  it('reads the refreshed token from a reply header', async () => {
    writeStored('authToken', 'old');
    answer = () => ({ body: JSON.stringify(envelope(null)), headers: { 'Refresh-Token': 'Bearer t2' } });
    await apiGet('/a');
    expect(localStorage.getItem('authToken')).toBe('"t2"');
  });

  it('reads a reply of any status: its JSON (also for a download), text when it is not JSON, null when empty', async () => {
    answer = () => ({ status: 404, body: '{"success":false,"message":"文件不存在"}' });
    const refused = await failure(http.get('/upload/file', { responseType: 'blob' }));
    expect(refused).toMatchObject({ statusCode: 404, message: '请求的资源不存在' });
    answer = () => ({ status: 409, body: '{"success":false,"message":"文件已被替换","code":10100}' });
    expect((await failure(http.get('/upload/file', { responseType: 'blob' }))).message).toBe('文件已被替换');
    answer = () => ({ status: 200, body: '<html>ok</html>', headers: { 'content-type': 'text/html' } });
    expect((await http.get('/page')).data).toBe('<html>ok</html>');
    answer = () => ({ status: 200, body: '' });
    expect((await http.get('/empty')).data).toBeNull();
  });

  it('reads a download as a Blob', async () => {
    answer = () => ({ body: 'PDF', headers: { 'content-type': 'application/pdf' } });
    const reply = await http.get<Blob>('/upload/file', { params: { id: 'f1' }, responseType: 'blob' });
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(reply.data);
    });
    expect(reply.data).toBeInstanceOf(Blob);
    expect(text).toBe('PDF');
    expect(reply.data.type).toBe('application/pdf');
  });
});

describe('no reply', () => {
  it('a network failure, the timeout running out, and a cancelled call each say which', async () => {
    const closed = http_.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const network = await failure(http.get(`http://127.0.0.1:${port}/ace-apis/a`));
    expect(network).toMatchObject({ kind: 'noResponse', message: '无法连接到服务器，请联系账号管理员' });

    answer = () => 'hang';
    const timedOut = await failure(http.get('/slow', { timeout: 20 }));
    expect(timedOut).toMatchObject({ kind: 'timeout', message: '服务器超时' });
    expect(notices.error).toHaveBeenLastCalledWith('请求错误', '服务器超时');

    notices.error.mockReset();
    const controller = new AbortController();
    const cancelled = failure(http.get('/slow', { signal: controller.signal }));
    controller.abort();
    expect(await cancelled).toMatchObject({ kind: 'noResponse' });
    // Cancelled before it was sent.
    expect(await failure(http.get('/slow', { signal: controller.signal }))).toMatchObject({ kind: 'noResponse' });
    expect(notices.error).not.toHaveBeenCalled();
  });
});

import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/test-app';

/**
 * A request still arriving while the server drains (after SIGTERM) is answered 503 in the envelope,
 * in Chinese, with Retry-After and Connection: close — readiness included — so a proxy moves on.
 * (Fastify's own answer was English and outside the envelope.)
 */
describe('shutdown gate', () => {
  it('answers 503 服务正在关闭 to a request that completes while the app closes', async () => {
    const t = await createTestApp('sqlite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (t.app.server.address() as AddressInfo).port;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let received = '';
    socket.on('data', (d) => (received += d));
    const ended = new Promise((r) => socket.once('close', r));
    // Headers under way when the close starts: the connection is busy, so it is drained, not dropped.
    socket.write('GET /ace-apis/health/ready HTTP/1.1\r\nHost: x\r\n');
    await new Promise((r) => setTimeout(r, 100));
    const closing = t.app.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write('\r\n');
    await ended;
    await closing;
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).toMatch(/retry-after: 5/i);
    expect(received).toMatch(/connection: close/i);
    expect(received).toContain('服务正在关闭，请稍后再试');
    await t.close();
  });
});

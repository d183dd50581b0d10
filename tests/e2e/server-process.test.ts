import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, callApi, signInApi, startServer, type RunningServer } from './helpers/harness';

/**
 * The real server process as `npm start` runs it (no browser needed): what it prints at start, a
 * clean exit on SIGTERM, data kept across a restart on the same data folder, and a forced exit
 * when an unfinished request would keep it from closing.
 */
describe('server process', () => {
  const started: RunningServer[] = [];
  let restarted: RunningServer | undefined;
  afterAll(async () => {
    for (const s of started) await s.stop();
    for (const s of started) fs.rmSync(s.dataDir, { recursive: true, force: true });
  });

  it('prints its URL and the demo logins, exits 0 on SIGTERM and keeps what was written across a restart', async () => {
    const first = await startServer();
    started.push(first);
    const printed = first.output();
    expect(printed).toContain(`管理后台已启动: ${first.url}`);
    expect(printed).toContain(`demo_admin / ${DEMO_PASSWORD}`);
    expect(printed).toContain(`demo_staff / ${DEMO_PASSWORD}`);

    const { token, projectId, user } = await signInApi(first);
    expect(user.username).toBe('demo_admin');
    const { json: added } = await callApi(first, '/setting/add', {
      method: 'POST',
      token,
      projectId,
      body: { key: 'e2e_restart', type: 0, value: '重启后仍在' },
    });
    expect(added.success).toBe(true);
    expect(await first.stop({ keepData: true })).toEqual({ code: 0, signal: null });

    restarted = await startServer({ dataDir: first.dataDir });
    started.push(restarted);
    expect(restarted.output()).toContain(`demo_admin / ${DEMO_PASSWORD}`);
    expect(restarted.output()).not.toMatch(/启动失败|UNIQUE|unique/);
    const again = await signInApi(restarted);
    expect(again.user.username).toBe('demo_admin');
    const { json: item } = await callApi(restarted, '/setting/getItemByKey?key=e2e_restart', again);
    expect(item).toMatchObject({ success: true, data: { value: { key: 'e2e_restart', value: '重启后仍在' } } });
  });

  it('exits with 1, and says so, when a request keeps it from closing for 10 seconds', async () => {
    expect(restarted).toBeDefined();
    const server = restarted!;
    // A client that sends its headers and part of the body, then nothing: the request stays in flight.
    const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => undefined); // the server going away resets it
    socket.write(
      'POST /ace-apis/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"username":',
    );
    await new Promise((r) => setTimeout(r, 500));

    const t0 = Date.now();
    const exit = await server.stop();
    const waited = Date.now() - t0;
    socket.destroy();
    expect(exit).toEqual({ code: 1, signal: null });
    expect(waited).toBeGreaterThanOrEqual(9_500);
    expect(waited).toBeLessThan(25_000);
    expect(server.output()).toContain('关闭超时（10 秒），强制退出');
  }, 60_000);
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('serving the built client', () => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-client-'));
  const script = 'console.log("管理后台");'.repeat(200);

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>管理后台</title>');
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js'), script);
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(clientDir, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync(script));
    t = await createTestApp('sqlite', { clientDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the pre-compressed asset the browser accepts, cached for a year', async () => {
    const br = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url: '/assets/app-1a2b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ url: '/assets/app-1a2b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers client routes with index.html and keeps API 404s in the envelope', async () => {
    const page = await t.app.inject({ url: '/app/customer/show/123' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('管理后台');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-cache');
    const api = await t.app.inject({ url: '/ace-apis/no/such/call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, message: '请求的资源不存在' });
  });
});

/**
 * npm run bench:bundle — how much JavaScript the first screen needs.
 * Builds the client and the server (skip with --no-build), prints the gzip size of every JS chunk, the JS that
 * /login actually loads in headless Chromium, and the first-contentful-paint of /login (median of 5
 * cold loads). Numbers are printed, not asserted; the aim for /login is at most 200 KB gzip.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { launchBrowser, startServer } from '../tests/e2e/helpers/harness';

const RUNS = 5;
const AIM_KB = 200;
const assetsDir = path.resolve('dist/assets');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

if (!process.argv.includes('--no-build')) {
  // The built server serves the built client to the browser, so both are built.
  const r = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const chunks = fs
  .readdirSync(assetsDir)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, raw: fs.statSync(path.join(assetsDir, f)).size, gzip: gzipSize(path.join(assetsDir, f)) }))
  .sort((a, b) => b.gzip - a.gzip);

const server = await startServer();
const browser = await launchBrowser();
const fcps: number[] = [];
let loginFiles = new Set<string>();
try {
  for (let i = 0; i < RUNS; i++) {
    // A fresh context per run: cold cache, like a first visit.
    const context = await browser.newContext({ baseURL: server.url, locale: 'zh-CN' });
    const page = await context.newPage();
    const files = new Set<string>();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js')) files.add(path.basename(url.pathname));
    });
    await page.goto('/login', { waitUntil: 'networkidle' });
    await page.getByPlaceholder('用户名').waitFor();
    const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    fcps.push(fcp);
    loginFiles = files;
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const loginChunks = chunks.filter((c) => loginFiles.has(c.file));
const loginGzip = loginChunks.reduce((sum, c) => sum + c.gzip, 0);
const loginRaw = loginChunks.reduce((sum, c) => sum + c.raw, 0);

console.log('\nJS chunks (gzip level 9, raw):');
for (const c of chunks)
  console.log(`  ${loginFiles.has(c.file) ? '*' : ' '} ${c.file.padEnd(44)} ${kb(c.gzip).padStart(10)} ${kb(c.raw).padStart(11)}`);
console.log('  (* = loaded by /login)\n');
console.log(
  `/login JavaScript: ${kb(loginGzip)} gzip (${kb(loginRaw)} raw) in ${loginChunks.length} files; aim ≤ ${AIM_KB} KB gzip: ${loginGzip / 1024 <= AIM_KB ? 'met' : 'NOT met'}`,
);
console.log(
  `/login first-contentful-paint, median of ${RUNS}: ${median(fcps).toFixed(0)} ms (runs: ${fcps.map((f) => f.toFixed(0)).join(', ')})`,
);
console.log(`All JS: ${kb(chunks.reduce((s, c) => s + c.gzip, 0))} gzip in ${chunks.length} chunks`);

fs.mkdirSync('bench/results', { recursive: true });
fs.writeFileSync(
  'bench/results/bundle.json',
  JSON.stringify(
    { at: new Date().toISOString(), loginGzip, loginRaw, loginFiles: [...loginFiles], fcpMedianMs: median(fcps), fcps, chunks },
    null,
    2,
  ),
);

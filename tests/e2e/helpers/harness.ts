import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { spawn, type ChildProcess } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/** Chromium from CHROME_PATH or Debian's package; never a downloaded browser. */
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const hasChromium = fs.existsSync(CHROME_PATH);
/** With REQUIRE_E2E=1 (CI) a missing Chromium fails the run instead of skipping. */
export const e2eEnabled = hasChromium || process.env.REQUIRE_E2E === '1';

/** A user name and password, as typed into the login form. */
export interface Credentials {
  username: string;
  password: string;
}
/** The super-admin the harness creates (ACE_ADMIN_USER / ACE_ADMIN_PASSWORD). */
export const E2E_ADMIN: Credentials = { username: 'admin', password: 'E2e@Admin123' };
export const DEMO_PASSWORD = 'Demo@123456';
/** The seeded demo tenant's administrator and staff member. */
export const DEMO_ADMIN: Credentials = { username: 'demo_admin', password: DEMO_PASSWORD };
export const DEMO_STAFF: Credentials = { username: 'demo_staff', password: DEMO_PASSWORD };
/** The built client the servers serve: `dist`, or `E2E_DIST_DIR` (a build made with `vite build --outDir`). */
const BUILT_CLIENT = path.resolve(process.env.E2E_DIST_DIR || 'dist');
/** The built server, started as `npm start` does: plain node on the bundle of `npm run build`. */
const BUILT_SERVER = path.resolve('dist-server/main.js');
/** Screenshots land here (git ignores it). */
const SHOT_DIR = path.resolve('test-results/screenshots');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  output: () => string;
  /**
   * SIGTERM (unless it already exited) and wait; resolves with how the process ended. A data folder
   * the harness made is removed unless `keepData` (to start again on the same data).
   */
  stop(opts?: { keepData?: boolean }): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Kills the process with `signal` (SIGKILL: no chance to close anything) and waits for its end. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the real server (a private copy of the built client from `dist`, fresh SQLite data folder unless given) the way
 * `npm start` does, and waits until it answers.
 */
export async function startServer(opts: { dataDir?: string; env?: Record<string, string> } = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(BUILT_CLIENT, 'index.html')))
    throw new Error(`${BUILT_CLIENT}/index.html missing: run \`npm run build\` before the e2e tests`);
  if (!fs.existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} missing: run \`npm run build\` before the e2e tests`);
  // A private copy of the built client: a `vite build` elsewhere in the checkout during the run
  // would otherwise replace the chunks this server announced at start.
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ace-e2e-client-'));
  fs.cpSync(BUILT_CLIENT, clientDir, { recursive: true });
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ace-e2e-'));
  let out = '';
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ACE_DATA_DIR: dataDir,
      ACE_ADMIN_USER: E2E_ADMIN.username,
      ACE_ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      ACE_CLIENT_DIR: clientDir,
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/ace-apis/setting/project/listByUser`);
      if (res.status === 401) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir,
    output: () => out,
    async kill(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill(signal);
      await exited;
    },
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(clientDir, { recursive: true, force: true });
      if (!opts.dataDir && !keepData) fs.rmSync(dataDir, { recursive: true, force: true });
      return { code: child.exitCode, signal: child.signalCode };
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  if (!hasChromium) throw new Error(`Chromium not found at ${CHROME_PATH} (install Debian's chromium or set CHROME_PATH)`);
  return chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

/** A page in its own browser context. */
export interface PageSession {
  page: Page;
  context: BrowserContext;
  /** Requests to a host other than the app's own, so far. */
  foreignRequests: () => string[];
}

/**
 * A page whose every request is recorded: `foreignRequests()` lists any request to a host other
 * than the app's own (the app must call no host but its own). A desktop screen unless `device`
 * says otherwise (e.g. a phone's viewport and touch).
 */
export async function newPage(browser: Browser, baseUrl: string, device: BrowserContextOptions = {}): Promise<PageSession> {
  const context = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN', viewport: { width: 1440, height: 900 }, ...device });
  const own = new URL(baseUrl).host;
  const foreign: string[] = [];
  context.on('request', (req) => {
    const u = new URL(req.url());
    if (!['data:', 'blob:', 'about:'].includes(u.protocol) && u.host !== own) foreign.push(req.url());
  });
  const page = await context.newPage();
  return { page, context, foreignRequests: () => [...foreign] };
}

/** Logs in through the login form and waits for the main layout. */
export async function loginThroughUi(page: Page, { username, password }: Credentials) {
  await page.goto('/login');
  await page.getByPlaceholder('用户名').fill(username);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL(/\/app/);
}

/** A new page (in its own browser context, on `device`'s screen) of `server`, signed in as `who` through the login form. */
export async function signedInPage(
  { browser, server }: Pick<E2eSuite, 'browser' | 'server'>,
  who: Credentials,
  device: BrowserContextOptions = {},
) {
  const session = await newPage(browser, server.url, device);
  await loginThroughUi(session.page, who);
  return session;
}

/** What a browser suite's tests work with: the built server on fresh data and Chromium. */
export interface E2eSuite {
  server: RunningServer;
  browser: Browser;
}

/** A browser suite with one page signed in before its tests (see `signedIn`). */
export interface SignedInSuite extends E2eSuite, PageSession {}

/**
 * Registers the hooks of a `describe` block: before its tests the built server starts on fresh data,
 * Chromium is launched and `setUp` runs (all in one `beforeAll`); after them both are closed. The
 * returned object is filled in by that hook: read its fields inside tests and hooks, not while the
 * block is collected.
 */
function browserSuite<T extends E2eSuite>(setUp?: (suite: T) => Promise<void>): T {
  const suite = {} as T;
  beforeAll(async () => {
    suite.server = await startServer();
    suite.browser = await launchBrowser();
    await setUp?.(suite);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.stop();
  });
  return suite;
}

/** For a `describe` block whose tests open their own pages: the server and Chromium, shared by its tests. */
export function serverAndBrowser(): E2eSuite {
  return browserSuite();
}

/**
 * For a `describe` block whose tests share one page: the server, Chromium and a page signed in as
 * `who` through the login form, then `andThen` (more set-up on that page) in the same hook.
 */
export function signedIn(who: Credentials, andThen?: (suite: SignedInSuite) => Promise<void>): SignedInSuite {
  return browserSuite<SignedInSuite>(async (suite) => {
    Object.assign(suite, await signedInPage(suite, who));
    await andThen?.(suite);
  });
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SHOT_DIR, { recursive: true });
  // A full-page capture of a scrolled page draws the sticky header where the page was scrolled to,
  // over the content (e.g. a form's first error after antd scrolled to it): capture from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOT_DIR, `${name}.png`), fullPage: true });
}

/** A session of the API without a browser (set-up and checks that are not about a screen). */
export interface ApiSession {
  token: string;
  projectId: string;
  user: { username: string };
}

/** One call under /ace-apis of `server`, JSON in and out, as `token` in `projectId` when given. */
export async function callApi(
  server: Pick<RunningServer, 'url'>,
  url: string,
  init: { method?: string; token?: string; projectId?: string; body?: unknown } = {},
): Promise<{ status: number; json: any }> {
  const res = await fetch(`${server.url}/ace-apis${url}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined && { 'content-type': 'application/json' }),
      ...(init.token && { authorization: `Bearer ${init.token}` }),
      ...(init.projectId && { projectid: init.projectId }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, json: await res.json() };
}

/**
 * Signs in through the API (demo_admin by default) in the user's default project. It ends the user's
 * other sessions (one per user): a browser page signed in as the same user then has to sign in again.
 */
export async function signInApi(
  server: Pick<RunningServer, 'url'>,
  username = 'demo_admin',
  password = DEMO_PASSWORD,
): Promise<ApiSession> {
  const login = await callApi(server, '/login', { method: 'POST', body: { username, password } });
  if (!login.json.success) throw new Error(`login ${username}: ${login.json.message}`);
  const token: string = login.json.data.token;
  const projects = await callApi(server, '/setting/project/listByUser', { token });
  const main = projects.json.data.value.find((p: { isDefault: boolean }) => p.isDefault);
  return { token, projectId: main._id as string, user: login.json.data.user };
}

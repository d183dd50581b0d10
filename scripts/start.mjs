// npm start: build the client and the server when missing or older than their sources, then run the
// built server with plain node (it migrates, seeds the demo tenant on first run and serves SPA + API
// on one port). On a machine that built already, `npm ci --omit=dev && npm start` needs no build tool.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
};
const builtAt = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const sources = (list) => Math.max(...list.map((p) => newest(path.join(root, p))));

// What each build reads: its sources, its build script or config, and the installed packages' versions.
// The client's build also renders antd's styles with scripts/antd-static-styles.tsx, through
// scripts/antd-styles-plugin.ts (vite.config.ts).
const CLIENT_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/antd-static-styles.tsx',
  'scripts/antd-styles-plugin.ts',
  'package-lock.json',
];
// The server imports the schemas and domain rules it shares with the client (README's layout), nothing else of src/.
const SERVER_INPUTS = ['server/src', 'src/schemas', 'src/domain', 'scripts/build-server.mjs', 'package-lock.json'];

const stale = [];
if (builtAt(path.join(root, 'dist', 'index.html')) < sources(CLIENT_INPUTS)) stale.push('client');
if (builtAt(path.join(root, 'dist-server', 'main.js')) < sources(SERVER_INPUTS)) stale.push('server');
if (stale.length) {
  const tools = fs.existsSync(path.join(root, 'node_modules', 'vite')) && fs.existsSync(path.join(root, 'node_modules', 'esbuild'));
  if (!tools) {
    console.error('构建产物缺失或不是最新的，而构建工具没有安装：请先 npm ci（含开发依赖）并运行 npm run build。');
    process.exit(1);
  }
  console.log(`正在构建${stale.map((s) => (s === 'client' ? '前端' : '服务端')).join('和')}…`);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...stale], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Without --enable-source-maps: reading the bundle's map at every start cost 15 MB and 30 ms; a stack
// trace still names its functions, and NODE_OPTIONS=--enable-source-maps maps it to the sources
// (docs/operations.md).
const server = spawn(process.execPath, [path.join(root, 'dist-server', 'main.js')], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
// The server's own code when it exited (0 after a clean shutdown, 1 when it failed or had to be
// forced); killed by a signal it could not handle, the shell convention 128 + signal number, so a
// supervisor never mistakes a crash for a clean stop.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));

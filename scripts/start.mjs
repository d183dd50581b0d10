// npm start: build the client when missing or older than its sources, then run the server
// (which migrates, seeds the demo tenant on first run and serves SPA + API on one port).
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const distIndex = path.join(root, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => path.join(root, p)).filter(fs.existsSync);
const sourceTime = Math.max(...sources.map((p) => (fs.statSync(p).isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs)));
if (!fs.existsSync(distIndex) || fs.statSync(distIndex).mtimeMs < sourceTime) {
  console.log('正在构建前端…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
// The server's own code when it exited (0 after a clean shutdown, 1 when it failed or had to be
// forced); killed by a signal it could not handle, the shell convention 128 + signal number, so a
// supervisor never mistakes a crash for a clean stop.
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));

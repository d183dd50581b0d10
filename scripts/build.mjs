// npm run build: the client (Vite → dist/) and the server (esbuild → dist-server/). Arguments pick one
// (`client`, `server`); none builds both.
import { spawnSync } from 'node:child_process';

const which = process.argv.slice(2);
const want = (part) => !which.length || which.includes(part);
const run = (args) => {
  const r = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
if (want('client')) run(['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
if (want('server')) run(['scripts/build-server.mjs']);

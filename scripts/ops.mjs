// npm run backup / npm run restore: the data folder's backup tools (server/src/ops/main.ts). In a checkout
// with the development tools they run from source through tsx, so they are never older than the code; a
// production install (npm ci --omit=dev) has no tsx and runs the bundle `npm run build` made.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bundle = path.join(root, 'dist-server', 'ops.js');

let tsx = null;
try {
  tsx = import.meta.resolve('tsx');
} catch {
  // not installed: production
}
const entry = tsx ? ['--import', tsx, path.join(root, 'server', 'src', 'ops', 'main.ts')] : ['--enable-source-maps', bundle];
if (!tsx && !fs.existsSync(bundle)) {
  console.error('没有找到 dist-server/ops.js：请先 npm run build（在装有开发依赖的机器上），再运行本命令。');
  process.exit(1);
}
const r = spawnSync(process.execPath, [...entry, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(r.status ?? 1);

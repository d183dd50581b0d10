import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Node's arguments that run the server as production does: the bundle of `npm run build`. */
export const SERVER_ARGS = [path.join(root, 'dist-server', 'main.js')];

/** Builds the server bundle (about a second), so a benchmark always measures the current code. */
export function buildServer(): void {
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), 'server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('服务端构建失败');
}

// The server's production build: server/src/main.ts and everything it imports of the repository
// (server/src, src/schemas, src/domain) bundled by esbuild into dist-server/main.js, with the npm
// packages left as imports (installed by `npm ci --omit=dev`). Types are checked by `tsc` in npm test.
// The backup tools (server/src/ops/main.ts → dist-server/ops.js) are bundled beside it, so a production
// install without tsx can run `npm run backup` / `npm run restore`.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/src/main.ts', ops: 'server/src/ops/main.ts' },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
console.log('服务端已构建：dist-server/main.js（备份工具 dist-server/ops.js）');

// The server's production build: server/src/main.ts and everything it imports of the repository
// (server/src, src/schemas, src/domain) bundled by esbuild into dist-server/main.js, with the npm
// packages left as imports (installed by `npm ci --omit=dev`). Types are checked by `tsc` in npm test.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist-server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
});
console.log('服务端已构建：dist-server/main.js');

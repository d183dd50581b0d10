// The server's production build: server/src/main.ts and everything it imports (server/src, src/schemas,
// src/domain and the npm packages) bundled by esbuild into dist-server/main.js. Packages are bundled
// too: resolving and reading some 600 package files one by one was a third of the time to the first
// answer (docs/performance.md). Left as imports, installed by `npm ci --omit=dev`: those that read
// their own files at run time (a native addon, the API page's assets) and those
// loaded only when used (pg, exceljs). Code loaded with `import()` lands in chunks of its own, read when
// first used. Types are checked by `tsc` in npm test.
// The backup tools (server/src/ops/main.ts → dist-server/ops.js) are bundled beside it, so a production
// install without tsx can run `npm run backup` / `npm run restore`.
import { build } from 'esbuild';
import fs from 'node:fs';

/**
 * Our sources with every non-ASCII character written as a \u escape, which JavaScript reads the same
 * in strings, templates, regular expressions and names. esbuild's `charset: 'ascii'` escapes strings
 * but leaves regular expressions as written, and one Chinese character in a regular expression makes
 * V8 keep the whole bundle's text two bytes a character (2 MB more at every start). Lines stay where
 * they were, so the source map still names the line.
 */
const asciiSources = {
  name: 'ascii-sources',
  setup(b) {
    const ours = new RegExp(`^${process.cwd().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/(server/src|src)/.*\\.ts$`);
    b.onLoad({ filter: ours }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const escaped = text.replace(/[\u0080-\uffff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
      return { contents: escaped, loader: 'ts' };
    });
  },
};

fs.rmSync('dist-server', { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/src/main.ts', ops: 'server/src/ops/main.ts' },
  outdir: 'dist-server',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['better-sqlite3', 'pg', 'pg-native', 'exceljs', '@fastify/swagger', '@fastify/swagger-ui'],
  // Bundled CommonJS packages call require(); an ES module has none of its own.
  banner: { js: "import { createRequire as __aceRequire } from 'node:module'; const require = __aceRequire(import.meta.url);" },
  // Escaped, the file is one-byte text to V8 (Chinese messages would make the whole source two-byte).
  charset: 'ascii',
  // Less text to parse at start; names are kept, so a stack trace still names its functions, and the
  // source map gives lines and files (NODE_OPTIONS=--enable-source-maps, docs/operations.md).
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: true,
  logLevel: 'warning',
  legalComments: 'none',
  plugins: [asciiSources],
});
console.log('服务端已构建：dist-server/main.js（备份工具 dist-server/ops.js）');

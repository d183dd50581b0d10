import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes `.br` and `.gz` beside every built script, style and SVG so the server sends them
 * pre-compressed (@fastify/static `preCompressed`): no compression work per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ace-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|html|json)$/.test(f))) {
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      }
    },
  };
}

const ANTD_STATIC_STYLES = 'virtual:antd-static-styles.css';

/**
 * `import 'virtual:antd-static-styles.css'`: antd's CSS of the first screens, rendered at build time
 * by scripts/antd-static-styles.tsx (why: there). Empty in development and tests, where antd names
 * its classes differently and writes its styles in the page as it always does.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  return {
    name: 'ace-antd-static-styles',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === ANTD_STATIC_STYLES ? `\0${ANTD_STATIC_STYLES}` : undefined;
    },
    load(id) {
      if (id !== `\0${ANTD_STATIC_STYLES}`) return undefined;
      if (!build) return '';
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/antd-static-styles.tsx'], {
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      });
      if (r.status !== 0) throw new Error(`scripts/antd-static-styles.tsx failed:\n${r.stderr}`);
      return r.stdout;
    },
  };
}

/**
 * Packages that run no code on import but do not say so in their package.json: the bundler may drop
 * them where nothing uses them. @refinedev/antd imports react-markdown and remark-gfm (with micromark,
 * unified, …) for its MarkdownField, and @refinedev/core imports papaparse for useImport/useExport;
 * the app uses none of them, so they left the app chunk (about 40 KB gzip). antd's popups (menus,
 * dialogs, tooltips) import rc-field-form for its FormProvider alone, which kept the whole form engine
 * and async-validator (about 19 KB gzip) on the first screen, where no form is. Were a screen to use
 * one, the bundler would keep it, in that screen's chunk: nothing breaks, it only costs bytes again.
 */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|unist-[^\\/]+|hast-[^\\/]+|unified|bail|trough|vfile[^\\/]*|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|is-plain-obj|extend|parse-entities|character-[^\\/]+|decode-named-character-reference|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|papaparse|rc-field-form|@rc-component[\\/]async-validator)[\\/]/;

// The dev server proxies the API to the Fastify server (npm run dev starts both).
export default defineConfig({
  plugins: [react(), antdStaticStyles(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/ace-apis': `http://127.0.0.1:${process.env.PORT || 8080}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
    },
  },
});

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyles } from './scripts/antd-styles-plugin.js';

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

/**
 * Packages that run no code on import but do not say so in their package.json: the bundler may drop
 * them where nothing uses them. @refinedev/antd imports react-markdown and remark-gfm (with micromark,
 * unified, …) for its MarkdownField, and @refinedev/core imports papaparse for useImport/useExport;
 * the app uses none of them, so they left the app chunk (about 40 KB gzip). antd's popups (menus,
 * dialogs, tooltips) import rc-field-form for its FormProvider alone, which kept the whole form engine
 * and async-validator (about 19 KB gzip) on the first screen, where no form is. refine's devtools
 * helpers import error-stack-parser (with stackframe) for traces they take in development only. Were a screen to use
 * one, the bundler would keep it, in that screen's chunk: nothing breaks, it only costs bytes again.
 */
const SIDE_EFFECT_FREE =
  /[\\/]node_modules[\\/](react-markdown|remark-[^\\/]+|micromark[^\\/]*|mdast-[^\\/]+|unist-[^\\/]+|hast-[^\\/]+|unified|bail|trough|vfile[^\\/]*|property-information|space-separated-tokens|comma-separated-tokens|style-to-object|inline-style-parser|is-plain-obj|extend|parse-entities|character-[^\\/]+|decode-named-character-reference|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|papaparse|error-stack-parser|stackframe|rc-field-form|@rc-component[\\/]async-validator)[\\/]/;

/**
 * Packages replaced in the browser build by a smaller module of the same API (src/shims/, why there).
 * The build's alone, like the antd styles: development and tests run the packages themselves.
 */
const BROWSER_SHIMS = {
  'side-channel': path.resolve(import.meta.dirname, 'src/shims/side-channel.cjs'),
  'resize-observer-polyfill': path.resolve(import.meta.dirname, 'src/shims/resizeObserver.ts'),
  'query-string': path.resolve(import.meta.dirname, 'src/shims/queryString.ts'),
  pluralize: path.resolve(import.meta.dirname, 'src/shims/pluralize.ts'),
};

/**
 * axios's fetch adapter left out of the browser build (src/shims/axiosFetchAdapter.ts): the HTTP
 * client uses the xhr adapter. Only axios's own import of it is replaced.
 */
function axiosXhrOnly(): Plugin {
  const shim = path.resolve(import.meta.dirname, 'src/shims/axiosFetchAdapter.ts');
  return {
    name: 'ace-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer)) return shim;
      return null;
    },
  };
}

// The dev server proxies the API to the Fastify server (npm run dev starts both).
/**
 * The texts the sign-in page and the first screen after it show (src/i18n/messages), with their translator
 * the stored keys and the account levels' names (the user menu's): one chunk the sign-in page loads. Left to the bundler, each table shared by a lazy
 * screen became a chunk of its own — a dozen small files on the first screen, each compressed alone.
 */
const BOOT_TEXTS =
  /[\\/]src[\\/](i18n[\\/]messages[\\/](translate|schemaOverlay|zh-CN[\\/](app|shell|shellPaletteButton|engineRestore|pageAuth|pageGeneral|domainAccount|domainErrors|formRules|domainPermissions|domainRoles|refine))\.ts$|domain[\\/]accountRoles\.ts$|storage[\\/])|vite[\\/]preload-helper/;

export default defineConfig(({ command }) => ({
  plugins: [react(), antdStyles(), precompress(), axiosXhrOnly()],
  resolve: { alias: command === 'build' ? BROWSER_SHIMS : {} },
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/ace-apis': `http://127.0.0.1:${process.env.PORT || 8080}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (SIDE_EFFECT_FREE.test(id) ? false : undefined) },
      output: { advancedChunks: { groups: [{ name: 'boot-texts', test: BOOT_TEXTS }] } },
    },
  },
}));

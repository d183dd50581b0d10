import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes `.br` and `.gz` beside every built script, style and SVG so the server sends them
 * pre-compressed (@fastify/static `preCompressed`): no compression work per request.
 */
function precompress(): Plugin {
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

// The dev server proxies the API to the Fastify server (npm run dev starts both).
export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT || 5173),
    proxy: { '/ace-apis': `http://127.0.0.1:${process.env.PORT || 8080}` },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
  },
});

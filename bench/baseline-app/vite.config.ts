import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../../vite.config';

/**
 * The baseline of `npm run bench:bundle`: a minimal refine + antd app with one list, built from the
 * same node_modules and served pre-compressed by the same server as the app (ACE_CLIENT_DIR).
 */
export default defineConfig({
  root: path.dirname(new URL(import.meta.url).pathname),
  plugins: [react(), precompress()],
  build: { outDir: path.resolve('bench/results/baseline-dist'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
  logLevel: 'warn',
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { proProviderLocales } from './build/pro-provider-locales';

export default defineConfig({
  plugins: [react(), proProviderLocales(), precompress()],
  // Zod without its `new Function` probe, which the Content-Security-Policy would refuse and report.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/shared/zod/zod-without-eval.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/upload', '/stone', '/uploads'].map((prefix) => [prefix, 'http://localhost:8080']),
    ),
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});

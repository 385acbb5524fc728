import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { proProviderLocales } from './build/pro-provider-locales';
import { CAPTURE_MODE } from './src/app/antd-styles/capture-mode';

const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig(({ mode }) => ({
  plugins: [react(), proProviderLocales(), precompress()],
  resolve: {
    alias: [
      // Zod without its `new Function` probe, which the Content-Security-Policy would refuse and report.
      { find: /^zod$/, replacement: local('./src/shared/zod/zod-without-eval.ts') },
      // The capture build records what antd generates, so it must not load what was captured before.
      ...(mode === CAPTURE_MODE
        ? [{ find: /^.*\/antd-static-styles\.css$/, replacement: local('./src/app/antd-styles/empty.css') }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/upload', '/stone', '/uploads'].map((prefix) => [prefix, 'http://localhost:8080']),
    ),
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
}));

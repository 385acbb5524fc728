import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { proProviderLocales } from './build/pro-provider-locales';

export default defineConfig({
  plugins: [react(), proProviderLocales()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/api', '/upload', '/stone', '/uploads'].map((prefix) => [prefix, 'http://localhost:8080']),
    ),
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});

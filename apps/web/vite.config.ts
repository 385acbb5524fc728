import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { firstScreenPreload } from './build/first-screen-preload';
import { formContextImport } from './build/form-context-import';
import { helpArticles } from './build/help/help-articles-plugin';
import { keepPreviousAssets } from './build/keep-previous-assets';
import { precompress } from './build/precompress';
import { proProviderLocales } from './build/pro-provider-locales';
import { SIGNED_IN_CHUNK, signedInModules } from './build/signed-in-chunk';
import { CAPTURE_MODE } from './src/app/antd-styles/capture-mode';

const local = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The app's configuration, without the chunk of the signed-in area, which a build of it decides. */
function appConfig(mode: string): UserConfig {
  return {
    root: local('.'),
    mode,
    plugins: [react(), proProviderLocales(), formContextImport(), helpArticles()],
    resolve: {
      alias: [
        // Zod without its `new Function` probe, which the Content-Security-Policy would refuse and report.
        { find: /^zod$/, replacement: local('./src/shared/zod/zod-without-eval.ts') },
        // The capture build records what antd generates, so it must not load what was captured before.
        ...(mode === CAPTURE_MODE
          ? [{ find: /^.*\/antd-[\w-]+-styles\.css$/, replacement: local('./src/app/antd-styles/empty.css') }]
          : []),
      ],
    },
    server: {
      port: 5173,
      proxy: Object.fromEntries(
        ['/api', '/upload', '/stone', '/uploads'].map((prefix) => [prefix, 'http://localhost:8080']),
      ),
    },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  };
}

export default defineConfig(async ({ mode, command }) => {
  const config = appConfig(mode);
  if (command !== 'build') return config;
  const signedIn = await signedInModules({ ...config, build: { ...config.build, emptyOutDir: false } });
  return {
    ...config,
    plugins: [...(config.plugins ?? []), firstScreenPreload(), precompress(), keepPreviousAssets()],
    build: {
      ...config.build,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                name: (id: string) => (signedIn.has(id) ? SIGNED_IN_CHUNK : null),
                debugName: SIGNED_IN_CHUNK,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});

import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its headers and the server's look-up cost. */
const MIN_BYTES = 1024;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside each compressible
 * file of the build, once, so the server sends them as they are (`@fastify/static`'s
 * `preCompressed`) instead of compressing every reply. A copy that would not be smaller is not written.
 */
export function precompress(): Plugin {
  return {
    name: 'portal:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      await compressBuildFiles(options.dir ?? 'dist', Object.keys(bundle));
    },
  };
}

/** Writes the compressed copies of the compressible files among `fileNames` (relative to `outDir`). */
export async function compressBuildFiles(outDir: string, fileNames: string[]): Promise<void> {
  const files = fileNames.filter((name) => COMPRESSIBLE.test(name));
  await Promise.all(files.map((name) => compressFile(path.join(outDir, name))));
}

async function compressFile(file: string): Promise<void> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([
    br.length < content.length ? fs.writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? fs.writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { serveBuiltAssets } from './built-assets';
import { sendError } from './error-handler';

/**
 * Paths answered by the API (envelope 404 when unknown); everything else is the web app. A missing
 * built asset is a 404 too: the app's HTML in place of a script chunk only breaks the page later.
 */
const API_PREFIXES = ['/api/', '/upload/', '/stone/', '/uploads/', '/assets/'];

function answersInEnvelope(url: string): boolean {
  const pathname = url.split('?', 1)[0] ?? '';
  return pathname === '/api' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Outside `assets/` (the app's HTML, the icons of `public/`) a file is asked for again, with its ETag, on each use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: the hashed files of `assets/` from memory (`built-assets.ts`), the other
 * files the build wrote from disk, each address of the single-page app as its `index.html`. The build
 * writes brotli and gzip copies beside each compressible file (`apps/web/build/precompress.ts`); the
 * client's `Accept-Encoding` picks one (brotli first), and a client that accepts neither, or a file
 * without a copy, gets the file itself.
 */
export async function serveWebApp(server: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    serveBuiltAssets(server, webDist);
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', REVALIDATE);
      },
    });
  }
  server.setNotFoundHandler((request, reply) => {
    if (answersInEnvelope(request.url) || !hasWeb || request.method !== 'GET') {
      return sendError(request, reply, 'NOT_FOUND');
    }
    return reply.sendFile('index.html');
  });
}

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendAppPage, serveBuiltAssets, snapshotBuild } from './built-assets';
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

/** Outside `assets/` (the icons of `public/`) a file is asked for again, with its ETag, on each use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app: `index.html` and the hashed files of `assets/` from the snapshot taken
 * at start-up (`built-assets.ts`: one build for the server's whole life in memory, the previous
 * builds' files the build kept read from disk when asked for), the other files the build wrote (icons) from disk, each address of the
 * single-page app as its `index.html`. The build writes brotli and gzip copies beside each
 * compressible file (`apps/web/build/precompress.ts`); the client's `Accept-Encoding` picks one
 * (brotli first), and a client that accepts neither, or a file without a copy, gets the file itself.
 */
export async function serveWebApp(server: FastifyInstance, webDist: string): Promise<void> {
  const snapshot = await snapshotBuild(webDist);
  if (snapshot) {
    serveBuiltAssets(server, snapshot);
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, not addresses of their own; the app's
      // page and its assets come from the snapshot.
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**', 'index.html'],
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', REVALIDATE);
      },
    });
  }
  server.setNotFoundHandler((request, reply) => {
    if (answersInEnvelope(request.url) || !snapshot || request.method !== 'GET') {
      return sendError(request, reply, 'NOT_FOUND');
    }
    return sendAppPage(request, reply, snapshot);
  });
}

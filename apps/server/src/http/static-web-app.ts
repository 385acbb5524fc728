import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** Vite names every file under `assets/` by its content's hash: a changed file is a new address. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (the app's HTML, the icons of `public/`) is asked for again, with its ETag, on each use. */
export const REVALIDATE = 'no-cache';

function cacheControlFor(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app: the files the build wrote, each address of the single-page app as its
 * `index.html`. The build writes brotli and gzip copies beside each compressible file
 * (`apps/web/build/precompress.ts`); the client's `Accept-Encoding` picks one (brotli first), and a
 * client that accepts neither, or a file without a copy, gets the file itself.
 */
export async function serveWebApp(server: FastifyInstance, webDist: string): Promise<void> {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await server.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', cacheControlFor(webDist, file));
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

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sendError } from './error-handler';

/** Vite names every file under `assets/` by its content's hash: a changed file is a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the build writes copies in (apps/web/build/precompress.ts), best first, by file suffix. */
const COPIES: [Exclude<Encoding, 'identity'>, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** The encodings a request's `Accept-Encoding` takes (a `q=0` refuses one). */
function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The build's hashed files (`assets/`), answered from memory. A signed-in first screen asks for
 * about a hundred of them at once, and sending each from disk (a look-up per compressed copy, then
 * a stream) kept the server busy ≈ 1 ms per file while the browser, on the same machine, waited for
 * its entry script (docs/PERFORMANCE.md). The set of files is fixed at start-up (the build does not
 * change under a running server); each copy is read on its first request and kept, so memory holds
 * at most what the build wrote (≈ 7 MB) and only what is asked for. An unknown name, or a compressed
 * copy asked for by its own name, is a 404 envelope, never the app page.
 */
export function serveBuiltAssets(server: FastifyInstance, webDist: string): void {
  const dir = path.join(webDist, 'assets');
  const onDisk = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  const copies = new Map<string, Encoding[]>();
  for (const name of onDisk) {
    if (COPIES.some(([, suffix]) => name.endsWith(suffix))) continue;
    if (!fs.statSync(path.join(dir, name)).isFile()) continue;
    copies.set(
      name,
      COPIES.filter(([, suffix]) => onDisk.has(name + suffix)).map(([encoding]) => encoding),
    );
  }
  const kept = new Map<string, Promise<Buffer>>();
  const read = (file: string) => {
    let body = kept.get(file);
    if (!body) {
      body = fs.promises.readFile(path.join(dir, file));
      body.catch(() => kept.delete(file));
      kept.set(file, body);
    }
    return body;
  };

  server.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const name = request.params.file;
    const encodings = copies.get(name);
    if (!encodings) return sendError(request, reply, 'NOT_FOUND');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const encoding = encodings.find((candidate) => accepted.has(candidate)) ?? 'identity';
    const suffix = COPIES.find(([candidate]) => candidate === encoding)?.[1] ?? '';
    const body = await read(name + suffix);
    reply
      .header('content-type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream')
      .header('cache-control', IMMUTABLE)
      .header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}

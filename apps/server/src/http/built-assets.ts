import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

/** Vite names every file under `assets/` by its content's hash: a changed file is a new address. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The app's HTML is asked for again, with its ETag, on each use: it names the build's files. */
const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip' | 'identity';

/** The encodings the build writes copies in (apps/web/build/precompress.ts), best first, by file suffix. */
const COPIES: [Exclude<Encoding, 'identity'>, string][] = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
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

const gunzip = promisify(zlib.gunzip);

/**
 * One file of the build as it was at start-up, with the compressed copies the build wrote beside it.
 * A file with a gzip copy is held without its uncompressed bytes: every browser takes gzip or brotli,
 * so those bytes (4 of the 6 MB a build held) served nobody but a client that takes neither, which
 * gets the gzip copy unpacked when it asks (docs/PERFORMANCE.md, "What one request costs").
 */
interface HeldFile {
  contentType: string;
  etag: string;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/**
 * The web build a server serves for its whole life: `index.html` and the build's own files of
 * `assets/` read into memory at start-up. The previous builds' files the web build kept in `assets/`
 * (apps/web/build/keep-previous-assets.ts, up to 5 builds) are only asked for by pages opened before
 * a deploy: they are known by name at start-up and read from disk when asked for, so they cost no
 * memory. A deploy that replaces `dist/` under a running server changes nothing it serves: its
 * `index.html` names only files it holds, and a file it did not know at start-up is not its to serve.
 */
export interface BuildSnapshot {
  index: HeldFile;
  /** The running build's files, in memory. */
  assets: ReadonlyMap<string, HeldFile>;
  /** The previous builds' files in `dir` at start-up, read when asked for. */
  previous: { dir: string; names: ReadonlySet<string> };
}

/** Where the web build lists its builds, newest first, each with its files (keep-previous-assets.ts). */
const HISTORY_FILE = path.join('.vite', 'asset-history.json');

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function holdFile(file: string): Promise<HeldFile | undefined> {
  const identity = await readOptional(file);
  if (!identity) return undefined;
  const bodies: HeldFile['bodies'] = {};
  for (const [encoding, suffix] of COPIES) {
    const copy = await readOptional(file + suffix);
    if (copy) bodies[encoding] = copy;
  }
  if (!bodies.gzip) bodies.identity = identity;
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return { contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream', etag, bodies };
}

/**
 * The files of `assets/` the running build wrote: the newest build of the web build's history. Without
 * a history (a build from before it, or another tool's), every file counts as the running build's.
 */
async function currentBuildFiles(webDist: string): Promise<Set<string> | undefined> {
  const text = await readOptional(path.join(webDist, HISTORY_FILE));
  if (!text) return undefined;
  try {
    const history = JSON.parse(text.toString('utf8')) as { builds?: { files?: unknown }[] };
    const files = history.builds?.[0]?.files;
    return Array.isArray(files) ? new Set(files.filter((f): f is string => typeof f === 'string')) : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the build at `webDist` into memory; null when there is none (an API-only server). */
export async function snapshotBuild(webDist: string): Promise<BuildSnapshot | null> {
  const index = await holdFile(path.join(webDist, 'index.html'));
  if (!index) return null;
  const dir = path.join(webDist, 'assets');
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((entry) => entry.isFile() && !COPIES.some(([, suffix]) => entry.name.endsWith(suffix)))
    .map((entry) => entry.name);
  const current = await currentBuildFiles(webDist);
  const isCurrent = (name: string) => !current || current.has(name);
  const held = await Promise.all(
    names.filter(isCurrent).map(async (name) => [name, await holdFile(path.join(dir, name))] as const),
  );
  const assets = new Map<string, HeldFile>();
  for (const [name, file] of held) if (file) assets.set(name, file);
  return { index, assets, previous: { dir, names: new Set(names.filter((name) => !isCurrent(name))) } };
}

/**
 * A file of `assets/` by name: the running build's from memory, a previous build's from disk (gone
 * when a later deploy no longer keeps it); undefined for a name the server did not know at start-up.
 */
export async function findAsset(snapshot: BuildSnapshot, name: string): Promise<HeldFile | undefined> {
  const held = snapshot.assets.get(name);
  if (held || !snapshot.previous.names.has(name)) return held;
  return holdFile(path.join(snapshot.previous.dir, name));
}

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

/** The file's own bytes: held, or unpacked from its gzip copy (off the event loop, in libuv's pool). */
async function identityOf(file: HeldFile): Promise<Buffer> {
  if (file.bodies.identity) return file.bodies.identity;
  if (file.bodies.gzip) return gunzip(file.bodies.gzip);
  throw new Error('a held file has neither its bytes nor a gzip copy');
}

/** Sends a held file in the best encoding the client takes (brotli first), or 304 to a matching ETag. */
export async function sendHeldFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: HeldFile,
  cacheControl: string,
): Promise<FastifyReply> {
  reply.header('cache-control', cacheControl).header('vary', 'accept-encoding').header('etag', file.etag);
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  const encoding = COPIES.map(([candidate]) => candidate).find((c) => file.bodies[c] && accepted.has(c));
  reply.header('content-type', file.contentType);
  if (encoding) return reply.header('content-encoding', encoding).send(file.bodies[encoding]);
  return reply.send(await identityOf(file));
}

/**
 * The build's hashed files (`assets/`), the running build's answered from memory. A signed-in first
 * screen asks for about a hundred of them at once, and sending each from disk kept the server busy
 * ≈ 1 ms per file while the browser, on the same machine, waited for its entry script
 * (docs/PERFORMANCE.md). An unknown name, or a compressed copy asked for by its own name, is a 404
 * envelope, never the app page.
 */
export function serveBuiltAssets(server: FastifyInstance, snapshot: BuildSnapshot): void {
  server.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const file = await findAsset(snapshot, request.params.file);
    if (!file) return sendError(request, reply, 'NOT_FOUND');
    return sendHeldFile(request, reply, file, IMMUTABLE);
  });
}

/** The app's `index.html` as the build had it at start-up, for every address of the single-page app. */
export function sendAppPage(request: FastifyRequest, reply: FastifyReply, snapshot: BuildSnapshot) {
  return sendHeldFile(request, reply, snapshot.index, REVALIDATE);
}

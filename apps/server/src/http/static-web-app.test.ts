import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { snapshotBuild } from './built-assets';
import { serveWebApp } from './static-web-app';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(name: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
  fs.writeFileSync(path.join(dir, name), content);
}

async function serve() {
  const server = Fastify();
  await serveWebApp(server, dir);
  await server.ready();
  return server;
}

describe('the web build a server serves for its whole life', () => {
  it('keeps answering its own page and chunks after a deploy replaced them on disk', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    const oldChunk = `export const list = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => i))};`;
    write('index.html', '<script src="/assets/order-list-OLD.js"></script>');
    write('assets/order-list-OLD.js', oldChunk);
    write('assets/order-list-OLD.js.br', zlib.brotliCompressSync(oldChunk));
    write('assets/previous-build-PREV.js', 'export const kept = 1;');
    const server = await serve();

    // The deploy: a new page naming a new chunk; the running server's chunk is gone from disk.
    fs.rmSync(path.join(dir, 'assets'), { recursive: true });
    write('index.html', '<script src="/assets/order-list-NEW.js"></script>');
    write('assets/order-list-NEW.js', 'export const list = [];');

    const page = await server.inject({ url: '/order/list' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('order-list-OLD.js');
    expect((await server.inject({ url: '/index.html' })).body).toContain('order-list-OLD.js');

    const chunk = await server.inject({ url: '/assets/order-list-OLD.js', headers: { 'accept-encoding': 'br' } });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(chunk.rawPayload).toString()).toBe(oldChunk);
    expect((await server.inject({ url: '/assets/order-list-OLD.js' })).body).toBe(oldChunk);
    // A previous build's file the build kept is served too.
    expect((await server.inject({ url: '/assets/previous-build-PREV.js' })).body).toBe('export const kept = 1;');
    // A file of a build it does not run is not its to serve: a 404 envelope, never the page.
    const unknown = await server.inject({ url: '/assets/order-list-NEW.js' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error_code: expect.any(Number) });
    await server.close();
  });

  it('holds only its own build in memory and reads the chunks previous builds kept from disk when asked for', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    const current = 'export const page = "current";';
    write('index.html', '<script src="/assets/order-list-CUR.js"></script>');
    write('assets/order-list-CUR.js', current);
    write('assets/order-list-CUR.js.br', zlib.brotliCompressSync(current));
    write('assets/order-list-PREV.js', 'export const page = "previous";');
    write('assets/order-list-PREV.js.gz', zlib.gzipSync('export const page = "previous";'));
    write('assets/order-list-OLDEST.js', 'export const page = "oldest";');
    // What the web build writes (apps/web/build/keep-previous-assets.ts): newest build first.
    write(
      '.vite/asset-history.json',
      JSON.stringify({
        builds: [
          { builtAt: '2026-11-28T10:00:00.000Z', files: ['order-list-CUR.js', 'order-list-CUR.js.br'] },
          { builtAt: '2026-11-27T10:00:00.000Z', files: ['order-list-PREV.js', 'order-list-PREV.js.gz'] },
          { builtAt: '2026-11-26T10:00:00.000Z', files: ['order-list-OLDEST.js'] },
        ],
      }),
    );
    const snapshot = await snapshotBuild(dir);
    expect([...(snapshot?.assets.keys() ?? [])]).toEqual(['order-list-CUR.js']);
    const server = await serve();

    // The next deploy keeps the running build's files and the newer previous one, and drops the oldest.
    fs.rmSync(path.join(dir, 'assets/order-list-OLDEST.js'));
    write('index.html', '<script src="/assets/order-list-NEW.js"></script>');
    write('assets/order-list-NEW.js', 'export const page = "new";');

    const own = await server.inject({ url: '/assets/order-list-CUR.js', headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(own.rawPayload).toString()).toBe(current);
    const previous = await server.inject({ url: '/assets/order-list-PREV.js', headers: { 'accept-encoding': 'gzip' } });
    expect([previous.statusCode, previous.headers['content-encoding'], previous.headers['cache-control']]).toEqual([
      200,
      'gzip',
      'public, max-age=31536000, immutable',
    ]);
    expect(zlib.gunzipSync(previous.rawPayload).toString()).toBe('export const page = "previous";');
    const again = await server.inject({
      url: '/assets/order-list-PREV.js',
      headers: { 'if-none-match': String(previous.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const gone of ['order-list-OLDEST.js', 'order-list-NEW.js', 'order-list-CUR.js.br', '..%2Findex.html']) {
      const reply = await server.inject({ url: `/assets/${gone}` });
      expect([gone, reply.statusCode]).toEqual([gone, 404]);
      expect(reply.json()).toMatchObject({ error_code: expect.any(Number) });
    }
    expect((await server.inject({ url: '/order/list' })).body).toContain('order-list-CUR.js');
    await server.close();
  });

  it('holds a file with a gzip copy compressed only, and unpacks it for a client that takes neither encoding', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `row ${i}`))};`;
    write('index.html', '<script src="/assets/app-A1.js"></script>');
    write('index.html.gz', zlib.gzipSync('<script src="/assets/app-A1.js"></script>'));
    write('assets/app-A1.js', script);
    write('assets/app-A1.js.br', zlib.brotliCompressSync(script));
    write('assets/app-A1.js.gz', zlib.gzipSync(script));
    write('assets/logo-B2.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const snapshot = await snapshotBuild(dir);
    expect(Object.keys(snapshot?.assets.get('app-A1.js')?.bodies ?? {}).sort()).toEqual(['br', 'gzip']);
    expect(Object.keys(snapshot?.assets.get('logo-B2.png')?.bodies ?? {})).toEqual(['identity']);
    expect(Object.keys(snapshot?.index.bodies ?? {})).toEqual(['gzip']);

    const server = await serve();
    const plain = await server.inject({ url: '/assets/app-A1.js', headers: { 'accept-encoding': 'identity' } });
    expect([plain.statusCode, plain.headers['content-encoding'], plain.body]).toEqual([200, undefined, script]);
    const page = await server.inject({ url: '/order/list' });
    expect(page.body).toBe('<script src="/assets/app-A1.js"></script>');
    const gzip = await server.inject({ url: '/assets/app-A1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.etag).toBe(gzip.headers.etag);
    await server.close();
  });

  it('answers the page again with 304 when the browser holds it', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    write('index.html', '<p>app</p>');
    const server = await serve();
    const first = await server.inject({ url: '/' });
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await server.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    await server.close();
  });
});

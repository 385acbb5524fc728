import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
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

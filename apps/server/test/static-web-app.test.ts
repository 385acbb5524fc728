import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledServer } from './support/compiled-server';
import { TestApp } from './support/test-app';

const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `text number ${i}`))};\n`;
const SMALL_SCRIPT = 'export const x = 1;\n';
const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';

/** A built web app as `vite build` leaves it: hashed assets with brotli and gzip copies, one small file without. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = path.join(dir, 'assets/app-1a2b3c.js');
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets/tiny-9f8e7d.js'), SMALL_SCRIPT);
  return dir;
}

interface RawReply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request over real HTTP that leaves the body as sent (fetch would decompress it). */
function get(baseUrl: string, url: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    http
      .get(`${baseUrl}${url}`, { headers }, (reply) => {
        const chunks: Buffer[] = [];
        reply.on('data', (chunk: Buffer) => chunks.push(chunk));
        reply.on('end', () =>
          resolve({ status: reply.statusCode ?? 0, headers: reply.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decoded(reply: RawReply): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(reply.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(reply.body).toString();
  return reply.body.toString();
}

const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What a browser and an operator's cache see of the built app, whichever way the server runs. */
function describeServing(start: (webDist: string) => Promise<{ baseUrl: string; close(): Promise<void> }>) {
  let baseUrl: string;
  let close: () => Promise<void>;
  let webDist: string;
  beforeAll(async () => {
    webDist = fakeWebDist();
    ({ baseUrl, close } = await start(webDist));
  });
  afterAll(async () => {
    await close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed to a browser, cached for a year as immutable', async () => {
    const reply = await get(baseUrl, '/assets/app-1a2b3c.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(reply)).toBe(SCRIPT);
  });

  it('sends gzip to a client that does not take brotli, and the file itself to one that takes neither', async () => {
    const gzip = await get(baseUrl, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip, deflate' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe(IMMUTABLE);
    expect(decoded(gzip)).toBe(SCRIPT);

    const refusesBrotli = await get(baseUrl, '/assets/app-1a2b3c.js', { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(refusesBrotli.headers['content-encoding']).toBe('gzip');
    expect(decoded(refusesBrotli)).toBe(SCRIPT);

    const asked: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'deflate' }];
    for (const headers of asked) {
      const plain = await get(baseUrl, '/assets/app-1a2b3c.js', headers);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(plain.body.toString()).toBe(SCRIPT);
    }
  });

  it('sends a file the build left uncompressed as it is, still immutable', async () => {
    const reply = await get(baseUrl, '/assets/tiny-9f8e7d.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
    expect(reply.body.toString()).toBe(SMALL_SCRIPT);
  });

  it('answers a HEAD for an asset with its headers and no body', async () => {
    const reply = await new Promise<RawReply>((resolve, reject) => {
      http
        .request(`${baseUrl}/assets/app-1a2b3c.js`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } }, (r) => {
          r.resume();
          r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, body: Buffer.alloc(0) }));
        })
        .on('error', reject)
        .end();
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('does not answer the compressed copies at addresses of their own', async () => {
    const reply = await get(baseUrl, '/assets/app-1a2b3c.js.br');
    expect(reply.status).toBe(404);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ error_code: expect.any(Number), content: null });
  });

  it('has the app page and unhashed files asked for again on every load', async () => {
    for (const url of ['/', '/productsList', '/dashboard/workplace?x=1', '/index.html']) {
      const reply = await get(baseUrl, url, { 'accept-encoding': BROWSER_ENCODINGS });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
      expect(decoded(reply)).toBe(INDEX_HTML);
    }
    const icon = await get(baseUrl, '/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404 envelope, never the app page', async () => {
    const reply = await get(baseUrl, '/assets/app-000000.js', { 'accept-encoding': BROWSER_ENCODINGS });
    expect(reply.status).toBe(404);
    expect(reply.headers['cache-control']).not.toBe(IMMUTABLE);
    expect(JSON.parse(reply.body.toString())).toMatchObject({ content: null });
  });
}

describe('the built web app, served in process', () => {
  describeServing(async (webDist) => {
    const t = await TestApp.start({ env: { WEB_DIST: webDist } });
    await t.app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { baseUrl: `http://127.0.0.1:${port}`, close: () => t.close() };
  });
});

describe('the built web app, served by the compiled server', () => {
  describeServing(async (webDist) => {
    const server = await CompiledServer.start({ WEB_DIST: webDist });
    return { baseUrl: server.url, close: () => server.dispose() };
  });
});

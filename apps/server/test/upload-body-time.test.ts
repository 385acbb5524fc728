import http from 'node:http';
import { auth, upload } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, TINY_PNG } from './support/multipart';
import { envelopeOf, exchange, type RawChunk } from './support/raw-http';
import { TestApp } from './support/test-app';

/** How long a body other than an upload may take here; uploads keep their default two minutes. */
const BODY_TIMEOUT_MS = 300;

/**
 * `body` in six pieces, 200 ms apart: a second in all, over three times what a request other than a
 * file upload may take (issue 7: "longer only on upload routes").
 */
function trickled(head: string, body: Buffer): RawChunk[] {
  const chunks: RawChunk[] = [head];
  const size = Math.ceil(body.length / 6);
  for (let at = 0; at < body.length; at += size) chunks.push(body.subarray(at, at + size), { waitMs: 200 });
  return chunks;
}

const requestHead = (path: string, headers: Record<string, string>, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: ${length}\r\n` +
  `${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('time a request body may take: longer for uploads only', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    t = await TestApp.start({ env: { BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS) } });
    await t.app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
    token = await t.login();
  });
  afterAll(() => t.close());

  it('stores an image upload whose body trickles in for a second, and cuts a JSON body as slow off with 408', async () => {
    const form = multipart([{ name: 'file', filename: 'slow.png', contentType: 'image/png', data: TINY_PNG }]);
    const started = performance.now();
    const uploaded = envelopeOf<{ url: string }>(
      await exchange(
        port,
        trickled(requestHead(upload.uploadImage.path, { ...form.headers, token }, form.payload.length), form.payload),
      ),
    );
    expect(performance.now() - started).toBeGreaterThan(3 * BODY_TIMEOUT_MS);
    expect([uploaded.status, uploaded.body.error_code]).toEqual([200, 0]);
    expect(uploaded.body.content.url).toMatch(/^\/uploads\/10001\/[0-9a-f-]{36}\.png$/);
    expect((await t.app.server.inject(uploaded.body.content.url)).rawPayload).toEqual(TINY_PNG);

    const json = Buffer.from(JSON.stringify({ email: 'slow@portal.test', password: 'Slow#pass1' }));
    const head = requestHead(
      auth.login.path,
      { 'content-type': 'application/json', 'accept-language': 'zh_CN' },
      json.length,
    );
    const cut = envelopeOf(await exchange(port, trickled(head, json)));
    expect([cut.status, cut.body.error_code, cut.body.msg]).toEqual([408, 1408, '请求传输超时，请重试']);
  });

  it('closes the connection of a body nobody reads: a multipart body to a route that takes no file, an upload without a token', async () => {
    const form = multipart([{ name: 'file', filename: 'slow.png', contentType: 'image/png', data: TINY_PNG }]);
    for (const [path, headers, code] of [
      [auth.login.path, form.headers, 1001],
      [upload.uploadImage.path, form.headers, 1010],
    ] as const) {
      // The head and 30 bytes, one every 200 ms, of a body that never ends: before the fix the server
      // answered, then held the connection for as long as an upload may take (79 s measured).
      const chunks: RawChunk[] = [requestHead(path, headers, form.payload.length).replace('Connection: close\r\n', '')];
      for (let at = 0; at < 30; at += 1) chunks.push(form.payload.subarray(at, at + 1), { waitMs: 200 });
      const started = performance.now();
      const raw = await exchange(port, chunks);
      const elapsed = performance.now() - started;
      expect([path, envelopeOf(raw).body.error_code]).toEqual([path, code]);
      expect(raw.toLowerCase()).toContain('connection: close');
      expect(elapsed, path).toBeLessThan(3000);
    }
  });

  it('keeps the connection of a request that arrived whole', async () => {
    const agent = new http.Agent({ keepAlive: true });
    const connection = await new Promise<string | undefined>((resolve, reject) => {
      const body = JSON.stringify({ email: 'nobody@portal.test', password: 'Wrong#pass1' });
      const request = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: auth.login.path,
          agent,
          headers: { 'content-type': 'application/json' },
        },
        (reply) => {
          reply.resume();
          reply.on('end', () => resolve(reply.headers.connection));
        },
      );
      request.on('error', reject);
      request.end(body);
    });
    agent.destroy();
    expect(connection).toBe('keep-alive');
  });
});

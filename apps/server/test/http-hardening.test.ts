import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { auth, user } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, exchange, type RawChunk } from './support/raw-http';
import { TestApp } from './support/test-app';

const INLINE_SCRIPT = "window.__theme='light';";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`;

/** A built web app of one page and one script, so the server serves the app as in production. */
function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log(1);');
  return dir;
}

describe('HTTP hardening', () => {
  let t: TestApp;
  let webDist: string;
  let port: number;
  beforeAll(async () => {
    webDist = fakeWebDist();
    t = await TestApp.start({ env: { WEB_DIST: webDist, BODY_TIMEOUT_MS: '600' } });
    await t.app.server.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('sends the security headers and a CSP that allows inline scripts only by hash', async () => {
    for (const url of ['/', '/productsList', user.getCurrentUser.path, '/api/nothing', '/healthz']) {
      const reply = await t.app.server.inject(url);
      const csp = String(reply.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
      const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
      expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options']).toBe('DENY');
      expect(reply.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('keeps API replies, refusals included, out of every cache; uploads stay cacheable', async () => {
    const token = await t.login();
    const ok = await t.call(user.getCurrentUser, { token });
    const refused = await t.call(user.getCurrentUser, { token: 'nope' });
    expect([ok.error_code, refused.error_code]).toEqual([0, 1010]);
    expect(ok.raw.headers['cache-control']).toBe('no-store');
    expect(refused.raw.headers['cache-control']).toBe('no-store');
    const uploads = path.join(t.config.dataDir, 'uploads/10001');
    const image = fs.readdirSync(uploads).find((f) => f.endsWith('.png'));
    const file = await t.app.server.inject(`/uploads/10001/${image}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths and missing assets with a 404 envelope, other paths with the app', async () => {
    for (const url of ['/api', '/api/', '/api/nothing', '/api/ucenter/nothing?x=1', '/assets/missing-chunk.js']) {
      const reply = await t.request({ method: 'GET', url });
      expect([url, reply.status, reply.error_code, reply.msg]).toEqual([url, 404, 1004, 'The data does not exist']);
    }
    const page = await t.app.server.inject('/productsList?page=2');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('refuses deeply nested JSON as a validation failure, never a 500', async () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    for (const payload of [
      `{"email":"a@b.test","password":${deep}}`,
      `{"email":"a@b.test","password":"x","extra":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`,
    ]) {
      const reply = await t.request({
        method: 'POST',
        url: auth.login.path,
        headers: { 'content-type': 'application/json', 'accept-language': 'zh_CN' },
        payload,
      });
      expect([reply.status, reply.error_code]).toEqual([200, 1001]);
      expect(reply.msg).toMatch(/^验证失败/);
    }
  });

  it('answers headers that are too large with 431 in the envelope', async () => {
    const big = `X-Big: ${'a'.repeat(300 * 1024)}\r\n`;
    const english = envelopeOf(
      await exchange(port, [`GET ${user.getCurrentUser.path} HTTP/1.1\r\nHost: x\r\n${big}\r\n`]),
    );
    expect(english.status).toBe(431);
    expect(english.body).toEqual({ error_code: 1413, msg: 'The request is too large', content: null });
  });

  it('answers a body over the limit with 413 in the envelope', async () => {
    const reply = await t.request({
      method: 'POST',
      url: auth.login.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(3 * 1024 * 1024) }),
    });
    expect([reply.status, reply.error_code, reply.msg]).toEqual([413, 1413, 'The request is too large']);
  });

  it('times out a body that trickles in, answers 408 in the envelope and closes the connection', async () => {
    const body = JSON.stringify({ email: 'slow@portal.test', password: 'Slow#pass1' });
    const started = performance.now();
    const chunks: RawChunk[] = [
      `POST ${auth.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    ];
    for (const char of body) chunks.push(char, { waitMs: 200 });
    const raw = await exchange(port, chunks);
    const elapsed = performance.now() - started;

    const { status, body: envelope } = envelopeOf(raw);
    expect(status).toBe(408);
    expect(envelope).toEqual({
      error_code: 1408,
      msg: 'The request took too long to arrive, please try again',
      content: null,
    });
    expect(raw.toLowerCase()).toContain('connection: close');
    expect(elapsed).toBeLessThan(3000);
  });
});

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy of every reply. Scripts only from the portal itself (and inline scripts
 * of the built index.html by their hash); styles may be inline because antd's CSS-in-JS writes
 * `<style>` elements at run time; images also as data: and blob: URLs (barcodes, previews).
 */
export function contentSecurityPolicy(scriptHashes: string[], https: boolean): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Over plain http (a local start) this would send every asset request to an https port that is not there.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/** `'sha256-…'` of each inline `<script>` of the built index.html, so none needs 'unsafe-inline'. */
export function inlineScriptHashes(indexHtml: string): string[] {
  const hashes: string[] = [];
  for (const match of indexHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || !body.trim()) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/**
 * The headers helmet sets for these options. None depends on the request (no nonces), so helmet runs
 * once at start-up and every reply gets the same set: running its thirteen middlewares per request
 * cost 9% of a list request's CPU.
 */
export function staticSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(response.req, response, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/**
 * Security headers on every reply (helmet's): CSP, nosniff, Referrer-Policy, no framing, HSTS when the
 * portal's public address is https; `Cache-Control: no-store` on API replies, which carry account data.
 */
export function registerSecurityHeaders(
  server: FastifyInstance,
  options: { publicUrl: string; webDist: string },
): void {
  const https = options.publicUrl.startsWith('https://');
  const indexFile = path.join(options.webDist, 'index.html');
  const scriptHashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
  const headers = staticSecurityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(scriptHashes, https) },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 3600, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  server.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}

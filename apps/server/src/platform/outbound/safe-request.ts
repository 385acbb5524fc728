import { lookup } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressRefusal, urlRefusal } from '../standard-webhooks/outbound-guard';

/** One outgoing request to an address a merchant chose (a webhook endpoint, a shop). */
export interface OutboundRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  /** Sent as is; its content type is the caller's header. */
  body?: string;
}

/** What came of one request: the reply's status, headers (lower-case names) and first bytes, or why there was none. */
export type OutboundOutcome =
  | { status: number; headers: Record<string, string>; body: string; durationMs: number }
  | { status: null; error: string; durationMs: number };

export interface OutboundOptions {
  allowLoopback: boolean;
  timeoutMs: number;
  /** The most of the reply's body read; the rest is not waited for. */
  maxBytes: number;
  signal?: AbortSignal;
}

/**
 * Sends the request if the URL and every address its host resolves to pass the outbound guard,
 * connecting to the address that was checked (a second DNS answer cannot swap in a private one). A
 * redirect is a reply like any other: it is not followed. The time-out covers the whole exchange.
 */
export async function safeRequest(outbound: OutboundRequest, options: OutboundOptions): Promise<OutboundOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const refused = urlRefusal(outbound.url, options.allowLoopback);
  if (refused === 'not_https') return { status: null, error: refusalText(refused), durationMs: elapsed() };
  const target = new URL(outbound.url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (refused) return { status: null, error: refusalText(refused, host), durationMs: elapsed() };
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true });
  } catch (error) {
    return { status: null, error: `address not found: ${messageOf(error)}`, durationMs: elapsed() };
  }
  const blocked = addresses.find((entry) => addressRefusal(entry.address, options.allowLoopback));
  const chosen = addresses[0];
  if (blocked || !chosen) {
    return { status: null, error: refusalText('not_public', blocked?.address), durationMs: elapsed() };
  }
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: chosen.address, family: chosen.family }]);
    else callback(null, chosen.address, chosen.family);
  };
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const headers: Record<string, string | number> = { ...outbound.headers };
  if (outbound.body !== undefined) headers['content-length'] = Buffer.byteLength(outbound.body);
  return new Promise<OutboundOutcome>((resolve) => {
    const request = send(target, { method: outbound.method, headers, lookup: pinned, signal }, (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        const replyHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined) replyHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: replyHeaders,
          body: Buffer.concat(chunks).subarray(0, options.maxBytes).toString('utf8'),
          durationMs: elapsed(),
        });
      };
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        // Enough read: the rest of a large reply is not waited for.
        if (size >= options.maxBytes) {
          response.destroy();
          finish();
        }
      });
      response.on('end', finish);
      response.on('error', finish);
    });
    request.on('error', (error) =>
      resolve({
        status: null,
        error: timeout.aborted ? `no reply within ${options.timeoutMs / 1000} s` : messageOf(error),
        durationMs: elapsed(),
      }),
    );
    request.end(outbound.body);
  });
}

function refusalText(refusal: 'not_https' | 'not_public', address?: string): string {
  return refusal === 'not_https'
    ? 'refused: the URL must be https (http only to 127.0.0.1 when loopback is allowed for tests and the demo)'
    : `refused: ${address ?? 'the host'} is not a public address`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

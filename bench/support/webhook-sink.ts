import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A merchant's webhook receiver on 127.0.0.1 for the webhook benches: answers 200 to every POST and
 * keeps, per path (one per endpoint), when each `webhook-id` first arrived and how often it came.
 */
export class WebhookSink {
  /** path → webhook-id → arrival times (epoch ms), first first. */
  readonly seen = new Map<string, Map<string, number[]>>();
  private constructor(
    private readonly server: Server,
    readonly base: string,
  ) {}

  /** `replyMs`: how long each answer takes (a receiver doing some work), so a crash can fall mid-delivery. */
  static async start(replyMs = 0): Promise<WebhookSink> {
    let sink: WebhookSink | undefined;
    const server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        const at = Date.now();
        const path = request.url ?? '/';
        const id = String(request.headers['webhook-id']);
        let ids = sink?.seen.get(path);
        if (!ids) {
          ids = new Map();
          sink?.seen.set(path, ids);
        }
        ids.set(id, [...(ids.get(id) ?? []), at]);
        if (replyMs > 0) setTimeout(() => response.writeHead(200).end('ok'), replyMs);
        else response.writeHead(200).end('ok');
      });
    });
    server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    sink = new WebhookSink(server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    return sink;
  }

  /** Distinct ids received at `path`. */
  count(path: string): number {
    return this.seen.get(path)?.size ?? 0;
  }

  /** Requests beyond the first per id, over all paths (a resend after a crash). */
  duplicates(): number {
    let extra = 0;
    for (const ids of this.seen.values()) for (const times of ids.values()) extra += times.length - 1;
    return extra;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

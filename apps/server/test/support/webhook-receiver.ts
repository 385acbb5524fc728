import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the receiver took. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A merchant's webhook endpoint on 127.0.0.1, started by a test: it records every POST and answers
 * by path — `/ok` 200, `/fail` 500, `/gone` 410, `/redirect` 302 to `/ok`, `/endless` a 200 whose
 * body never ends (the sender must stop reading at 64 KB rather than wait for the time-out).
 */
export class WebhookReceiver {
  private constructor(
    private readonly server: Server,
    readonly base: string,
    readonly received: Received[],
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const received: Received[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '/';
        received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (path === '/ok') response.writeHead(200).end('thanks');
        else if (path === '/gone') response.writeHead(410).end('no such hook');
        else if (path === '/redirect') response.writeHead(302, { location: '/ok' }).end();
        else if (path === '/endless') {
          response.writeHead(200, { 'content-type': 'text/plain' });
          const chunk = 'x'.repeat(16 * 1024);
          const pump = () => {
            while (!response.destroyed && response.write(chunk)) {}
            if (!response.destroyed) response.once('drain', pump);
          };
          pump();
        } else response.writeHead(500).end('receiver is down');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new WebhookReceiver(server, `http://127.0.0.1:${port}`, received);
  }

  /** The requests that reached a path. */
  at(path: string): Received[] {
    return this.received.filter((request) => request.path === path);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { auth } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { CompiledServer } from './support/compiled-server';
import { DEMO_LOGINS, DEMO_PASSWORD, ENGINE } from './support/test-app';

/** Sends an HTTP request by hand on its own connection, so a test can stop half-way through the body. */
function rawRequest(port: number, head: string) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(received));
    socket.once('error', reject);
  });
  socket.write(head);
  return { socket, closed };
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('graceful shutdown of the compiled server', () => {
  let server: CompiledServer | undefined;
  afterEach(async () => {
    await server?.dispose();
    server = undefined;
  });

  it('on SIGTERM turns not-ready, stops accepting, finishes the request in flight and closes the database', async () => {
    server = await CompiledServer.start({ SHUTDOWN_DELAY_MS: '600' });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);

    // A sign-in whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: DEMO_LOGINS.main, password: DEMO_PASSWORD });
    const half = Math.floor(body.length / 2);
    const request = rawRequest(
      server.portNumber,
      `POST ${auth.login.path} HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await sleep(200);
    server.signal('SIGTERM');
    await sleep(200);

    // During the delay the load balancer is told to stop, and the instance still answers.
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'draining' });
    await sleep(700);
    expect(await connects(server.portNumber)).toBe(false);

    request.socket.write(body.slice(half));
    const reply = await request.closed;
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    const envelope = JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4)) as { error_code: number };
    expect(envelope.error_code).toBe(0);

    expect(await server.exited).toBe(0);
    expect(server.log).toContain('"msg":"shut down"');
    if (ENGINE === 'sqlite') {
      // SQLite removes the write-ahead log when the last connection closes cleanly.
      expect(fs.existsSync(path.join(server.dataDir, 'portal.sqlite-wal'))).toBe(false);
    }
  });
});

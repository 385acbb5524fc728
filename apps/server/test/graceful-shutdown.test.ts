import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
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

/** A keep-alive connection that answers each reply as it arrives (by Content-Length), and when it closes. */
function keepAliveConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffered = '';
  let waiting: ((reply: string) => void) | undefined;
  const takeReply = () => {
    const headEnd = buffered.indexOf('\r\n\r\n');
    if (headEnd < 0 || !waiting) return;
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(buffered.slice(0, headEnd))?.[1] ?? 0);
    if (buffered.length < headEnd + 4 + length) return;
    const reply = buffered.slice(0, headEnd + 4 + length);
    buffered = buffered.slice(reply.length);
    const resolve = waiting;
    waiting = undefined;
    resolve(reply);
  };
  socket.on('data', (chunk) => {
    buffered += chunk.toString();
    takeReply();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  return {
    socket,
    closed,
    /** Writes bytes; with `expectReply`, answers the next whole reply. */
    send(bytes: string, expectReply = true): Promise<string> | undefined {
      const reply = expectReply ? new Promise<string>((resolve) => (waiting = resolve)) : undefined;
      socket.write(bytes);
      takeReply();
      return reply;
    },
  };
}

/** One process per core spinning, so the server competes for CPU the way it does on a loaded machine. */
function busyCpu(): ChildProcess[] {
  return Array.from({ length: os.availableParallelism() }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

async function logShows(server: CompiledServer, text: string): Promise<void> {
  while (!server.log.includes(text)) await sleep(20);
}

describe('graceful shutdown of the compiled server', () => {
  let server: CompiledServer | undefined;
  let spinners: ChildProcess[] = [];
  afterEach(async () => {
    for (const spinner of spinners) spinner.kill('SIGKILL');
    spinners = [];
    await server?.dispose();
    server = undefined;
  });

  it('with the CPU busy, closes every connection after its reply and exits 0 as soon as the last reply is sent', async () => {
    server = await CompiledServer.start({ SHUTDOWN_DELAY_MS: '300', SHUTDOWN_TIMEOUT_MS: '60000' });
    // A client that keeps its connection between requests (a load balancer, a browser).
    const idle = keepAliveConnection(server.portNumber);
    const before = await idle.send('GET /readyz HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect(before).toMatch(/^HTTP\/1\.1 200 /);
    expect(before).toMatch(/\r\nconnection: keep-alive\r\n/i);

    spinners = busyCpu();
    // A sign-in on a keep-alive connection whose body is still arriving when the signal comes.
    const inFlight = keepAliveConnection(server.portNumber);
    const body = JSON.stringify({ email: DEMO_LOGINS.main, password: DEMO_PASSWORD });
    const half = Math.floor(body.length / 2);
    inFlight.send(
      `POST ${auth.login.path} HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
      false,
    );
    server.signal('SIGTERM');
    await logShows(server, '"msg":"shutting down"');

    // A new connection during the delay is told the instance is draining, and not kept.
    const probe = keepAliveConnection(server.portNumber);
    const ready = await probe.send('GET /readyz HTTP/1.1\r\nHost: portal\r\n\r\n');
    expect(ready).toMatch(/^HTTP\/1\.1 503 /);
    expect(ready).toMatch(/\r\nconnection: close\r\n/i);
    await probe.closed;

    const reply = await inFlight.send(body.slice(half));
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply).toMatch(/\r\nconnection: close\r\n/i);
    await inFlight.closed;
    // The connection that sat idle at the signal is closed, not left to be reused.
    await idle.closed;

    expect(await server.exited).toBe(0);
    expect(server.log).toContain('"msg":"shut down"');
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

import net from 'node:net';

/** Bytes to write, or a pause between them. */
export type RawChunk = string | Buffer | { waitMs: number };

/** Sends raw bytes on a connection and answers everything received until the server closes it. */
export function exchange(port: number, chunks: RawChunk[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (data) => (received += data.toString()));
    socket.on('close', () => resolve(received));
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    (async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        if (typeof chunk === 'string' || Buffer.isBuffer(chunk)) socket.write(chunk);
        else await new Promise((r) => setTimeout(r, chunk.waitMs));
      }
    })();
  });
}

/** The status and envelope of a raw HTTP reply. */
export function envelopeOf<T = unknown>(
  raw: string,
): {
  status: number;
  body: { error_code: number; msg: string; content: T };
} {
  const status = Number(raw.slice(9, 12));
  return { status, body: JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) };
}

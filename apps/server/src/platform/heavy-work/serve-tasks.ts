import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../kernel/app-error';
import type { WorkerReply, WorkerStarted } from './worker-protocol';

/** What a task handler answers: the result, and the buffers to move to the caller rather than copy. */
export interface TaskOutput<R> {
  result: R;
  transfer?: ArrayBuffer[];
}

/**
 * The worker side of a `*.worker.ts` entry: runs each task posted by the pool through `handle` and
 * answers its result, a refusal (an AppError, kept with its code and field messages) or a failure.
 */
export function serveTasks<T, R>(handle: (task: T) => Promise<TaskOutput<R>> | TaskOutput<R>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs in a worker thread');
  lowerPriority();
  port.on('message', async (task: T) => {
    const started: WorkerStarted = { started: true };
    port.postMessage(started);
    let reply: WorkerReply<R>;
    let transfer: ArrayBuffer[] = [];
    try {
      const output = await handle(task);
      reply = { ok: true, result: output.result };
      transfer = output.transfer ?? [];
    } catch (error) {
      reply =
        error instanceof AppError
          ? { ok: false, refusal: { code: error.code, fields: error.fields } }
          : { ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
    port.postMessage(reply, transfer);
  });
}

/** How much lower than the event loop's thread a worker runs (Unix nice steps). */
const WORKER_NICE = 10;

/**
 * On a busy machine the event loop's thread gets the CPU before heavy work: on Linux a thread's nice
 * value is its own, so this lowers only the worker. Where a platform refuses, the worker runs as is.
 */
function lowerPriority(): void {
  try {
    os.setPriority(0, Math.min(19, os.getPriority(0) + WORKER_NICE));
  } catch {
    // Not permitted or not supported here: a priority is a preference, not a limit.
  }
}

/** The buffer to move with a task or a result, when the bytes own it whole (a pooled small Buffer shares its memory). */
export function transferOf(bytes: Uint8Array): ArrayBuffer[] {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer && bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength
    ? [buffer]
    : [];
}

/** Bytes a worker answered, as a Buffer without copying. */
export function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** `<customer_id>/<uuid>.<ext>`: the only shape of key the store writes and the file route serves. */
export const STORAGE_KEY_PATTERN =
  /^(\d{1,12})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif))$/;

export function newStorageKey(customerId: number, ext: string): string {
  return `${customerId}/${randomUUID()}.${ext}`;
}

/**
 * Uploaded files on local disk under `<dataDir>/uploads`. A file is written under a hidden temp
 * name and renamed into place only once it has been received and checked in full, so a failed
 * upload leaves nothing a URL could reach.
 */
export class UploadFileStore {
  constructor(readonly root: string) {}

  /** Streams `source` through `guard` into a temp file of the customer's folder; answers its path. */
  async receive(customerId: number, source: Readable, guard: Transform): Promise<string> {
    const dir = path.join(this.root, String(customerId));
    await mkdir(dir, { recursive: true });
    const temp = path.join(dir, `.${randomUUID()}.part`);
    const writer = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, guard, writer);
    } catch (error) {
      // A refusal can come before the file is even opened; removing it before the writer has
      // closed would race the open and leave the temp file behind.
      if (!writer.closed) await once(writer, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    return temp;
  }

  async commit(temp: string, key: string): Promise<void> {
    await rename(temp, this.pathOf(key));
  }

  async discard(temp: string): Promise<void> {
    await rm(temp, { force: true });
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  pathOf(key: string): string {
    return path.join(this.root, key);
  }
}

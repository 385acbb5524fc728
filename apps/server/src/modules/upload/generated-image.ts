import { Readable } from 'node:stream';
import { newStorageKey, type UploadFileStore } from './file-store';
import { ImageGuard } from './image-guard';

/**
 * Stores an image the server made itself (the demo catalogue's pictures) the way an upload is
 * stored: checked by the same image guard, under a random name. The caller records the upload row.
 */
export async function storeGeneratedImage(
  store: UploadFileStore,
  customerId: number,
  image: Buffer,
  ext: 'png' | 'jpg' | 'gif',
): Promise<{ key: string; size: number }> {
  const temp = await store.receive(customerId, Readable.from([image]), new ImageGuard(image.length));
  const key = newStorageKey(customerId, ext);
  await store.commit(temp, key);
  return { key, size: image.length };
}

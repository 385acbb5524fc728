import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync } from 'fastify';
import { sendError } from '../../http/error-handler';
import { STORAGE_KEY_PATTERN, type UploadFileStore } from './file-store';
import { imageExtension, MIME_BY_EXTENSION } from './image-guard';

/** A year: a stored file never changes, a new upload gets a new name. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<customer_id>/<file>. Like an object-storage link, the random file name is what
 * grants access, so `<img>` tags work without the session header; the names are never listed.
 */
export const serveUploads: FastifyPluginAsync<{ store: UploadFileStore }> = async (app, { store }) => {
  app.get<{ Params: { customerId: string; name: string } }>('/uploads/:customerId/:name', async (request, reply) => {
    const key = `${request.params.customerId}/${request.params.name}`;
    const ext = imageExtension(request.params.name);
    if (!STORAGE_KEY_PATTERN.test(key) || !ext) return sendError(request, reply, 'NOT_FOUND');
    const file = store.pathOf(key);
    const stats = await stat(file).catch(() => undefined);
    if (!stats?.isFile()) return sendError(request, reply, 'NOT_FOUND');
    return reply
      .type(MIME_BY_EXTENSION[ext])
      .header('content-length', stats.size)
      .header('cache-control', CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
};

import { z } from 'zod';
import { defineOperation } from '../core/operation';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;

export const uploadImage = defineOperation({
  id: 'upload.uploadImage',
  method: 'POST',
  changes: [],
  path: '/upload/img',
  summary: 'Upload an image (jpg, jpeg, png or gif) no larger than `max_upload_size` MB, field `file`.',
  auth: 'user',
  // The right of the screen that uses it: only the product form and list upload images (a SKU's picture).
  permission: 'product',
  multipart: true,
  response: z.object({ upload_id: z.number().int(), url: z.string(), size: z.number().int(), mime: z.string() }),
});

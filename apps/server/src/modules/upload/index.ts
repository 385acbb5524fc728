import { defineModule } from '../../http/server-module';
import { uploadRoutes } from './routes';

/**
 * The upload module's public surface: the upload route, the file route the app registers
 * (`serveUploads` with `uploadFileStore`), and storing a generated image (the demo seed).
 */
export const uploadModule = defineModule({ name: 'upload', areas: ['upload'], routes: uploadRoutes });
export { newStorageKey, UploadFileStore } from './file-store';
export { storeGeneratedImage } from './generated-image';
export { uploadFileStore } from './routes';
export { serveUploads } from './serve-uploads';

/**
 * The upload module's public surface: the upload route, the file route the app registers
 * (`serveUploads` with `uploadFileStore`), and storing a generated image (the demo seed).
 */
export { storeGeneratedImage } from './generated-image';
export { uploadFileStore, uploadModule } from './routes';
export { serveUploads } from './serve-uploads';

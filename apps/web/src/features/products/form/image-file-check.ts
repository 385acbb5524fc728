import { IMAGE_EXTENSIONS, IMAGE_TYPES, SKU_IMAGE_MAX_BYTES } from '@portal/contract';

export type ImageFileProblem = 'type' | 'size';

/**
 * Checked before uploading, so a wrong file is refused at once instead of after a round trip
 * (the server checks the same again, and the real bytes besides).
 */
export function imageFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): ImageFileProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  const knownExtension = (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  // Some systems send no type for a file; the extension then decides alone.
  const knownType = file.type === '' || (IMAGE_TYPES as readonly string[]).includes(file.type);
  if (!knownExtension || !knownType) return 'type';
  if (file.size >= SKU_IMAGE_MAX_BYTES) return 'size';
  return null;
}

/** For the file picker: which files to offer. */
export const IMAGE_ACCEPT = IMAGE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

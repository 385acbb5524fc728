import { Transform, type TransformCallback } from 'node:stream';
import { IMAGE_EXTENSIONS, type IMAGE_TYPES } from '@portal/contract';
import { AppError } from '../../kernel/app-error';

export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];
export type ImageMime = (typeof IMAGE_TYPES)[number];
export interface ImageKind {
  /** The extension the file is stored under: the real type's, whatever the upload was called. */
  ext: 'jpg' | 'png' | 'gif';
  mime: ImageMime;
}

export const MIME_BY_EXTENSION: Record<ImageExtension, ImageMime> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

const SIGNATURES: ReadonlyArray<{ magic: Buffer; kind: ImageKind }> = [
  { magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), kind: { ext: 'png', mime: 'image/png' } },
  { magic: Buffer.from([0xff, 0xd8, 0xff]), kind: { ext: 'jpg', mime: 'image/jpeg' } },
  { magic: Buffer.from('GIF87a', 'latin1'), kind: { ext: 'gif', mime: 'image/gif' } },
  { magic: Buffer.from('GIF89a', 'latin1'), kind: { ext: 'gif', mime: 'image/gif' } },
];
const HEAD_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));

/** The lower-case extension of a file name when it is one of the accepted image extensions. */
export function imageExtension(filename: string): ImageExtension | undefined {
  const ext = filename.split('.').at(-1)?.toLowerCase() ?? '';
  return filename.includes('.') && (IMAGE_EXTENSIONS as readonly string[]).includes(ext)
    ? (ext as ImageExtension)
    : undefined;
}

export function sniffImage(head: Buffer): ImageKind | undefined {
  return SIGNATURES.find((s) => head.subarray(0, s.magic.length).equals(s.magic))?.kind;
}

/**
 * Passes an upload through while counting its bytes and checking its first bytes, so an oversize
 * or disguised file is refused as soon as it shows, before it is written in full.
 */
export class ImageGuard extends Transform {
  private head = Buffer.alloc(0);
  private bytes = 0;
  private detected: ImageKind | undefined;

  constructor(private readonly maxBytes: number) {
    super();
  }

  get size(): number {
    return this.bytes;
  }

  get kind(): ImageKind | undefined {
    return this.detected;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new AppError('FILE_TOO_LARGE'));
      return;
    }
    if (!this.detected) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, HEAD_BYTES);
      if (this.head.length === HEAD_BYTES && !this.check()) {
        done(new AppError('INVALID_FILE_TYPE'));
        return;
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(this.detected || this.check() ? null : new AppError('INVALID_FILE_TYPE'));
  }

  private check(): boolean {
    this.detected = sniffImage(this.head);
    return this.detected !== undefined;
  }
}

import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { VOUCHER_MIMES } from '@portal/contract';
import { AppError } from '../../kernel/app-error';

export interface VoucherKind {
  /** The extension it is stored under: the real type's, whatever the file was called. */
  ext: 'jpg' | 'png' | 'pdf';
  mime: (typeof VOUCHER_MIMES)[number];
}

const SIGNATURES: ReadonlyArray<{ magic: Buffer; kind: VoucherKind }> = [
  { magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), kind: { ext: 'png', mime: 'image/png' } },
  { magic: Buffer.from([0xff, 0xd8, 0xff]), kind: { ext: 'jpg', mime: 'image/jpeg' } },
  { magic: Buffer.from('%PDF-', 'latin1'), kind: { ext: 'pdf', mime: 'application/pdf' } },
];
const HEAD_BYTES = Math.max(...SIGNATURES.map((s) => s.magic.length));
const NAME_PATTERN = /\.(jpe?g|png|pdf)$/i;

/** The file's name says jpg, jpeg, png or pdf (its content is checked as it streams). */
export function voucherNameAccepted(filename: string): boolean {
  return NAME_PATTERN.test(filename);
}

export function sniffVoucher(head: Buffer): VoucherKind | undefined {
  return SIGNATURES.find((s) => head.subarray(0, s.magic.length).equals(s.magic))?.kind;
}

/**
 * Passes a voucher through while counting its bytes, checking its first bytes and hashing it, so an
 * oversize or disguised file is refused as soon as it shows, and a duplicate is known by its SHA-256
 * once it has arrived.
 */
export class VoucherGuard extends Transform {
  private head = Buffer.alloc(0);
  private bytes = 0;
  private detected: VoucherKind | undefined;
  private readonly hash = createHash('sha256');
  private digest = '';

  constructor(private readonly maxBytes: number) {
    super();
  }

  get size(): number {
    return this.bytes;
  }

  get kind(): VoucherKind | undefined {
    return this.detected;
  }

  /** Hex SHA-256 of the whole file, once it has passed. */
  get sha256(): string {
    return this.digest;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      done(new AppError('VOUCHER_TOO_LARGE'));
      return;
    }
    if (!this.detected) {
      this.head = Buffer.concat([this.head, chunk]).subarray(0, HEAD_BYTES);
      if (this.head.length === HEAD_BYTES && !this.check()) {
        done(new AppError('VOUCHER_INVALID'));
        return;
      }
    }
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (!this.detected && !this.check()) {
      done(new AppError('VOUCHER_INVALID'));
      return;
    }
    this.digest = this.hash.digest('hex');
    done();
  }

  private check(): boolean {
    this.detected = sniffVoucher(this.head);
    return this.detected !== undefined;
  }
}

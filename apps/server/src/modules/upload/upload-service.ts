import type { ContentOf, upload } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../kernel/app-error';
import type { FilePart } from '../../kernel/files';
import type { Viewer } from '../../kernel/viewer';
import type { BasicConfigRepository } from '../../platform/basic-config-repository';
import type { Clock } from '../../platform/clock';
import type { RateLimiter } from '../../platform/rate-limiter';
import { newStorageKey, type UploadFileStore } from './file-store';
import { ImageGuard, imageExtension } from './image-guard';
import type { UploadRepository } from './upload-repository';

export type UploadResult = ContentOf<typeof upload.uploadImage>;

const MB = 1024 * 1024;

/** How much a merchant may upload: images per minute, and bytes kept in all. */
export interface UploadLimits {
  perMinute: number;
  quotaBytes: number;
}

export class UploadService {
  constructor(
    private readonly uploads: UploadRepository,
    private readonly files: UploadFileStore,
    private readonly basicConfig: BasicConfigRepository,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly limiter: RateLimiter,
    private readonly limits: UploadLimits,
  ) {}

  /**
   * Accepts a jpg/jpeg/png/gif whose name and first bytes both say image, within max_upload_size MB,
   * so many a minute per merchant and within the merchant's storage quota.
   */
  async uploadImage(viewer: Viewer, part: FilePart): Promise<UploadResult> {
    const refuse = (error: AppError) => {
      part.stream.resume();
      return error;
    };
    if (!imageExtension(part.filename)) throw refuse(new AppError('INVALID_FILE_TYPE'));
    try {
      await this.limiter.hit(`upload:${viewer.customerId}`, this.limits.perMinute, 60_000);
    } catch (error) {
      throw error instanceof AppError ? refuse(error) : error;
    }
    const used = await this.uploads.usedBytes(viewer);
    if (used >= this.limits.quotaBytes) throw refuse(new AppError('STORAGE_QUOTA_EXCEEDED'));
    const guard = new ImageGuard(Math.floor((await this.basicConfig.maxUploadMb()) * MB));
    const temp = await this.receive(viewer.customerId, part, guard);
    const kind = guard.kind;
    if (part.truncated() || !kind) {
      await this.files.discard(temp);
      throw new AppError(kind ? 'FILE_TOO_LARGE' : 'INVALID_FILE_TYPE');
    }
    // Checked again with the file's size: uploads running side by side may overshoot by a file each at most.
    if ((await this.uploads.usedBytes(viewer)) + guard.size > this.limits.quotaBytes) {
      await this.files.discard(temp);
      throw new AppError('STORAGE_QUOTA_EXCEEDED');
    }
    const key = newStorageKey(viewer.customerId, kind.ext);
    await this.files.commit(temp, key).catch(async (error: unknown) => {
      await this.files.discard(temp);
      this.log.error({ err: error }, 'storing an upload failed');
      throw new AppError('UPLOAD_FAILED', { cause: error });
    });
    try {
      const id = await this.uploads.insert({
        customer_id: viewer.customerId,
        account_id: viewer.accountId,
        storage_key: key,
        original_name: part.filename.slice(0, 255),
        mime: kind.mime,
        size: guard.size,
        created_at: this.clock.now().toISOString(),
      });
      return { upload_id: id, url: `/uploads/${key}`, size: guard.size, mime: kind.mime };
    } catch (error) {
      await this.files.remove(key);
      throw error;
    }
  }

  /** Tells the client's mistakes (type, size, a broken request) from the server's own (disk). */
  private async receive(customerId: number, part: FilePart, guard: ImageGuard): Promise<string> {
    let inputFailed = false;
    part.stream.once('error', () => {
      inputFailed = true;
    });
    try {
      return await this.files.receive(customerId, part.stream, guard);
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (inputFailed) throw new AppError('PARAMETER_ERROR', { cause: error });
      this.log.error({ err: error }, 'storing an upload failed');
      throw new AppError('UPLOAD_FAILED', { cause: error });
    }
  }
}

import path from 'node:path';
import { upload } from '@portal/contract';
import type { Core } from '../../core';
import { readFilePart } from '../../http/multipart';
import { type RouteBinding, route } from '../../http/route';
import { BasicConfigRepository } from '../../platform/basic-config-repository';
import { UploadFileStore } from './file-store';
import { UploadRepository } from './upload-repository';
import { UploadService } from './upload-service';

export function uploadFileStore(core: Pick<Core, 'config'>): UploadFileStore {
  return new UploadFileStore(path.join(core.config.dataDir, 'uploads'));
}

export function uploadRoutes(core: Core): RouteBinding[] {
  const service = new UploadService(
    new UploadRepository(core.db),
    uploadFileStore(core),
    new BasicConfigRepository(core.db),
    core.clock,
    core.log,
    core.limiter,
    { perMinute: core.config.fileLimits.uploadsPerMinute, quotaBytes: core.config.fileLimits.uploadQuotaBytes },
  );
  return [
    route(upload.uploadImage, async ({ viewer, request }) =>
      service.uploadImage(viewer, await readFilePart(request, 'file')),
    ),
  ];
}

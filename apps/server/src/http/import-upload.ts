import { checkedImportFieldsSchema } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error';
import type { FilePart } from '../kernel/files';
import { readFilePart } from './multipart';

/**
 * The upload of an import the merchant may check first: the `file` part and the fields before it
 * (`dry_run`). A bad field refuses the request, and the file is drained unread.
 */
export async function readCheckedImport(request: FastifyRequest): Promise<{ part: FilePart; dryRun: boolean }> {
  const part = await readFilePart(request, 'file');
  const fields = checkedImportFieldsSchema.safeParse(part.fields ?? {});
  if (!fields.success) {
    part.stream.resume();
    throw new AppError('VALIDATION_FAILED', { issues: fields.error.issues });
  }
  return { part, dryRun: fields.data.dry_run };
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '../kernel/app-error';
import type { FilePart } from '../kernel/files';

/**
 * The file sent in `field` of a `multipart/form-data` request. A request that is not multipart,
 * is malformed, or carries no such file is a parameter error, never a server error.
 */
export async function readFilePart(request: FastifyRequest, field: string): Promise<FilePart> {
  if (!request.isMultipart()) throw new AppError('PARAMETER_ERROR');
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ throwFileSizeLimit: false });
  } catch (error) {
    // A missing boundary or broken framing surfaces here as a plain parser error.
    throw new AppError('PARAMETER_ERROR', { cause: error });
  }
  if (!part) throw new AppError('PARAMETER_ERROR');
  if (part.fieldname !== field) {
    part.file.resume();
    throw new AppError('PARAMETER_ERROR');
  }
  const stream = part.file;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { filename: part.filename, stream, truncated: () => stream.truncated, fields };
}

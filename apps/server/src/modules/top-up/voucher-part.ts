import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../kernel/app-error';

export interface VoucherPart {
  filename: string;
  stream: Readable;
  truncated(): boolean;
  /** The form fields sent before the file. */
  fields: Record<string, string>;
}

const missingVoucher = () =>
  new AppError('VALIDATION_FAILED', {
    fields: [{ field: 'voucher', message: 'v.voucherRequired' }],
  });

/**
 * The `voucher` file of a top-up and the fields before it. Unlike the shared `readFilePart`, a form
 * without a file is the merchant's missing voucher (spec 5: the voucher is required), said as such.
 */
export async function readVoucherPart(request: FastifyRequest): Promise<VoucherPart> {
  if (!request.isMultipart()) throw missingVoucher();
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ throwFileSizeLimit: false });
  } catch (error) {
    throw new AppError('PARAMETER_ERROR', { cause: error });
  }
  if (!part) throw missingVoucher();
  if (part.fieldname !== 'voucher') {
    part.file.resume();
    throw missingVoucher();
  }
  const stream = part.file;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  return { filename: part.filename, stream, truncated: () => stream.truncated, fields };
}

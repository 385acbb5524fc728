import { z } from 'zod';
import { numberInput } from '../rules/strict-values';

/** Every `/api` reply: `{ error_code, msg, content }`. */
export interface Envelope<T> {
  error_code: number;
  msg: string;
  content: T;
}

export const envelopeSchema = <T extends z.ZodType>(content: T) =>
  z.object({ error_code: z.number().int(), msg: z.string(), content });

export const PAGE_SIZES = [10, 20, 30, 50, 100, 200] as const;

/** `page` and `page_size` of every list, as query parameters. */
export const pageQuery = z.object({
  page: numberInput(z.number().int().min(1).max(100000)).prefault(1),
  page_size: numberInput(
    z
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { message: 'v.pageSize' }),
  ).prefault(20),
});

export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });

export type ListResult<T> = { list: T[]; total: number };

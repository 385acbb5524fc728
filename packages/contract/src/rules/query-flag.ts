import { z } from 'zod';

/** A 0/1 switch sent in a query string (any text in, so the web's address values fit). */
export const queryFlag = z.coerce
  .string()
  .regex(/^[01]$/, { message: 'v.choice' })
  .transform((v) => Number(v) as 0 | 1);

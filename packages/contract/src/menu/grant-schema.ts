import { z } from 'zod';
import { type Grant, merchantWideAreaOf, NO_GRANT, PERMISSION_AREAS, SKU_SCOPES } from './permissions';

/** A sub-account's rights as the API takes and gives them, and as the accounts table keeps them. */
export const grantSchema = z.object({
  areas: z.partialRecord(z.enum(PERMISSION_AREAS), z.enum(['view', 'manage'])),
  export: z.boolean(),
  /** Left out (as in grants stored before SKU permissions existed): all SKUs. */
  skus: z.enum(SKU_SCOPES, { message: 'v.invalid' }).optional(),
}) satisfies z.ZodType<Grant>;

/** A grant as a main account sets it: a SKU-limited one holds no merchant-wide area. */
export const grantInputSchema = grantSchema.refine((grant) => merchantWideAreaOf(grant) === undefined, {
  message: 'v.skuLimitedArea',
  path: ['skus'],
});

/** A stored grant; anything unreadable grants nothing (a sub-account fails closed, never open). */
export function readGrant(stored: string): Grant {
  try {
    const parsed = grantSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : NO_GRANT;
  } catch {
    return NO_GRANT;
  }
}

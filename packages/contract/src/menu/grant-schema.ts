import { z } from 'zod';
import { type Grant, NO_GRANT, PERMISSION_AREAS } from './permissions';

/** A sub-account's rights as the API takes and gives them, and as the accounts table keeps them. */
export const grantSchema = z.object({
  areas: z.partialRecord(z.enum(PERMISSION_AREAS), z.enum(['view', 'manage'])),
  export: z.boolean(),
}) satisfies z.ZodType<Grant>;

/** A stored grant; anything unreadable grants nothing (a sub-account fails closed, never open). */
export function readGrant(stored: string): Grant {
  try {
    const parsed = grantSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : NO_GRANT;
  } catch {
    return NO_GRANT;
  }
}

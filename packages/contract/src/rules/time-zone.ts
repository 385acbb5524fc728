import { z } from 'zod';

/** Times are kept and sent in UTC; an account that chose no zone reads them in UTC too. */
export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * The zone's canonical IANA name ("asia/shanghai" → "Asia/Shanghai"), or null when the runtime's
 * time-zone data does not know it. Asking `Intl` keeps the server, the browser and the list the
 * profile offers in step, with no zone table of our own to age.
 */
export function canonicalTimeZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time-zone name, stored as its canonical spelling. */
export const timeZoneRule = z
  .string({ message: 'v.required' })
  .trim()
  .min(1, { message: 'v.required' })
  .max(64, { message: 'v.tooLong' })
  .refine((zone) => canonicalTimeZone(zone) !== null, { message: 'v.timeZone' })
  .transform((zone) => canonicalTimeZone(zone) ?? zone);

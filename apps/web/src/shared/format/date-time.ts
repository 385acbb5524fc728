import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The spec's one date format (section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The zone the signed-in account chose on its profile (the current user carries it); null before
 * anyone signed in, when times read in the browser's own zone.
 */
let displayTimeZone: string | null = null;

/** Set from the current user as it arrives and from the profile as it is saved. */
export function setDisplayTimeZone(zone: string | null): void {
  displayTimeZone = zone;
}

/** The server sends ISO instants in UTC; merchants read them in the zone of their profile. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = dayjs(value);
  if (!time.isValid()) return '-';
  if (!displayTimeZone) return time.format(DATE_TIME_FORMAT);
  try {
    return time.tz(displayTimeZone).format(DATE_TIME_FORMAT);
  } catch {
    // A zone this browser's time-zone data lacks: its own zone rather than nothing.
    return time.format(DATE_TIME_FORMAT);
  }
}

/**
 * An instant as UTC reads it, for screens that say "(UTC)" beside the time (the operation log, whose
 * export and support talk name times in UTC): the same for every merchant, wherever they are.
 */
export function formatUtcDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? '-' : time.toISOString().slice(0, 19).replace('T', ' ');
}

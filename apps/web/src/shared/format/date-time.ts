import dayjs from 'dayjs';

/** The spec's one date format (section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The server sends ISO instants in UTC; merchants read them in their own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = dayjs(value);
  return time.isValid() ? time.format(DATE_TIME_FORMAT) : '-';
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

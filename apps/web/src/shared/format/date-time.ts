import dayjs from 'dayjs';

/** The spec's one date format (section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The server sends ISO instants in UTC; merchants read them in their own time zone. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '-';
  const time = dayjs(value);
  return time.isValid() ? time.format(DATE_TIME_FORMAT) : '-';
}

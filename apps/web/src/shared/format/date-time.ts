import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useCallback, useSyncExternalStore } from 'react';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The spec's one date format (section 9). */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The zone the signed-in account chose on its profile (the current user carries it); null before
 * anyone signed in, when times read in the browser's own zone. A store rather than a plain value:
 * screens kept alive in tabs show times from data loaded long ago, and must show them in a newly
 * saved zone at once, without loading that data again.
 */
let displayTimeZone: string | null = null;
const zoneListeners = new Set<() => void>();

/** Set from the current user as it arrives and from the profile as it is saved; every screen showing times follows. */
export function setDisplayTimeZone(zone: string | null): void {
  if (zone === displayTimeZone) return;
  displayTimeZone = zone;
  for (const listener of zoneListeners) listener();
}

function subscribeToZone(listener: () => void): () => void {
  zoneListeners.add(listener);
  return () => zoneListeners.delete(listener);
}

const currentZone = () => displayTimeZone;

/**
 * The formatter of the account's zone, for a component that shows times: the component renders
 * again when the zone changes, and the formatter's identity changes with it (so lists' memoized
 * columns, which name it in their dependencies, are made again).
 */
export function useFormatDateTime(): (value: string | null | undefined) => string {
  const zone = useSyncExternalStore(subscribeToZone, currentZone, currentZone);
  return useCallback((value: string | null | undefined) => formatDateTimeIn(value, zone), [zone]);
}

/** The server sends ISO instants in UTC; merchants read them in the zone of their profile (null: the browser's). */
export function formatDateTimeIn(value: string | null | undefined, zone: string | null): string {
  if (!value) return '-';
  const time = dayjs(value);
  if (!time.isValid()) return '-';
  if (!zone) return time.format(DATE_TIME_FORMAT);
  try {
    return time.tz(zone).format(DATE_TIME_FORMAT);
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

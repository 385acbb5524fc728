/**
 * Calendar days in a warehouse's time zone (IANA name), with the platform's `Intl`: a storage charge
 * is for a local day, and a layer's age counts local days (the day it arrived is day 1).
 */
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let found = formatters.get(zone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, found);
  }
  return found;
}

/** True when `zone` is a time zone the platform knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading of an instant in the zone, as if it were UTC (epoch ms). */
function wallClock(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The local day (`YYYY-MM-DD`) of an instant. */
export function localDay(instant: number, zone: string): string {
  return new Date(wallClock(instant, zone)).toISOString().slice(0, 10);
}

/** The local hour (0–23) of an instant. */
export function localHour(instant: number, zone: string): number {
  return new Date(wallClock(instant, zone)).getUTCHours();
}

/** The instant (epoch ms) a local day starts: its first moment, also across a daylight-saving change. */
export function startOfLocalDay(day: string, zone: string): number {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  // Two passes: the offset at the guess can differ from the offset at the answer near a change.
  let guess = midnight - (wallClock(midnight, zone) - midnight);
  guess = midnight - (wallClock(guess, zone) - guess);
  // A zone whose midnight does not exist that day starts it at the first moment after.
  return localDay(guess, zone) === day ? guess : guess + 3_600_000;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * Local days of arrival by instant, cached per UTC quarter hour: every zone's offset is a multiple of
 * 15 minutes and changes on such a boundary, so all instants of one quarter hour share their local day.
 */
export class LocalDayCache {
  private readonly days = new Map<number, string>();

  constructor(private readonly zone: string) {}

  of(iso: string): string {
    const instant = Date.parse(iso);
    const key = Math.floor(instant / 900_000);
    let day = this.days.get(key);
    if (day === undefined) {
      day = localDay(key * 900_000, this.zone);
      this.days.set(key, day);
    }
    return day;
  }
}

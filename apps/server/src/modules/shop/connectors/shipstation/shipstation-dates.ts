/**
 * ShipStation's dates (Custom Store guide): `start_date`/`end_date` and every date the export writes
 * are UTC in `MM/dd/yyyy HH:mm`, 24-hour. Reading also takes one-digit months, days and hours, seconds,
 * and an AM/PM suffix (the guide allows both notations for an order's date); a day that does not
 * exist (02/30) is no date.
 */
const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp][Mm]))?$/;

/** The instant a ShipStation date names (UTC), or null when the text is none. */
export function parseShipStationDate(text: string): Date | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const [, month, day, year, hourText, minute, second = '0', meridiem] = match;
  let hour = Number(hourText);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.toUpperCase() === 'PM' ? 12 : 0);
  }
  const parts = [Number(year), Number(month) - 1, Number(day), hour, Number(minute), Number(second)] as const;
  if (hour > 23 || parts[4] > 59 || parts[5] > 59 || parts[0] < 2000 || parts[0] > 2100) return null;
  const at = new Date(Date.UTC(...parts));
  // Date.UTC rolls 02/30 over to March: such a day is refused, not moved.
  if (at.getUTCMonth() !== parts[1] || at.getUTCDate() !== parts[2]) return null;
  return at;
}

const two = (n: number) => String(n).padStart(2, '0');

/** A stored ISO instant as ShipStation writes dates: `MM/dd/yyyy HH:mm`, UTC. */
export function formatShipStationDate(iso: string): string {
  const at = new Date(iso);
  return `${two(at.getUTCMonth() + 1)}/${two(at.getUTCDate())}/${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Which greeting fits the merchant's local time. */
export function dayPart(date: Date): DayPart {
  const hour = date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

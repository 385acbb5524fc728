import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface TimeZoneOption {
  value: string;
  /** "Asia/Shanghai (UTC+08:00)": the offset today, so a zone is found by the time it shows. */
  label: string;
}

let options: TimeZoneOption[] | null = null;

/** The zones this browser knows, UTC first, each with its offset today; made once, on first use. */
export function timeZoneOptions(): TimeZoneOption[] {
  if (options) return options;
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC');
  const now = dayjs();
  options = ['UTC', ...zones].map((zone) => ({ value: zone, label: `${zone} (UTC${now.tz(zone).format('Z')})` }));
  return options;
}

/** The zone this device is set to, as the browser names it. */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** When a job is due: every day at a time of day (UTC), or every N minutes (on multiples of N since the epoch). */
export type Schedule = { kind: 'daily'; hour: number; minute: number } | { kind: 'every'; minutes: number };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Every day at `HH:mm` UTC. */
export function dailyAt(time: string): Schedule {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`dailyAt expects HH:mm (00:00–23:59), not "${time}"`);
  return { kind: 'daily', hour: Number(match[1]), minute: Number(match[2]) };
}

/**
 * Every `minutes` minutes, at multiples of it since the epoch (every 15 minutes: :00, :15, :30, :45),
 * so every instance computes the same due times.
 */
export function everyMinutes(minutes: number): Schedule {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
    throw new Error(`everyMinutes expects a whole number of minutes from 1 to 1440, not ${minutes}`);
  }
  return { kind: 'every', minutes };
}

/** The first due time strictly after `time` (epoch milliseconds). */
export function nextRunAfter(schedule: Schedule, time: number): number {
  if (schedule.kind === 'every') {
    const step = schedule.minutes * MINUTE;
    return Math.floor(time / step) * step + step;
  }
  const today = Math.floor(time / DAY) * DAY + (schedule.hour * 60 + schedule.minute) * MINUTE;
  return today > time ? today : today + DAY;
}

export function describeSchedule(schedule: Schedule): string {
  if (schedule.kind === 'every') return schedule.minutes === 1 ? 'every minute' : `every ${schedule.minutes} minutes`;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `daily at ${pad(schedule.hour)}:${pad(schedule.minute)} UTC`;
}

/**
 * Milliseconds a run started at `startedAt` keeps working when its job runs on while there is work:
 * until just after its next due time (so the runner starts it again at once), at most `windowMs`;
 * 0 for one pass.
 */
export function windowOf(schedule: Schedule, startedAt: number, windowMs: number): number {
  if (windowMs <= 0) return 0;
  return Math.min(windowMs, nextRunAfter(schedule, startedAt) - startedAt + RESTART_MARGIN_MS);
}

/** Past the due time, so the run that ends finds its job due again. */
const RESTART_MARGIN_MS = 50;

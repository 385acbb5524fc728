import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Runs `work` on slices of `items` one after another, letting the event loop take its turn between
 * slices. For writes of thousands of rows: SQLite (better-sqlite3) runs each statement
 * synchronously, so a whole transaction of statements would otherwise hold every other request
 * back; a turn inside a transaction keeps its connection, other queries wait for it as before.
 */
export async function inTurns<T>(
  items: readonly T[],
  size: number,
  work: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start) await nextTurn();
    await work(items.slice(start, start + size));
  }
}

/** `items` cut into slices of `size` (look-ups of thousands of codes, a query a slice). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += size) slices.push(items.slice(start, start + size));
  return slices;
}

/** How long a stretch of an import's work may hold the event loop before it lets others in. */
const TURN_BUDGET_MS = 8;

/**
 * Leaves the event loop once a stretch of work has run for its budget, whatever a row costs: a fixed
 * number of rows a turn held it for 30-60 ms while the JIT was cold or the machine busy. Call
 * `await turns.pause()` between rows; it answers at once while the budget lasts.
 */
export class Turns {
  private since = performance.now();

  constructor(private readonly budgetMs = TURN_BUDGET_MS) {}

  async pause(): Promise<void> {
    if (performance.now() - this.since < this.budgetMs) return;
    await nextTurn();
    this.since = performance.now();
  }

  /** A turn now, whatever is left of the budget: after one large synchronous step (a query). */
  async take(): Promise<void> {
    await nextTurn();
    this.since = performance.now();
  }
}

/**
 * Looks `keys` up a slice of `size` at a time, a turn of the event loop after each query (on SQLite a
 * query of a thousand keys runs synchronously), and answers everything the look-ups found.
 */
export async function lookUpInTurns<T, R>(
  keys: readonly T[],
  size: number,
  lookUp: (slice: T[]) => Promise<Iterable<R>>,
): Promise<R[]> {
  const found: R[] = [];
  for (const slice of chunks(keys, size)) {
    for (const item of await lookUp(slice)) found.push(item);
    await nextTurn();
  }
  return found;
}

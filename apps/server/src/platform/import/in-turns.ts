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

import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { type Tx, transaction } from '../../db/transaction';
import type { RecordJob } from './import-definition';
import { inTurns } from './in-turns';

/** Records saved per turn of the event loop: a record is a row, its children (lines, pieces) and its history. */
const RECORDS_PER_SLICE = 50;

/** A record the check planned (an order, a parcel): its rows and what it becomes. */
export interface PlannedRecord<R, P> {
  group: R[];
  plan: P;
}

/** Rows by the record they belong to, in the order the records first appear. */
export function recordsOf<R, K = string>(rows: readonly R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** The records whose first row carries the check's plan (the others failed), with their rows. */
export function plannedRecords<P, R extends { value?: { plan?: P } }>(groups: Iterable<R[]>): PlannedRecord<R, P>[] {
  return [...groups].flatMap((group) => {
    const plan = group[0]?.value?.plan;
    return plan ? [{ group, plan }] : [];
  });
}

/**
 * Saves an import's planned records in one transaction, a slice per turn of the event loop, the job
 * recorded last in it. Should a unique index still refuse one (a code saved meanwhile by another
 * request), the records are saved one by one, each in its own transaction with the job, so only the
 * clashing ones fail (`clash` fails their rows).
 */
export async function saveRecords<T>(
  db: Db,
  records: readonly T[],
  recordJob: RecordJob,
  insert: (tx: Tx, slice: T[]) => Promise<void>,
  clash: (record: T) => void,
): Promise<void> {
  if (!records.length) return;
  try {
    await transaction(db, async (tx) => {
      await inTurns(records, RECORDS_PER_SLICE, (slice) => insert(tx, slice));
      await recordJob(tx);
    });
    return;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  for (const record of records) {
    try {
      await transaction(db, async (tx) => {
        await insert(tx, [record]);
        await recordJob(tx);
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      clash(record);
    }
  }
}

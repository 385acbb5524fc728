/**
 * One of the OS processes of the ledger race tests (ledger-race.test.ts): it opens the test's
 * database on its own, as a second server would, says `ready` on stdout, waits for `go` on stdin
 * (sent once both racers are ready, however long loading took on a busy machine), then fires its calls,
 * each in its own transaction that reads first and writes after (as an order submit does). It
 * prints how many calls succeeded, how many were refused as expected, and any other error.
 */
import { openDatabase } from '../../src/db/database';
import { transaction } from '../../src/db/transaction';
import { AppError } from '../../src/kernel/app-error';
import { inventoryApi } from '../../src/modules/inventory';
import { walletApi } from '../../src/modules/wallet';
import { systemActor } from '../../src/platform/actor';
import { systemClock } from '../../src/platform/clock';

export interface RaceTask {
  kind: 'lock' | 'hold';
  databaseUrl: string | null;
  dataDir: string;
  customerId: number;
  productId: number;
  warehouseId: number;
  /** Cents per hold, units per lock. */
  each: number;
  calls: number;
  /** Order ids used as references: firstReference, firstReference + 1, … */
  firstReference: number;
  /** Calls in flight at once (PostgreSQL runs them on separate connections). */
  concurrency: number;
}

export interface RaceResult {
  ok: number;
  refused: number;
  errors: string[];
  /** Epoch milliseconds of the first call's start and the last call's end: the two processes' spans must overlap. */
  began: number;
  ended: number;
}

async function main(task: RaceTask): Promise<RaceResult> {
  const db = openDatabase({ databaseUrl: task.databaseUrl, dataDir: task.dataDir, poolSize: task.concurrency });
  const core = { db, clock: systemClock };
  const inventory = inventoryApi(core);
  const wallet = walletApi(core);
  const scope = { customerId: task.customerId };
  const actor = systemActor(`race ${process.pid}`);
  const result: RaceResult = { ok: 0, refused: 0, errors: [], began: 0, ended: 0 };

  const call = (reference: number) =>
    transaction(db, async (tx) => {
      if (task.kind === 'lock') {
        await inventory.balancesIn(scope, task.warehouseId, [task.productId], tx);
        await inventory.lock(tx, scope, {
          reference: { type: 'order', id: reference },
          warehouseId: task.warehouseId,
          lines: [{ productId: task.productId, sku: 'RACE-1', quantity: task.each }],
          actor,
        });
      } else {
        await wallet.state(scope, tx);
        await wallet.hold(tx, scope, { reference: { type: 'order', id: reference }, amount: task.each, actor });
      }
    });

  // A first read opens the connection, so the start line is not spent connecting.
  await wallet.state(scope);
  process.stdout.write('ready\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  result.began = Date.now();
  let next = 0;
  const lane = async () => {
    while (next < task.calls) {
      const reference = task.firstReference + next;
      next += 1;
      try {
        await call(reference);
        result.ok += 1;
      } catch (error) {
        const expected = task.kind === 'lock' ? 'INSUFFICIENT_STOCK' : 'INSUFFICIENT_BALANCE';
        if (error instanceof AppError && error.code === expected) result.refused += 1;
        else result.errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: task.concurrency }, lane));
  result.ended = Date.now();
  await db.close();
  return result;
}

const task = JSON.parse(process.argv[2] ?? '{}') as RaceTask;
main(task).then(
  (result) => {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    process.stdin.destroy();
  },
  (error: unknown) => {
    process.stderr.write(String(error));
    process.exitCode = 1;
  },
);

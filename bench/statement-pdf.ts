/**
 * Monthly statement PDF (issue 23, target ≤ 2 s): a busy month of 2,000 transactions in four bill
 * types, rendered the way the server does it, in a heavy-work worker thread. Printed: the first file
 * in a new worker (a download nothing announced), the first file after the warm-up (what a merchant
 * waits when downloading from the statement page, whose summary read loads the worker), and the warm
 * median. The worker is the compiled one the server runs (`apps/server/dist`, built first by the
 * script): from source every module of the worker goes through tsx's loader, which tripled the cold
 * file's time and measured a start no server makes.
 *
 *   npm run bench:statement
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { WALLET_TRANSACTION_TYPES } from '@portal/contract';
import type { RenderStatementTask } from '../apps/server/src/modules/billing/statement/render-statement.worker';
import type { StatementDocument } from '../apps/server/src/modules/billing/statement/statement-document';
import { HeavyWorkPool } from '../apps/server/src/platform/heavy-work/heavy-work-pool';
import type { WorkerEntry } from '../apps/server/src/platform/heavy-work/worker-entry';

const COMPILED = fileURLToPath(
  new URL('../apps/server/dist/modules/billing/statement/render-statement.worker.js', import.meta.url),
);
if (!existsSync(COMPILED)) throw new Error(`${COMPILED} is missing: npm run build -w apps/server`);
const RENDER: WorkerEntry = { file: COMPILED, fromSource: false };
const ROUNDS = 5;
const SETTINGS = { threads: 1, queue: 10, timeoutMs: 60_000, memoryMb: 512, idleMs: 60_000 };

function busyMonth(lang: StatementDocument['lang']): StatementDocument {
  const groups = WALLET_TRANSACTION_TYPES.slice(1, 5).map((type, g) => ({
    type,
    subtotal: -61_500,
    lines: Array.from({ length: 500 }, (_, i) => ({
      id: 100_000 + g * 1000 + i,
      createdAt: new Date(Date.UTC(2026, 9, 1) + i * 3_600_000).toISOString(),
      reference: `SO2610${String(10_000 + i)} / 店铺订单-${i}`,
      remark: i % 3 ? `运费 深圳仓 ${i}` : `Fee for order ${i}`,
      amount: -123,
      balanceAfter: 1_000_000 - i * 123,
    })),
  }));
  return {
    month: '2026-10',
    customerId: 10001,
    opening: 1_000_000,
    closing: 754_000,
    groups,
    generatedAt: new Date().toISOString(),
    lang,
  };
}

/** CPU time of the whole process (every thread) since `from`: on a shared machine wall time is mostly waiting. */
function cpuMs(from: NodeJS.CpuUsage): string {
  const used = process.cpuUsage(from);
  return `CPU ${((used.user + used.system) / 1000).toFixed(0)} ms`;
}

async function main() {
  const doc = busyMonth('zh_CN');
  const statement: RenderStatementTask = { kind: 'statement', doc };
  const run = (pool: HeavyWorkPool) => pool.run<Uint8Array>(RENDER, statement, { owner: 1 });

  const cold = new HeavyWorkPool(SETTINGS);
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const pdf = await run(cold);
    console.log(
      `first statement in a new worker (no warm-up): ${(performance.now() - started).toFixed(0)} ms (${cpuMs(cpu)}), ${(pdf.byteLength / 1024).toFixed(0)} KB`,
    );
  } finally {
    await cold.close();
  }

  const pool = new HeavyWorkPool(SETTINGS);
  try {
    const warmStarted = performance.now();
    await pool.warm(RENDER, { kind: 'warm' } satisfies RenderStatementTask);
    console.log(
      `warm-up (start-up with HEAVY_WORK_WARM_UP=1, or a merchant reading a statement; nobody waits): ${(performance.now() - warmStarted).toFixed(0)} ms`,
    );
    const first = performance.now();
    const cpu = process.cpuUsage();
    await run(pool);
    console.log(
      `first statement after the warm-up (a download from the statement page): ${(performance.now() - first).toFixed(0)} ms (${cpuMs(cpu)})`,
    );
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const started = performance.now();
      await run(pool);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `statement PDF, ${doc.groups.reduce((n, g) => n + g.lines.length, 0)} transactions (zh_CN): ${(times[Math.floor(ROUNDS / 2)] ?? 0).toFixed(0)} ms (median of ${ROUNDS}; ${(times[0] ?? 0).toFixed(0)}–${(times.at(-1) ?? 0).toFixed(0)})`,
    );
  } finally {
    await pool.close();
  }
}

await main();

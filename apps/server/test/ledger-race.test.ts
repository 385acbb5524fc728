import { spawn } from 'node:child_process';
import path from 'node:path';
import { product, wallet } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockLedgerProblems, walletProblems } from './support/ledger-invariants';
import type { RaceResult, RaceTask } from './support/ledger-race-worker';
import { registerMerchant, sampleProduct } from './support/products';
import { ENGINE, TestApp } from './support/test-app';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const WORKER = path.join(import.meta.dirname, 'support/ledger-race-worker.ts');

/** A racer: a separate Node process (run through tsx) with its own connection to the test's database. */
interface Racer {
  ready: Promise<void>;
  go(): void;
  result: Promise<RaceResult>;
}

function racer(task: RaceTask): Racer {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER, JSON.stringify(task)], {
    cwd: SERVER_DIR,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let signalReady = () => {};
  const ready = new Promise<void>((resolve) => {
    signalReady = resolve;
  });
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith('ready\n')) signalReady();
  });
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const result = new Promise<RaceResult>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const lines = out.trim().split('\n');
      if (code === 0) resolve(JSON.parse(lines[lines.length - 1] ?? '') as RaceResult);
      else reject(new Error(`racer exited with ${code}: ${err.slice(0, 2000)}`));
    });
  });
  // A racer that dies before it is ready rejects `result`; let `ready` settle too so the test fails, not hangs.
  result.catch(() => signalReady());
  return { ready, go: () => child.stdin.write('go\n'), result };
}

/** Two processes that start firing together once both have loaded; answers both results. */
async function race(t: TestApp, task: Omit<RaceTask, 'databaseUrl' | 'dataDir' | 'firstReference'>) {
  const shared = { ...task, databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir };
  const racers = [racer({ ...shared, firstReference: 1 }), racer({ ...shared, firstReference: 100_001 })];
  await Promise.all(racers.map((r) => r.ready));
  for (const r of racers) r.go();
  return Promise.all(racers.map((r) => r.result));
}

describe(`two servers racing on one ${ENGINE} database`, () => {
  let t: TestApp;
  let merchant: { token: string; customerId: number };
  let productId: number;
  beforeAll(async () => {
    t = await TestApp.start({ env: { TRUST_PROXY: 'true' } });
    merchant = await registerMerchant(t);
    productId = (await t.call(product.addProduct, { token: merchant.token, body: sampleProduct({ sku: 'RACE-1' }) }))
      .content.id;
  });
  afterAll(() => t.close());

  it('lock 100 available units with 500 one-unit locks: exactly 100 are taken, the rest refused, none negative', async () => {
    const counted = await t.call(product.setStock, {
      ops: true,
      body: { customer_id: merchant.customerId, sku: 'RACE-1', warehouse_id: 1, total: 100 },
    });
    expect(counted.content).toMatchObject({ total: 100, frozen: 0, available: 100 });

    const results = await race(t, {
      kind: 'lock',
      customerId: merchant.customerId,
      productId,
      warehouseId: 1,
      each: 1,
      calls: 250,
      concurrency: 4,
    });
    const [a, b] = results as [RaceResult, RaceResult];
    expect([...a.errors, ...b.errors]).toEqual([]);
    // The processes really ran at the same time.
    expect(a.began < b.ended && b.began < a.ended).toBe(true);
    expect(a.ok + b.ok).toBe(100);
    expect(a.refused + b.refused).toBe(400);

    const balance = await t.db
      .selectFrom('stock_balances')
      .select(['on_hand', 'locked'])
      .where('product_id', '=', productId)
      .where('warehouse_id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(balance).toEqual({ on_hand: 100, locked: 100 });
    const locks = await t.db.selectFrom('stock_locks').select('quantity').where('product_id', '=', productId).execute();
    expect(locks).toHaveLength(100);
    expect(locks.every((l) => l.quantity === 1)).toBe(true);
    expect(await stockLedgerProblems(t, merchant.customerId)).toEqual([]);
  });

  it('holds past the balance and credit limit: only the holds that fit succeed', async () => {
    await t.call(wallet.adjustBalance, {
      ops: true,
      body: { customer_id: merchant.customerId, amount: 1000, remark: 'race funds' },
    });
    await t.call(wallet.setCreditLimit, { ops: true, body: { customer_id: merchant.customerId, credit_limit: 500 } });

    const results = await race(t, {
      kind: 'hold',
      customerId: merchant.customerId,
      productId,
      warehouseId: 1,
      each: 100,
      calls: 200,
      concurrency: 4,
    });
    const [a, b] = results as [RaceResult, RaceResult];
    expect([...a.errors, ...b.errors]).toEqual([]);
    expect(a.began < b.ended && b.began < a.ended).toBe(true);
    // 10.00 balance + 5.00 credit: fifteen holds of 1.00.
    expect(a.ok + b.ok).toBe(15);
    expect(a.refused + b.refused).toBe(385);
    const account = await t.call(wallet.getAccount, { ops: true, query: { customer_id: merchant.customerId } });
    expect(account.content).toEqual({
      customer_id: merchant.customerId,
      balance: 1000,
      credit_limit: 500,
      held: 1500,
      available: 0,
      currency: 'USD',
      low_balance_threshold: 0,
    });
    expect(await walletProblems(t, merchant.customerId)).toEqual([]);
  });
});

import type { Kysely } from 'kysely';
import type { AllTables } from './all-tables';

/** What the checks read through: a TestApp, or a database a test migrated itself. */
type HasDb = { db: Kysely<AllTables> };

const key = (productId: number, warehouseId: number) => `${productId}@${warehouseId}`;

/**
 * Everything wrong with a merchant's stock ledger, as readable lines (none when it is sound):
 * on hand = Σ on-hand deltas and locked = Σ locked deltas per SKU and warehouse, nothing negative,
 * available ≥ 0, the last movement's balances are the balance, locked = Σ what references hold,
 * what each reference holds = Σ the locked deltas of its movements, and on hand = Σ what the SKU's
 * age layers have left (none negative or above what arrived).
 */
export async function stockLedgerProblems(t: HasDb, customerId: number): Promise<string[]> {
  const problems: string[] = [];
  const balances = await t.db.selectFrom('stock_balances').selectAll().where('customer_id', '=', customerId).execute();
  const movements = await t.db
    .selectFrom('stock_movements')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  const locks = await t.db.selectFrom('stock_locks').selectAll().where('customer_id', '=', customerId).execute();
  problems.push(...(await ageLayerProblems(t, customerId)));

  const sums = new Map<string, { onHand: number; locked: number; last: (typeof movements)[number] }>();
  for (const m of movements) {
    const k = key(m.product_id, m.warehouse_id);
    const sum = sums.get(k) ?? { onHand: 0, locked: 0, last: m };
    sums.set(k, { onHand: sum.onHand + Number(m.on_hand_delta), locked: sum.locked + Number(m.locked_delta), last: m });
    if (m.on_hand_after < 0 || m.locked_after < 0 || m.on_hand_after < m.locked_after) {
      problems.push(`movement ${m.id} left ${m.on_hand_after} on hand, ${m.locked_after} locked`);
    }
  }
  const lockedByKey = new Map<string, number>();
  for (const l of locks) {
    const k = key(l.product_id, l.warehouse_id);
    lockedByKey.set(k, (lockedByKey.get(k) ?? 0) + Number(l.quantity));
  }
  const seen = new Set<string>();
  for (const b of balances) {
    const k = key(b.product_id, b.warehouse_id);
    seen.add(k);
    const sum = sums.get(k) ?? { onHand: 0, locked: 0, last: undefined };
    if (b.locked < 0 || b.on_hand < b.locked) problems.push(`${k}: ${b.on_hand} on hand, ${b.locked} locked`);
    if (sum.onHand !== b.on_hand) problems.push(`${k}: on hand ${b.on_hand}, movements add up to ${sum.onHand}`);
    if (sum.locked !== b.locked) problems.push(`${k}: locked ${b.locked}, movements add up to ${sum.locked}`);
    if ((lockedByKey.get(k) ?? 0) !== b.locked) {
      problems.push(`${k}: locked ${b.locked}, references hold ${lockedByKey.get(k) ?? 0}`);
    }
    if (sum.last && (sum.last.on_hand_after !== b.on_hand || sum.last.locked_after !== b.locked)) {
      problems.push(`${k}: the last movement left ${sum.last.on_hand_after}/${sum.last.locked_after}`);
    }
  }
  for (const [k, sum] of sums) {
    if (!seen.has(k) && (sum.onHand !== 0 || sum.locked !== 0)) {
      problems.push(`${k}: no balance row, movements add up to ${sum.onHand}/${sum.locked}`);
    }
  }
  const byReference = new Map<string, number>();
  for (const m of movements) {
    if (m.reference_type === null) continue;
    const k = `${m.reference_type}:${m.reference_id}@${key(m.product_id, m.warehouse_id)}`;
    byReference.set(k, (byReference.get(k) ?? 0) + Number(m.locked_delta));
  }
  for (const l of locks) {
    const k = `${l.reference_type}:${l.reference_id}@${key(l.product_id, l.warehouse_id)}`;
    if ((byReference.get(k) ?? 0) !== Number(l.quantity)) {
      problems.push(`${k} holds ${l.quantity}, its movements lock ${byReference.get(k) ?? 0}`);
    }
    byReference.delete(k);
  }
  for (const [k, locked] of byReference)
    if (locked !== 0) problems.push(`${k}: movements lock ${locked}, nothing held`);
  return problems;
}

/** Σ remaining of the age layers = on hand, for every SKU and warehouse of the merchant. */
export async function ageLayerProblems(t: HasDb, customerId: number): Promise<string[]> {
  const problems: string[] = [];
  const balances = await t.db.selectFrom('stock_balances').selectAll().where('customer_id', '=', customerId).execute();
  const layers = await t.db.selectFrom('stock_layers').selectAll().where('customer_id', '=', customerId).execute();
  const left = new Map<string, number>();
  for (const l of layers) {
    const k = key(l.product_id, l.warehouse_id);
    left.set(k, (left.get(k) ?? 0) + Number(l.remaining));
    if (l.remaining < 0 || l.remaining > l.quantity)
      problems.push(`layer ${l.id}: ${l.remaining} left of ${l.quantity}`);
  }
  for (const b of balances) {
    const k = key(b.product_id, b.warehouse_id);
    if ((left.get(k) ?? 0) !== Number(b.on_hand)) {
      problems.push(`${k}: on hand ${b.on_hand}, age layers hold ${left.get(k) ?? 0}`);
    }
    left.delete(k);
  }
  for (const [k, units] of left) if (units !== 0) problems.push(`${k}: no balance row, age layers hold ${units}`);
  // stock_ages: one row per SKU and warehouse with open layers, naming its oldest open layer's time.
  const oldest = new Map<string, string>();
  for (const l of layers) {
    const k = key(l.product_id, l.warehouse_id);
    const seen = oldest.get(k);
    if (l.remaining > 0 && (seen === undefined || l.received_at < seen)) oldest.set(k, l.received_at);
  }
  const ages = await t.db.selectFrom('stock_ages').selectAll().where('customer_id', '=', customerId).execute();
  for (const a of ages) {
    const k = key(a.product_id, a.warehouse_id);
    if (oldest.get(k) !== a.oldest_received_at) {
      problems.push(`${k}: stock_ages says ${a.oldest_received_at}, the oldest open layer ${oldest.get(k)}`);
    }
    oldest.delete(k);
  }
  for (const [k, at] of oldest) problems.push(`${k}: open layers since ${at}, no stock_ages row`);
  return problems;
}

/**
 * Everything wrong with a merchant's wallet: balance = Σ transaction amounts, the last transaction's
 * balance is the balance, held = Σ holds still held, nothing held below zero, and a fee's lines add
 * up to its amount.
 */
export async function walletProblems(t: HasDb, customerId: number): Promise<string[]> {
  const problems: string[] = [];
  const account = await t.db
    .selectFrom('wallet_accounts')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const transactions = await t.db
    .selectFrom('wallet_transactions')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  const holds = await t.db.selectFrom('wallet_holds').selectAll().where('customer_id', '=', customerId).execute();
  const items = await t.db
    .selectFrom('wallet_transaction_items')
    .selectAll()
    .where('customer_id', '=', customerId)
    .execute();
  const balance = Number(account?.balance ?? 0);
  const held = Number(account?.held ?? 0);
  const sum = transactions.reduce((total, row) => total + Number(row.amount), 0);
  if (sum !== balance) problems.push(`balance ${balance}, transactions add up to ${sum}`);
  const last = transactions.at(-1);
  if (last && Number(last.balance_after) !== balance) problems.push(`last transaction left ${last.balance_after}`);
  let running = 0;
  for (const row of transactions) {
    running += Number(row.amount);
    if (Number(row.balance_after) !== running)
      problems.push(`transaction ${row.id} says ${row.balance_after}, not ${running}`);
  }
  const open = holds.filter((h) => h.status === 'held').reduce((total, h) => total + Number(h.amount), 0);
  if (open !== held) problems.push(`held ${held}, open holds add up to ${open}`);
  if (held < 0) problems.push(`held ${held}`);
  for (const row of transactions.filter((r) => r.type === 'fulfilment_fee')) {
    const lines = items.filter((i) => i.transaction_id === row.id).reduce((total, i) => total + Number(i.amount), 0);
    if (lines !== -Number(row.amount)) problems.push(`fee ${row.id} of ${-row.amount} has lines adding up to ${lines}`);
  }
  return problems;
}

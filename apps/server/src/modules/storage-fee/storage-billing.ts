import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import { systemActor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { OpenLayer, OpenLayerReads } from '../inventory';
import type { ProductApi } from '../product';
import type { ProductReferenceApi } from '../product-reference';
import type { WalletApi } from '../wallet';
import type { ChargeRepository, NewCharge, NewChargeLine } from './charge-repository';
import { addDays, LocalDayCache, localDay, localHour, startOfLocalDay } from './local-days';
import type { RateCardRepository } from './rate-card-repository';
import { type PricedDay, priceDay } from './storage-pricing';

export interface StorageBillingDeps {
  db: Db;
  clock: Clock;
  charges: ChargeRepository;
  rateCards: RateCardRepository;
  layers: OpenLayerReads;
  products: ProductApi;
  references: ProductReferenceApi;
  wallet: WalletApi;
}

export interface WarehouseClock {
  id: number;
  timeZone: string;
}

export interface RunCounts {
  /** Charges this run wrote. */
  charges: number;
  /** Of those, debited from a wallet (net > 0). */
  debited: number;
  /** Merchants already charged for the day (an earlier run or another instance). */
  skipped: number;
}

/** The local hour from which a warehouse's previous day is charged: early morning, after the day's last moves are in. */
export const CHARGE_FROM_LOCAL_HOUR = 2;
/** Merchants per transaction: big enough to keep commits few, small enough to keep the write lock short. */
const MERCHANTS_PER_BATCH = 500;
const ACTOR = systemActor('storageFee.chargeDaily');

/**
 * The daily storage charge. For one warehouse and local day, every merchant holding stock there gets
 * one `storage_charges` row (volumes, receivable, discount, net) with a line per SKU layer past its
 * free days, and its wallet is debited the net once (`storage_fee`, reference `storage_charge`).
 * Merchants are taken in batches by id; each batch is one transaction that first inserts the batch's
 * charge rows, skipping any merchant × warehouse × day that exists (the unique key): only the rows it
 * inserted get lines and a debit, so a re-run, or a second instance racing this one, charges nobody twice.
 * Units are those on hand when the job runs (the early morning after the day).
 */
export class StorageBilling {
  constructor(private readonly deps: StorageBillingDeps) {}

  /** The scheduled run: each warehouse whose local clock is past 02:00 is charged for its previous local day. */
  async runDue(now: Date, signal?: AbortSignal): Promise<RunCounts & { warehouses: number }> {
    const totals = { warehouses: 0, charges: 0, debited: 0, skipped: 0 };
    for (const warehouse of await this.deps.references.warehouseClocks()) {
      if (signal?.aborted) break;
      if (localHour(now.getTime(), warehouse.timeZone) < CHARGE_FROM_LOCAL_HOUR) continue;
      const day = addDays(localDay(now.getTime(), warehouse.timeZone), -1);
      add(totals, await this.chargeDay(warehouse, day, signal));
      totals.warehouses += 1;
    }
    return totals;
  }

  /** Staff run for one local day: every warehouse where it is over, or the one named (refused while its day runs). */
  async runDay(day: string, warehouseId?: number): Promise<RunCounts & { warehouses: number }> {
    const clocks = await this.deps.references.warehouseClocks();
    const chosen = warehouseId === undefined ? clocks : clocks.filter((w) => w.id === warehouseId);
    if (warehouseId !== undefined && chosen.length === 0) throw new AppError('STORAGE_WAREHOUSE_NOT_FOUND');
    const now = this.deps.clock.now().getTime();
    const over = chosen.filter((w) => startOfLocalDay(addDays(day, 1), w.timeZone) <= now);
    if (over.length === 0) throw new AppError('STORAGE_DAY_NOT_OVER', { params: { day } });
    const totals = { warehouses: 0, charges: 0, debited: 0, skipped: 0 };
    for (const warehouse of over) {
      add(totals, await this.chargeDay(warehouse, day));
      totals.warehouses += 1;
    }
    return totals;
  }

  /** Charges one warehouse's local day to every merchant holding stock there that is not charged for it yet. */
  async chargeDay(warehouse: WarehouseClock, day: string, signal?: AbortSignal): Promise<RunCounts> {
    const dayEnd = new Date(startOfLocalDay(addDays(day, 1), warehouse.timeZone)).toISOString();
    const tiers = await this.deps.rateCards.tiers(warehouse.id);
    const arrivals = new LocalDayCache(warehouse.timeZone);
    const counts: RunCounts = { charges: 0, debited: 0, skipped: 0 };
    let after = 0;
    while (!signal?.aborted) {
      const batch = await this.deps.layers.customersHolding(warehouse.id, dayEnd, after, MERCHANTS_PER_BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1] as number;
      const done = await this.deps.charges.chargedOn(warehouse.id, day, batch);
      counts.skipped += done.size;
      const todo = batch.filter((customerId) => !done.has(customerId));
      if (todo.length === 0) continue;
      const layers = await this.deps.layers.inWarehouse(warehouse.id, todo, dayEnd);
      const [volumes, discounts] = await Promise.all([
        this.deps.products.unitVolumes(layers.map((layer) => layer.productId)),
        this.deps.rateCards.discountsOf(todo),
      ]);
      const priced = byCustomer(layers).map(([customerId, own]) =>
        priceDay(customerId, own, day, { tiers, volumes, arrivals, discountBp: discounts.get(customerId) ?? 0 }),
      );
      const written = await this.write(warehouse.id, day, priced);
      counts.charges += written.charges;
      counts.debited += written.debited;
      counts.skipped += priced.length - written.charges;
    }
    return counts;
  }

  private write(warehouseId: number, day: string, priced: PricedDay[]) {
    const at = this.deps.clock.now().toISOString();
    return transaction(this.deps.db, async (tx) => {
      const claimed = await this.deps.charges.claim(
        tx,
        priced.map((p) => chargeRow(warehouseId, day, p, at)),
      );
      const lines: NewChargeLine[] = [];
      const mine = priced.filter((p) => claimed.has(p.customerId));
      for (const p of mine) lines.push(...lineRows(claimed.get(p.customerId) as number, p));
      await this.deps.charges.addLines(tx, lines);
      let debited = 0;
      for (const p of mine) {
        const chargeId = claimed.get(p.customerId) as number;
        if (p.net === 0) {
          await this.deps.charges.settle(tx, chargeId, null);
          continue;
        }
        const entry = await this.deps.wallet.debit(
          tx,
          { customerId: p.customerId },
          {
            amount: p.net,
            type: 'storage_fee',
            reference: { type: 'storage_charge', id: chargeId },
            actor: ACTOR,
            remark: `Storage fee ${day}`,
          },
        );
        await this.deps.charges.settle(tx, chargeId, entry.id);
        debited += 1;
      }
      return { charges: mine.length, debited };
    });
  }
}

function add(totals: RunCounts, counts: RunCounts): void {
  totals.charges += counts.charges;
  totals.debited += counts.debited;
  totals.skipped += counts.skipped;
}

/** Layers grouped by merchant (they come ordered by merchant). */
function byCustomer(layers: OpenLayer[]): Array<[number, OpenLayer[]]> {
  const groups = new Map<number, OpenLayer[]>();
  for (const layer of layers) {
    const own = groups.get(layer.customerId);
    if (own) own.push(layer);
    else groups.set(layer.customerId, [layer]);
  }
  return [...groups];
}

function chargeRow(warehouseId: number, day: string, p: PricedDay, at: string): NewCharge {
  return {
    customer_id: p.customerId,
    warehouse_id: warehouseId,
    charge_date: day,
    stored_volume_m3: p.storedVolumeM3,
    charged_volume_m3: p.chargedVolumeM3,
    currency: 'USD',
    receivable: p.receivable,
    discount_bp: p.discountBp,
    discount: p.discount,
    net: p.net,
    created_at: at,
  };
}

function lineRows(chargeId: number, p: PricedDay): NewChargeLine[] {
  return p.lines.map((line) => ({
    customer_id: p.customerId,
    charge_id: chargeId,
    product_id: line.layer.productId,
    layer_id: line.layer.id,
    received_at: line.layer.receivedAt,
    age_days: line.ageDays,
    tier_from_day: line.tier.fromDay,
    units: line.layer.remaining,
    unit_volume_m3: line.unitVolumeM3,
    daily_rate_micro: line.tier.dailyRateMicro,
    amount_micro: line.amountMicro,
  }));
}

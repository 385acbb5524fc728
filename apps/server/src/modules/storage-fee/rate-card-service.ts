import { STORAGE_FREE_DAYS, type StorageRateCard } from '@portal/contract';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';
import type { Clock } from '../../platform/clock';
import type { ProductReferenceApi } from '../product-reference';
import type { RateCardRepository, RateTier } from './rate-card-repository';

export interface RateCardServiceDeps {
  db: Db;
  clock: Clock;
  rateCards: RateCardRepository;
  references: ProductReferenceApi;
  customers: Pick<CustomerRepository, 'find'>;
}

/** Staff settings of storage billing: a warehouse's rate card, a merchant's discount. */
export class RateCardService {
  constructor(private readonly deps: RateCardServiceDeps) {}

  private async zoneOf(warehouseId: number): Promise<string> {
    const found = (await this.deps.references.warehouseClocks()).find((w) => w.id === warehouseId);
    if (!found) throw new AppError('STORAGE_WAREHOUSE_NOT_FOUND');
    return found.timeZone;
  }

  async card(warehouseId: number): Promise<StorageRateCard> {
    const timeZone = await this.zoneOf(warehouseId);
    return cardView(warehouseId, timeZone, await this.deps.rateCards.tiers(warehouseId));
  }

  async setCard(
    warehouseId: number,
    tiers: Array<{ from_day: number; daily_rate_micro: number }>,
  ): Promise<StorageRateCard> {
    const timeZone = await this.zoneOf(warehouseId);
    if (new Set(tiers.map((tier) => tier.from_day)).size !== tiers.length) throw new AppError('STORAGE_TIERS_REPEATED');
    const ordered = tiers
      .map((tier) => ({ fromDay: tier.from_day, dailyRateMicro: tier.daily_rate_micro }))
      .sort((a, b) => a.fromDay - b.fromDay);
    const at = this.deps.clock.now().toISOString();
    await transaction(this.deps.db, (tx) => this.deps.rateCards.replaceTiers(tx, warehouseId, ordered, at));
    return cardView(warehouseId, timeZone, ordered);
  }

  async setDiscount(customerId: number, discountBp: number) {
    if (!(await this.deps.customers.find(customerId))) throw new AppError('STORAGE_CUSTOMER_NOT_FOUND');
    const at = this.deps.clock.now().toISOString();
    await transaction(this.deps.db, (tx) => this.deps.rateCards.setDiscount(tx, customerId, discountBp, at));
    return { customer_id: customerId, discount_bp: discountBp };
  }
}

function cardView(warehouseId: number, timeZone: string, tiers: RateTier[]): StorageRateCard {
  return {
    warehouse_id: warehouseId,
    time_zone: timeZone,
    free_days: STORAGE_FREE_DAYS,
    tiers: tiers.map((tier, i) => ({
      from_day: tier.fromDay,
      to_day: tiers[i + 1] ? (tiers[i + 1] as RateTier).fromDay - 1 : null,
      daily_rate_micro: tier.dailyRateMicro,
    })),
  };
}

import type {
  QuoteCurrency,
  RateZone,
  Surcharge,
  TaxKind,
  TaxRate,
  WarehouseFee,
  WarehouseFeeCode,
} from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import { type Tx, transaction } from '../../db/transaction';
import type { MethodInput } from './quote/rate-data';
import type { ShippingTables } from './shipping-tables';
import { assembleMethods, type StoredMethod } from './stored-methods';

export type MethodFields = Omit<MethodInput, 'id' | 'zones' | 'surcharges' | 'enabled'>;
export type SurchargeFields = Omit<Surcharge, 'id'>;

export interface StoredRates {
  fees: (WarehouseFee & { updated_at: string })[];
  tax_rates: (TaxRate & { updated_at: string })[];
  currency_rates: { currency: QuoteCurrency; usd_per_unit_micros: number; updated_at: string }[];
}

/**
 * The provider's rate data (no customer scope: every merchant is quoted from the same rows). Every
 * write runs in one transaction with the bump of `shipping_rate_version`, so an instance that reads
 * the new version also reads the data it stands for.
 */
export class ShippingRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<ShippingTables>(this.db, tx);
  }

  async version(): Promise<number> {
    const row = await this.kysely()
      .selectFrom('shipping_rate_version')
      .select('version')
      .where('id', '=', 1)
      .executeTakeFirst();
    return Number(row?.version ?? 0);
  }

  /** Methods (all, those of a warehouse, or one by code) with their zones, cards and surcharges. */
  async methods(filter: { warehouseId?: number; code?: string } = {}): Promise<StoredMethod[]> {
    let query = this.kysely().selectFrom('shipping_methods').selectAll();
    if (filter.warehouseId !== undefined) query = query.where('warehouse_id', '=', filter.warehouseId);
    if (filter.code !== undefined) query = query.where('code', '=', filter.code);
    const rows = await query.orderBy('sort').orderBy('code').execute();
    if (rows.length === 0) return [];
    const whole = filter.warehouseId === undefined && filter.code === undefined;
    const ids = rows.map((row) => row.id);
    const db = this.kysely();
    const [zoneRows, cardRows, breakRows, surchargeRows] = await Promise.all([
      db
        .selectFrom('shipping_zones')
        .selectAll()
        .$if(!whole, (q) => q.where('method_id', 'in', ids))
        .execute(),
      db
        .selectFrom('shipping_rate_cards')
        .selectAll()
        .$if(!whole, (q) => q.where('method_id', 'in', ids))
        .orderBy('sort')
        .execute(),
      db
        .selectFrom('shipping_rate_breaks')
        .selectAll()
        .$if(!whole, (q) => q.where('method_id', 'in', ids))
        .orderBy('up_to_g')
        .execute(),
      db
        .selectFrom('shipping_surcharges')
        .selectAll()
        .$if(!whole, (q) => q.where('method_id', 'in', ids))
        .orderBy('id')
        .execute(),
    ]);
    const surchargeIds = surchargeRows.map((row) => row.id);
    const areaRows =
      surchargeIds.length === 0
        ? []
        : await db
            .selectFrom('shipping_surcharge_areas')
            .selectAll()
            .$if(!whole, (q) => q.where('surcharge_id', 'in', surchargeIds))
            .execute();

    return assembleMethods({
      methods: rows,
      zones: zoneRows,
      cards: cardRows,
      breaks: breakRows,
      surcharges: surchargeRows,
      surchargeAreas: areaRows,
    });
  }

  async rates(): Promise<StoredRates> {
    const db = this.kysely();
    const [fees, taxRates, currencyRates] = await Promise.all([
      db.selectFrom('shipping_fees').selectAll().orderBy('warehouse_id').orderBy('code').execute(),
      db.selectFrom('shipping_tax_rates').selectAll().orderBy('tax').orderBy('country').orderBy('region').execute(),
      db.selectFrom('shipping_currency_rates').selectAll().orderBy('currency').execute(),
    ]);
    return {
      fees: fees.map((fee) => ({ ...fee, code: fee.code as WarehouseFeeCode })),
      tax_rates: taxRates.map((rate) => ({ ...rate, tax: rate.tax as TaxKind })),
      currency_rates: currencyRates.map((rate) => ({
        currency: rate.currency as QuoteCurrency,
        usd_per_unit_micros: Number(rate.usd_per_unit_micros),
        updated_at: rate.updated_at,
      })),
    };
  }

  /** Whether any zone of the method has a rate card (an enabled method must be able to quote). */
  async hasRateCard(methodId: number): Promise<boolean> {
    const row = await this.kysely()
      .selectFrom('shipping_rate_cards')
      .select('method_id')
      .where('method_id', '=', methodId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async methodRef(code: string): Promise<{ id: number; warehouse_id: number } | undefined> {
    return this.kysely()
      .selectFrom('shipping_methods')
      .select(['id', 'warehouse_id'])
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async surchargeOf(methodId: number, id: number): Promise<boolean> {
    const row = await this.kysely()
      .selectFrom('shipping_surcharges')
      .select('id')
      .where('id', '=', id)
      .where('method_id', '=', methodId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Runs `work` and bumps the version in one transaction. */
  private write<R>(at: string, work: (tx: Tx) => Promise<R>): Promise<R> {
    return transaction(this.db, async (tx) => {
      const result = await work(tx);
      await this.kysely(tx)
        .updateTable('shipping_rate_version')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: at }))
        .where('id', '=', 1)
        .execute();
      return result;
    });
  }

  /** Creates the method (disabled) or changes the one with its code; answers its id. */
  saveMethod(fields: MethodFields, at: string): Promise<number> {
    const values = { ...fields, service_options: fields.service_options.join(','), updated_at: at };
    return this.write(at, async (tx) => {
      const row = await this.kysely(tx)
        .insertInto('shipping_methods')
        .values({ ...values, enabled: 0 })
        .onConflict((oc) => oc.column('code').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  }

  replaceRateCard(methodId: number, zones: RateZone[], at: string): Promise<void> {
    return this.write(at, async (tx) => {
      const db = this.kysely(tx);
      await db.deleteFrom('shipping_zones').where('method_id', '=', methodId).execute();
      await db.deleteFrom('shipping_rate_breaks').where('method_id', '=', methodId).execute();
      await db.deleteFrom('shipping_rate_cards').where('method_id', '=', methodId).execute();
      await insertChunked(
        zones.map((zone, sort) => ({
          method_id: methodId,
          zone: zone.zone,
          sort,
          extra_step_g: zone.extra_step_g,
          extra_step_price: zone.extra_step_price,
        })),
        (rows) => db.insertInto('shipping_rate_cards').values(rows).execute(),
      );
      await insertChunked(
        zones.flatMap((zone) => zone.areas.map((area) => ({ method_id: methodId, zone: zone.zone, ...area }))),
        (rows) => db.insertInto('shipping_zones').values(rows).execute(),
      );
      await insertChunked(
        zones.flatMap((zone) => zone.breaks.map((entry) => ({ method_id: methodId, zone: zone.zone, ...entry }))),
        (rows) => db.insertInto('shipping_rate_breaks').values(rows).execute(),
      );
      await db.updateTable('shipping_methods').set({ updated_at: at }).where('id', '=', methodId).execute();
    });
  }

  /** Adds the surcharge (no id) or replaces the one with this id; answers its id. */
  saveSurcharge(methodId: number, id: number | undefined, surcharge: SurchargeFields, at: string): Promise<number> {
    const { areas, ...fields } = surcharge;
    return this.write(at, async (tx) => {
      const db = this.kysely(tx);
      let saved = id;
      if (saved === undefined) {
        const row = await db
          .insertInto('shipping_surcharges')
          .values({ ...fields, method_id: methodId, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        saved = row.id;
      } else {
        await db
          .updateTable('shipping_surcharges')
          .set({ ...fields, updated_at: at })
          .where('id', '=', saved)
          .where('method_id', '=', methodId)
          .execute();
        await db.deleteFrom('shipping_surcharge_areas').where('surcharge_id', '=', saved).execute();
      }
      const surchargeId = saved;
      await insertChunked(
        areas.map((area) => ({ surcharge_id: surchargeId, ...area })),
        (rows) => db.insertInto('shipping_surcharge_areas').values(rows).execute(),
      );
      await db.updateTable('shipping_methods').set({ updated_at: at }).where('id', '=', methodId).execute();
      return surchargeId;
    });
  }

  deleteSurcharge(methodId: number, id: number, at: string): Promise<void> {
    return this.write(at, async (tx) => {
      const db = this.kysely(tx);
      await db.deleteFrom('shipping_surcharge_areas').where('surcharge_id', '=', id).execute();
      await db.deleteFrom('shipping_surcharges').where('id', '=', id).where('method_id', '=', methodId).execute();
      await db.updateTable('shipping_methods').set({ updated_at: at }).where('id', '=', methodId).execute();
    });
  }

  setEnabled(methodId: number, enabled: 0 | 1, at: string): Promise<void> {
    return this.write(at, async (tx) => {
      await this.kysely(tx)
        .updateTable('shipping_methods')
        .set({ enabled, updated_at: at })
        .where('id', '=', methodId)
        .execute();
    });
  }

  saveFee(fee: WarehouseFee, at: string): Promise<void> {
    const { warehouse_id, code, ...amounts } = fee;
    return this.write(at, async (tx) => {
      await this.kysely(tx)
        .insertInto('shipping_fees')
        .values({ ...fee, updated_at: at })
        .onConflict((oc) => oc.columns(['warehouse_id', 'code']).doUpdateSet({ ...amounts, updated_at: at }))
        .execute();
    });
  }

  saveTaxRate(rate: TaxRate, at: string): Promise<void> {
    return this.write(at, async (tx) => {
      await this.kysely(tx)
        .insertInto('shipping_tax_rates')
        .values({ ...rate, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['tax', 'country', 'region']).doUpdateSet({ rate_bp: rate.rate_bp, updated_at: at }),
        )
        .execute();
    });
  }

  saveCurrencyRate(currency: QuoteCurrency, usdPerUnitMicros: number, at: string): Promise<void> {
    return this.write(at, async (tx) => {
      await this.kysely(tx)
        .insertInto('shipping_currency_rates')
        .values({ currency, usd_per_unit_micros: usdPerUnitMicros, updated_at: at })
        .onConflict((oc) =>
          oc.column('currency').doUpdateSet({ usd_per_unit_micros: usdPerUnitMicros, updated_at: at }),
        )
        .execute();
    });
  }
}

/** Rows per insert: far below either engine's limit on bound parameters. */
const CHUNK = 300;

async function insertChunked<R>(rows: R[], insert: (rows: R[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

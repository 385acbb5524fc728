import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { SkuCatalogueSubquery } from '../../platform/sku-catalogue';
import type { StorageChargeLinesTable, StorageChargesTable, StorageFeeTables } from './storage-fee-tables';

export type ChargeRow = Selectable<StorageChargesTable>;
export type NewCharge = Omit<Insertable<StorageChargesTable>, 'id' | 'wallet_transaction_id' | 'settled'>;
export type NewChargeLine = Omit<Insertable<StorageChargeLinesTable>, 'id'>;

/** A line with its SKU's code and names from the catalogue. */
export type ChargeLineRow = Selectable<StorageChargeLinesTable> & { sku: string; name_en: string; name_cn: string };

export interface ChargeQuery {
  dateFrom?: string;
  dateTo?: string;
  warehouseId?: number;
  settled?: 0 | 1;
}

/** Per warehouse and month (`YYYY-MM`): m³·days stored and charged, and the money (the statistics slice reads it). */
export interface MonthlyStorageRow {
  month: string;
  warehouseId: number;
  storedVolumeM3Days: number;
  chargedVolumeM3Days: number;
  receivable: number;
  discount: number;
  net: number;
}

// Rows per insert: 14 columns × 400 stays well under SQLite's and PostgreSQL's bound-parameter limits.
const CHARGE_CHUNK = 400;
const LINE_CHUNK = 1_000;

/** `storage_charges` and their lines: the one place they are queried, per customer for the merchant's reads. */
export class ChargeRepository {
  constructor(private readonly db: Db) {}

  private kysely(tx?: Tx) {
    return queryBuilder<StorageFeeTables>(this.db, tx);
  }

  /**
   * Inserts the day's charges; a merchant × warehouse × day already charged (the unique key) is skipped.
   * Answers the rows this call inserted (customer id → charge id): only those are the caller's to finish.
   */
  async claim(tx: Tx, charges: NewCharge[]): Promise<Map<number, number>> {
    const claimed = new Map<number, number>();
    for (let start = 0; start < charges.length; start += CHARGE_CHUNK) {
      const rows = await this.kysely(tx)
        .insertInto('storage_charges')
        .values(charges.slice(start, start + CHARGE_CHUNK).map((charge) => ({ ...charge, settled: 0 as const })))
        .onConflict((oc) => oc.columns(['customer_id', 'warehouse_id', 'charge_date']).doNothing())
        .returning(['id', 'customer_id'])
        .execute();
      for (const row of rows) claimed.set(Number(row.customer_id), Number(row.id));
    }
    return claimed;
  }

  async addLines(tx: Tx, lines: NewChargeLine[]): Promise<void> {
    for (let start = 0; start < lines.length; start += LINE_CHUNK) {
      await this.kysely(tx)
        .insertInto('storage_charge_lines')
        .values(lines.slice(start, start + LINE_CHUNK))
        .execute();
    }
  }

  /** Marks a charge paid by this wallet transaction (null: nothing to debit). */
  async settle(tx: Tx, chargeId: number, walletTransactionId: number | null): Promise<void> {
    await this.kysely(tx)
      .updateTable('storage_charges')
      .set({ settled: 1, wallet_transaction_id: walletTransactionId })
      .where('id', '=', chargeId)
      .execute();
  }

  /** Which of these merchants already have the day's charge for the warehouse. */
  async chargedOn(warehouseId: number, chargeDate: string, customerIds: number[], tx?: Tx): Promise<Set<number>> {
    if (customerIds.length === 0) return new Set();
    const rows = await this.kysely(tx)
      .selectFrom('storage_charges')
      .select('customer_id')
      .where('warehouse_id', '=', warehouseId)
      .where('charge_date', '=', chargeDate)
      .where('customer_id', 'in', customerIds)
      .execute();
    return new Set(rows.map((row) => Number(row.customer_id)));
  }

  private filtered(scope: TenantScope, query: ChargeQuery, tx?: Tx) {
    let q = this.kysely(tx).selectFrom('storage_charges').where('customer_id', '=', scope.customerId);
    if (query.dateFrom) q = q.where('charge_date', '>=', query.dateFrom);
    if (query.dateTo) q = q.where('charge_date', '<=', query.dateTo);
    if (query.warehouseId !== undefined) q = q.where('warehouse_id', '=', query.warehouseId);
    if (query.settled !== undefined) q = q.where('settled', '=', query.settled);
    return q;
  }

  /** A page of the merchant's charges, newest day first, and how many match. */
  async page(scope: TenantScope, query: ChargeQuery, offset: number, limit: number) {
    const [rows, counted] = await Promise.all([
      this.filtered(scope, query)
        .selectAll()
        .orderBy('charge_date', 'desc')
        .orderBy('id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      this.filtered(scope, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst(),
    ]);
    return { rows: rows.map(normalize), total: Number(counted?.n ?? 0) };
  }

  async find(scope: TenantScope, id: number, tx?: Tx): Promise<ChargeRow | undefined> {
    const row = await this.kysely(tx)
      .selectFrom('storage_charges')
      .selectAll()
      .where('customer_id', '=', scope.customerId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && normalize(row);
  }

  /** A charge's lines with their SKUs, by SKU then oldest layer. */
  async lines(scope: TenantScope, catalogue: SkuCatalogueSubquery, chargeId: number): Promise<ChargeLineRow[]> {
    const rows = await this.kysely()
      .selectFrom('storage_charge_lines')
      .innerJoin(catalogue, 'sku_catalogue.id', 'storage_charge_lines.product_id')
      .selectAll('storage_charge_lines')
      .select(['sku_catalogue.sku', 'sku_catalogue.name_en', 'sku_catalogue.name_cn'])
      .where('storage_charge_lines.customer_id', '=', scope.customerId)
      .where('storage_charge_lines.charge_id', '=', chargeId)
      .orderBy('sku_catalogue.sku_key')
      .orderBy('storage_charge_lines.received_at')
      .orderBy('storage_charge_lines.id')
      .execute();
    return rows.map((row) => ({
      ...row,
      age_days: Number(row.age_days),
      tier_from_day: Number(row.tier_from_day),
      units: Number(row.units),
      unit_volume_m3: Number(row.unit_volume_m3),
      daily_rate_micro: Number(row.daily_rate_micro),
      amount_micro: Number(row.amount_micro),
    }));
  }

  /** Codes and names of the merchant's SKUs by id (the forecast's rows). */
  async skuNames(catalogue: SkuCatalogueSubquery, productIds: number[]) {
    if (productIds.length === 0) return [];
    return this.kysely()
      .selectFrom(catalogue)
      .select(['sku_catalogue.id', 'sku_catalogue.sku', 'sku_catalogue.name_en', 'sku_catalogue.name_cn'])
      .where('sku_catalogue.id', 'in', productIds)
      .execute();
  }

  /** Per month and warehouse over local days `from`…`to` (inclusive, `YYYY-MM-DD`). */
  async monthlyByWarehouse(scope: TenantScope, from: string, to: string): Promise<MonthlyStorageRow[]> {
    const rows = await this.filtered(scope, { dateFrom: from, dateTo: to })
      .select((eb) => [
        eb.fn<string>('substr', ['charge_date', eb.val(1), eb.val(7)]).as('month'),
        'warehouse_id',
        eb.fn.sum<number>('stored_volume_m3').as('stored'),
        eb.fn.sum<number>('charged_volume_m3').as('charged'),
        eb.fn.sum<number>('receivable').as('receivable'),
        eb.fn.sum<number>('discount').as('discount'),
        eb.fn.sum<number>('net').as('net'),
      ])
      .groupBy(['month', 'warehouse_id'])
      .orderBy('month')
      .orderBy('warehouse_id')
      .execute();
    return rows.map((row) => ({
      month: row.month,
      warehouseId: Number(row.warehouse_id),
      storedVolumeM3Days: Number(row.stored),
      chargedVolumeM3Days: Number(row.charged),
      receivable: Number(row.receivable),
      discount: Number(row.discount),
      net: Number(row.net),
    }));
  }
}

function normalize(row: ChargeRow): ChargeRow {
  return {
    ...row,
    id: Number(row.id),
    customer_id: Number(row.customer_id),
    warehouse_id: Number(row.warehouse_id),
    stored_volume_m3: Number(row.stored_volume_m3),
    charged_volume_m3: Number(row.charged_volume_m3),
    receivable: Number(row.receivable),
    discount_bp: Number(row.discount_bp),
    discount: Number(row.discount),
    net: Number(row.net),
    settled: Number(row.settled) === 1 ? 1 : 0,
    wallet_transaction_id: row.wallet_transaction_id === null ? null : Number(row.wallet_transaction_id),
  };
}

import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database';
import { withId } from './columns';
import type { SeedArea } from './shipping-areas-data';
import {
  BR_ICMS_RAISED_STATES,
  EU_VAT_BP,
  SEED_CURRENCY_RATES,
  SEED_FEES,
  SEED_METHODS,
} from './shipping-methods-data';
import type { MigrationDb } from './untyped';

/** Rows per insert statement: well under either engine's limit on bound parameters. */
const CHUNK = 400;

/**
 * The shipping-rate engine's data (issue 10): methods per warehouse with their zones, rate cards
 * and surcharges, the warehouses' handling fees, tax rates, the currencies tax limits are set in,
 * and the version every write bumps. Provider-wide: no customer_id. The warehouses are those of
 * migration 0003 (1 USWE, 2 USEA, 3 UKBH, 4 DEFR).
 */
export function shippingRates(engine: Engine): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as MigrationDb;
      await createTables(untyped, engine);
      const at = new Date().toISOString();

      for (const method of SEED_METHODS) {
        const { id } = await db
          .insertInto('shipping_methods')
          .values({
            code: method.code,
            warehouse_id: method.warehouse_id,
            name_en: method.name_en,
            name_cn: method.name_cn,
            courier: method.courier,
            delivery_time: method.delivery_time,
            billing_method: method.billing_method,
            volume_factor: method.volume_factor,
            weight_step_g: method.weight_step_g,
            max_weight_g: method.max_weight_g,
            max_longest_cm: method.max_longest_cm ?? null,
            max_girth_cm: method.max_girth_cm ?? null,
            max_length_girth_cm: method.max_length_girth_cm ?? null,
            service_options: method.service_options.join(','),
            accepts_dangerous: method.accepts_dangerous,
            enabled: 1,
            sort: method.sort,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
          .then((row) => ({ id: Number(row.id) }));

        await insertChunked(
          db,
          'shipping_zones',
          method.zones.flatMap((zone) =>
            zone.areas.map((area) => ({ method_id: id, zone: zone.zone, ...areaRow(area) })),
          ),
        );
        await insertChunked(
          db,
          'shipping_rate_cards',
          method.zones.map((zone, sort) => ({
            method_id: id,
            zone: zone.zone,
            sort,
            extra_step_g: zone.extra?.[0] ?? null,
            extra_step_price: zone.extra?.[1] ?? null,
          })),
        );
        await insertChunked(
          db,
          'shipping_rate_breaks',
          method.zones.flatMap((zone) =>
            zone.breaks.map(([up_to_g, price]) => ({ method_id: id, zone: zone.zone, up_to_g, price })),
          ),
        );
        for (const surcharge of method.surcharges) {
          const row = await db
            .insertInto('shipping_surcharges')
            .values({
              method_id: id,
              kind: surcharge.kind,
              fixed: surcharge.fixed ?? 0,
              per_kg: surcharge.per_kg ?? 0,
              freight_bp: surcharge.freight_bp ?? 0,
              minimum: surcharge.minimum ?? 0,
              fuel_bp: surcharge.fuel_bp ?? 0,
              over_longest_cm: surcharge.over_longest_cm ?? null,
              over_girth_cm: surcharge.over_girth_cm ?? null,
              over_length_girth_cm: surcharge.over_length_girth_cm ?? null,
              over_weight_g: surcharge.over_weight_g ?? null,
              starts_on: surcharge.starts_on ?? null,
              ends_on: surcharge.ends_on ?? null,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await insertChunked(
            db,
            'shipping_surcharge_areas',
            (surcharge.areas ?? []).map((area) => ({ surcharge_id: Number(row.id), ...areaRow(area) })),
          );
        }
      }

      await insertChunked(
        db,
        'shipping_fees',
        SEED_FEES.map(([warehouse_id, code, per_order, per_extra, percent_bp, threshold, minimum]) => ({
          warehouse_id,
          code,
          per_order,
          per_extra,
          percent_bp,
          threshold,
          minimum,
          updated_at: at,
        })),
      );
      await insertChunked(db, 'shipping_tax_rates', [
        ...EU_VAT_BP.map(([country, rate_bp]) => ({ tax: 'eu_vat', country, region: '', rate_bp, updated_at: at })),
        { tax: 'sg_gst', country: 'SG', region: '', rate_bp: 900, updated_at: at },
        { tax: 'br_icms', country: 'BR', region: '', rate_bp: 1700, updated_at: at },
        ...BR_ICMS_RAISED_STATES.map((region) => ({
          tax: 'br_icms',
          country: 'BR',
          region,
          rate_bp: 2000,
          updated_at: at,
        })),
      ]);
      await insertChunked(
        db,
        'shipping_currency_rates',
        SEED_CURRENCY_RATES.map(([currency, usd_per_unit_micros]) => ({
          currency,
          usd_per_unit_micros,
          updated_at: at,
        })),
      );
      await db.insertInto('shipping_rate_version').values({ id: 1, version: 1, updated_at: at }).execute();
    },
  };
}

function areaRow(area: SeedArea) {
  return {
    country: area.country,
    postcode_from: area.from ?? null,
    postcode_to: area.from === undefined ? null : (area.to ?? area.from),
  };
}

async function insertChunked(db: MigrationDb, table: string, rows: Record<string, unknown>[]): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(at, at + CHUNK))
      .execute();
  }
}

async function createTables(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await withId(db.schema.createTable('shipping_methods'), engine)
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_cn', 'text', (c) => c.notNull())
    .addColumn('courier', 'text', (c) => c.notNull())
    .addColumn('delivery_time', 'text', (c) => c.notNull())
    .addColumn('billing_method', 'text', (c) => c.notNull())
    .addColumn('volume_factor', 'integer', (c) => c.notNull())
    .addColumn('weight_step_g', 'integer', (c) => c.notNull())
    .addColumn('max_weight_g', 'integer', (c) => c.notNull())
    .addColumn('max_longest_cm', 'double precision')
    .addColumn('max_girth_cm', 'double precision')
    .addColumn('max_length_girth_cm', 'double precision')
    .addColumn('service_options', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('accepts_dangerous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipping_methods_warehouse_idx').on('shipping_methods').column('warehouse_id').execute();

  await db.schema
    .createTable('shipping_zones')
    .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id').onDelete('cascade'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('postcode_from', 'text')
    .addColumn('postcode_to', 'text')
    .execute();
  await db.schema.createIndex('shipping_zones_method_idx').on('shipping_zones').column('method_id').execute();

  await db.schema
    .createTable('shipping_rate_cards')
    .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id').onDelete('cascade'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('extra_step_g', 'integer')
    .addColumn('extra_step_price', 'integer')
    .addPrimaryKeyConstraint('shipping_rate_cards_pk', ['method_id', 'zone'])
    .execute();

  await db.schema
    .createTable('shipping_rate_breaks')
    .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id').onDelete('cascade'))
    .addColumn('zone', 'text', (c) => c.notNull())
    .addColumn('up_to_g', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_rate_breaks_pk', ['method_id', 'zone', 'up_to_g'])
    .execute();

  await withId(db.schema.createTable('shipping_surcharges'), engine)
    .addColumn('method_id', 'integer', (c) => c.notNull().references('shipping_methods.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_kg', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('freight_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fuel_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('over_longest_cm', 'double precision')
    .addColumn('over_girth_cm', 'double precision')
    .addColumn('over_length_girth_cm', 'double precision')
    .addColumn('over_weight_g', 'integer')
    .addColumn('starts_on', 'text')
    .addColumn('ends_on', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shipping_surcharges_method_idx').on('shipping_surcharges').column('method_id').execute();

  await db.schema
    .createTable('shipping_surcharge_areas')
    .addColumn('surcharge_id', 'integer', (c) => c.notNull().references('shipping_surcharges.id').onDelete('cascade'))
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('postcode_from', 'text')
    .addColumn('postcode_to', 'text')
    .execute();
  await db.schema
    .createIndex('shipping_surcharge_areas_surcharge_idx')
    .on('shipping_surcharge_areas')
    .column('surcharge_id')
    .execute();

  await db.schema
    .createTable('shipping_fees')
    .addColumn('warehouse_id', 'integer', (c) => c.notNull().references('warehouses.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('per_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('per_extra', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('percent_bp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('threshold', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_fees_pk', ['warehouse_id', 'code'])
    .execute();

  await db.schema
    .createTable('shipping_tax_rates')
    .addColumn('tax', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('rate_bp', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('shipping_tax_rates_pk', ['tax', 'country', 'region'])
    .execute();

  await db.schema
    .createTable('shipping_currency_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('usd_per_unit_micros', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('shipping_rate_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

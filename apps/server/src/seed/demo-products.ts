import type { Kysely } from 'kysely';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { type Tx, transaction } from '../db/transaction';
import { inventoryApi } from '../modules/inventory';
import { storeGeneratedImage, uploadFileStore } from '../modules/upload';
import { systemActor } from '../platform/actor';
import { productTilePng, type TileShape } from './demo-png';
import { DEMO_PACKAGES, DEMO_SKUS, type DemoPackage, type DemoSku, OTHER_SKUS } from './demo-products-data';
import type { SeedTables } from './seed-tables';

type Rgb = readonly [number, number, number];
/** [warehouse id, total, frozen]. */
type StockRow = readonly [number, number, number];

/** Tile colours by top-level category (hundreds of the category id). */
const CATEGORY_COLOURS: Record<number, Rgb> = {
  1: [229, 115, 115],
  2: [66, 165, 245],
  3: [102, 187, 106],
  4: [236, 64, 122],
  5: [255, 167, 38],
  6: [38, 166, 154],
  7: [126, 87, 194],
  8: [120, 144, 156],
};
const SHAPES: readonly TileShape[] = ['circle', 'square', 'triangle', 'diamond', 'ring', 'stripes'];

/** Category ids are 100, 101, 1011…: the leading digit names the top-level category. */
function tileColour(categoryId: number): Rgb {
  const top = categoryId >= 1000 ? Math.floor(categoryId / 1000) : Math.floor(categoryId / 100);
  return CATEGORY_COLOURS[top] ?? [144, 164, 174];
}

/**
 * Stock in two or three of the four warehouses, some of it held back by staff; every tenth SKU has
 * none at all, so the demo can show deleting a SKU (SKUs holding stock cannot be deleted).
 */
function demoStock(index: number): StockRow[] {
  if (index % 10 === 9) return [];
  const total = (offset: number) => ((index * 37 + offset * 53) % 240) + 12;
  const frozen = (offset: number, of: number) => (index % 4 === offset ? Math.floor(of / 5) : 0);
  const rows: StockRow[] = [];
  const warehouses = index % 3 === 0 ? [1, 2, 3] : index % 3 === 1 ? [1, 2] : [1, 3, 4];
  warehouses.forEach((warehouse, offset) => {
    const count = total(offset);
    rows.push([warehouse, count, frozen(offset, count)]);
  });
  return rows;
}

/**
 * Demo SKUs with generated product images for merchants 10001 and 10002, and the demo merchant's
 * packages of them. Idempotent: a merchant that already has SKUs (the demo's own, or what someone
 * added) is left alone.
 */
export async function seedDemoProducts(core: Core): Promise<void> {
  for (const [customerId, skus, packages] of [
    [10001, DEMO_SKUS, DEMO_PACKAGES],
    [10002, OTHER_SKUS, []],
  ] as const) {
    await seedMerchant(core, customerId, skus, packages);
  }
}

async function seedMerchant(
  core: Core,
  customerId: number,
  skus: readonly DemoSku[],
  packages: readonly DemoPackage[],
): Promise<void> {
  const db = queryBuilder<SeedTables>(core.db);
  const main = await db
    .selectFrom('accounts')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('is_main', '=', 1)
    .executeTakeFirst();
  const anyProduct = await db
    .selectFrom('products')
    .select('id')
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  if (!main || anyProduct) return;

  const now = core.clock.now().getTime();
  const images = await storeImages(core, customerId, skus);
  try {
    await transaction(core.db, async (tx) => {
      const trx = queryBuilder<SeedTables>(core.db, tx);
      const uploadRows = skus.map((item, index) => ({
        customer_id: customerId,
        account_id: main.id,
        storage_key: images[index]?.key as string,
        original_name: `${item.sku.toLowerCase()}.png`,
        mime: 'image/png',
        size: images[index]?.size ?? 0,
        // Older SKUs first, a few hours apart, so "newest first" reads like a real catalogue.
        created_at: new Date(now - (skus.length - index) * 3 * 3_600_000).toISOString(),
      }));
      await trx.insertInto('uploads').values(uploadRows).execute();
      const inserted = await trx
        .insertInto('products')
        .values(
          skus.map((item, index) => ({
            customer_id: customerId,
            sku: item.sku,
            sku_key: item.sku.toUpperCase(),
            barcode: item.barcode,
            barcode_key: item.barcode ? item.barcode.toUpperCase() : null,
            name_cn: item.cn,
            name_en: item.en,
            alias: item.alias ?? '',
            image_url: `/uploads/${images[index]?.key}`,
            color: item.color ?? '',
            size: item.size ?? '',
            property_id: item.prop,
            brand: item.brand ?? '',
            hs_code: item.hs,
            material_en: item.material?.[0] ?? '',
            material_cn: item.material?.[1] ?? '',
            purpose_en: item.purpose?.[0] ?? '',
            purpose_cn: item.purpose?.[1] ?? '',
            declared_value: item.usd,
            // Export declarations at roughly 40 % of the declared (retail) value, for a third of them.
            export_unit_price: index % 3 === 0 ? Math.round(item.usd * 0.4) : null,
            tax_refund: (index % 3 === 0 ? 1 : 0) as 0 | 1,
            weight_g: item.g,
            length_cm: item.cm[0],
            width_cm: item.cm[1],
            height_cm: item.cm[2],
            warning_quantity: null,
            scan_barcode: 0 as const,
            created_by: main.id,
            created_at: uploadRows[index]?.created_at ?? new Date(now).toISOString(),
            updated_at: uploadRows[index]?.created_at ?? new Date(now).toISOString(),
          })),
        )
        .returning(['id', 'sku_key'])
        .execute();
      const idOf = new Map(inserted.map((row) => [row.sku_key, row.id]));
      // Every code a merchant gives out is claimed here too, as ProductRepository does (docs/server/packages.md).
      await trx
        .insertInto('merchant_codes')
        .values(
          inserted.map((row) => ({
            customer_id: customerId,
            code_key: row.sku_key,
            kind: 'sku' as const,
            owner_id: row.id,
          })),
        )
        .execute();
      await insertLinks(trx, customerId, skus, idOf);
      await receiveStock(core, tx, customerId, skus, idOf);
      await insertPackages(trx, { customerId, accountId: main.id, at: new Date(now).toISOString() }, packages, idOf);
    });
  } catch (error) {
    const store = uploadFileStore(core);
    await Promise.all(images.map((image) => store.remove(image.key)));
    throw error;
  }
}

/** The merchant's packages with their code claims and components, as `PackageRepository.insert` writes them. */
async function insertPackages(
  trx: Kysely<SeedTables>,
  owner: { customerId: number; accountId: number; at: string },
  packages: readonly DemoPackage[],
  idOf: Map<string, number>,
): Promise<void> {
  for (const item of packages) {
    const { id } = await trx
      .insertInto('packages')
      .values({
        customer_id: owner.customerId,
        code: item.code,
        code_key: item.code.toUpperCase(),
        name_en: item.en,
        name_cn: item.cn,
        barcode: null,
        barcode_key: null,
        image_url: '',
        packing_note: item.note,
        assembly: item.assembly,
        created_by: owner.accountId,
        updated_by: owner.accountId,
        created_at: owner.at,
        updated_at: owner.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('merchant_codes')
      .values({ customer_id: owner.customerId, code_key: item.code.toUpperCase(), kind: 'package', owner_id: id })
      .execute();
    await trx
      .insertInto('package_components')
      .values(
        item.components.map(([sku, quantity], position) => ({
          customer_id: owner.customerId,
          package_id: id,
          product_id: idOf.get(sku.toUpperCase()) as number,
          quantity,
          position,
        })),
      )
      .execute();
  }
}

async function insertLinks(
  trx: Kysely<SeedTables>,
  customerId: number,
  skus: readonly DemoSku[],
  idOf: Map<string, number>,
): Promise<void> {
  const withIds = skus.map((item, index) => ({ item, index, id: idOf.get(item.sku.toUpperCase()) as number }));
  const categories = withIds.flatMap(({ item, id }) =>
    item.cats.map((category_id) => ({ customer_id: customerId, product_id: id, category_id })),
  );
  const consumables = withIds.flatMap(({ item, id }) =>
    (item.packs ?? []).map((pack_material_id) => ({ customer_id: customerId, product_id: id, pack_material_id })),
  );
  if (categories.length) await trx.insertInto('product_category_links').values(categories).execute();
  if (consumables.length) await trx.insertInto('product_consumables').values(consumables).execute();
}

/** Days before the seed that part of the demo merchant's stock arrived: past the 30 free days, in two rate tiers. */
const AGED_RECEIPT_DAYS = [75, 45] as const;
const DAY_MS = 86_400_000;

/**
 * The part of a demo merchant's stock that arrived long ago: a quarter of every fourth SKU's units in
 * warehouse 1, half of them 75 days back and half 45, so storage fees are owed from the first day
 * (about 0.60 USD a day). The other merchant's stock is all new (its wallet stays untouched).
 */
function agedReceiptDays(customerId: number, index: number, warehouseId: number): number | null {
  if (customerId !== 10001 || warehouseId !== 1 || index % 4 !== 0) return null;
  return index % 8 === 0 ? AGED_RECEIPT_DAYS[0] : AGED_RECEIPT_DAYS[1];
}

/**
 * The demo's stock, written through the stock ledger: the aged receipts at their past times (oldest
 * first, so each balance follows the one before), then a receipt per warehouse now, then the staff holds.
 */
async function receiveStock(
  core: Core,
  tx: Tx,
  customerId: number,
  skus: readonly DemoSku[],
  idOf: Map<string, number>,
): Promise<void> {
  const scope = { customerId };
  const actor = systemActor('demo seed');
  const rows = skus.flatMap((item, index) =>
    demoStock(index).map(([warehouseId, total, frozen]) => ({
      productId: idOf.get(item.sku.toUpperCase()) as number,
      warehouseId,
      total,
      frozen,
      agedDays: agedReceiptDays(customerId, index, warehouseId),
    })),
  );
  const now = core.clock.now().getTime();
  for (const days of AGED_RECEIPT_DAYS) {
    const aged = rows.filter((row) => row.agedDays === days);
    if (aged.length === 0) continue;
    const then = new Date(now - days * DAY_MS);
    const inventory = inventoryApi({ db: core.db, clock: { now: () => then } });
    const lines = aged.map((row) => ({ productId: row.productId, quantity: agedQuantity(row.total) }));
    await inventory.receive(tx, scope, { reference: null, warehouseId: 1, lines, actor });
  }
  const inventory = inventoryApi(core);
  for (const warehouseId of new Set(rows.map((row) => row.warehouseId))) {
    const lines = rows
      .filter((row) => row.warehouseId === warehouseId)
      .map((row) => ({
        productId: row.productId,
        quantity: row.agedDays === null ? row.total : row.total - agedQuantity(row.total),
      }));
    await inventory.receive(tx, scope, { reference: null, warehouseId, lines, actor });
  }
  for (const row of rows.filter((r) => r.frozen > 0)) {
    await inventory.adjust(tx, scope, { ...row, onHand: row.total, held: row.frozen, actor });
  }
}

/** Units of an aged receipt: a quarter of the SKU's stock in the warehouse (at least one is left to arrive now). */
function agedQuantity(total: number): number {
  return Math.min(total - 1, Math.ceil(total / 4));
}

/** One generated PNG per SKU, stored the way uploads are (checked by the same image guard). */
async function storeImages(
  core: Core,
  customerId: number,
  skus: readonly DemoSku[],
): Promise<{ key: string; size: number }[]> {
  const store = uploadFileStore(core);
  return Promise.all(
    skus.map(async (item, index) => {
      const png = productTilePng(160, tileColour(item.cats[0] ?? 100), SHAPES[index % SHAPES.length] as TileShape);
      return storeGeneratedImage(store, customerId, png, 'png');
    }),
  );
}

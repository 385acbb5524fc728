import type { Kysely } from 'kysely';
import type { Core } from '../core';
import { queryBuilder } from '../db/query-builder';
import { type Tx, transaction } from '../db/transaction';
import { inventoryApi } from '../modules/inventory';
import { storeGeneratedImage, uploadFileStore } from '../modules/upload';
import { systemActor } from '../platform/actor';
import { productTilePng, type TileShape } from './demo-png';
import { DEMO_SKUS, type DemoSku, OTHER_SKUS } from './demo-products-data';
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
 * Demo SKUs with generated product images for merchants 10001 and 10002. Idempotent: a merchant that
 * already has SKUs (the demo's own, or what someone added) is left alone.
 */
export async function seedDemoProducts(core: Core): Promise<void> {
  for (const [customerId, skus] of [
    [10001, DEMO_SKUS],
    [10002, OTHER_SKUS],
  ] as const) {
    await seedMerchant(core, customerId, skus);
  }
}

async function seedMerchant(core: Core, customerId: number, skus: readonly DemoSku[]): Promise<void> {
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
      await insertLinks(trx, customerId, skus, idOf);
      await receiveStock(core, tx, customerId, skus, idOf);
    });
  } catch (error) {
    const store = uploadFileStore(core);
    await Promise.all(images.map((image) => store.remove(image.key)));
    throw error;
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

/** The demo's stock, written through the stock ledger: a receipt per warehouse, then the staff holds. */
async function receiveStock(
  core: Core,
  tx: Tx,
  customerId: number,
  skus: readonly DemoSku[],
  idOf: Map<string, number>,
): Promise<void> {
  const inventory = inventoryApi(core);
  const scope = { customerId };
  const actor = systemActor('demo seed');
  const rows = skus.flatMap((item, index) =>
    demoStock(index).map(([warehouseId, total, frozen]) => ({
      productId: idOf.get(item.sku.toUpperCase()) as number,
      warehouseId,
      total,
      frozen,
    })),
  );
  for (const warehouseId of new Set(rows.map((row) => row.warehouseId))) {
    const lines = rows
      .filter((row) => row.warehouseId === warehouseId)
      .map((row) => ({ productId: row.productId, quantity: row.total }));
    await inventory.receive(tx, scope, { reference: null, warehouseId, lines, actor });
  }
  for (const row of rows.filter((r) => r.frozen > 0)) {
    await inventory.adjust(tx, scope, { ...row, onHand: row.total, held: row.frozen, actor });
  }
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

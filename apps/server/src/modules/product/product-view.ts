import { type Product, type ProductListItem, skuVolumeCm3, type WarehouseStock } from '@portal/contract';
import type { StockBalance } from '../inventory';
import type { ProductLinkRows, ProductListRow, ProductViewRow } from './product-query';
import type { ProductReferences } from './product-references';

/** What the API shows beside SKU rows: their link rows and stock balances. */
export interface ProductRelations {
  links: ProductLinkRows;
  stock: StockBalance[];
}

function idsByProduct<T>(rows: T[], productOf: (row: T) => number, idOf: (row: T) => number): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const row of rows) {
    const product = productOf(row);
    const group = groups.get(product);
    if (group) group.push(idOf(row));
    else groups.set(product, [idOf(row)]);
  }
  return groups;
}

/** The entries of `ids` that exist in `byId`, in the order of the reference list (its display order). */
function inListOrder<T>(ids: number[] | undefined, byId: ReadonlyMap<number, T>, order: ReadonlyMap<number, number>) {
  return (ids ?? [])
    .filter((id) => byId.has(id))
    .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))
    .map((id) => byId.get(id) as T);
}

function positions<T extends { id: number }>(list: readonly T[]): Map<number, number> {
  return new Map(list.map((entry, index) => [entry.id, index]));
}

function volume(row: Pick<ProductViewRow, 'length_cm' | 'width_cm' | 'height_cm'>): number {
  return skuVolumeCm3(row.length_cm, row.width_cm, row.height_cm);
}

/** Stock per warehouse and categories per SKU of a page, named and ordered as the reference lists are. */
function pageRelations(
  relations: { categories: ProductLinkRows['categories']; stock: StockBalance[] },
  references: ProductReferences,
) {
  const { lists } = references;
  const categoryOrder = positions(lists.categories);
  const warehouseOrder = positions(lists.warehouses);
  const categories = idsByProduct(
    relations.categories,
    (l) => l.product_id,
    (l) => l.category_id,
  );
  const stockByProduct = new Map<number, StockBalance[]>();
  for (const count of relations.stock) {
    if (!references.warehouseById.has(count.warehouseId)) continue;
    stockByProduct.set(count.productId, [...(stockByProduct.get(count.productId) ?? []), count]);
  }
  return {
    stock(productId: number): WarehouseStock[] {
      return (stockByProduct.get(productId) ?? [])
        .sort((a, b) => (warehouseOrder.get(a.warehouseId) ?? 0) - (warehouseOrder.get(b.warehouseId) ?? 0))
        .map((s) => ({
          warehouse_id: s.warehouseId,
          warehouse_code: references.warehouseById.get(s.warehouseId)?.code ?? '',
          // The API keeps the spec's words: total is on hand, frozen is locked (by orders and staff holds).
          total: s.onHand,
          frozen: s.locked,
          available: s.available,
        }));
    },
    categories(productId: number) {
      return inListOrder(categories.get(productId), references.categoryById, categoryOrder).map(
        ({ id, name_en, name_cn }) => ({ id, name_en, name_cn }),
      );
    },
  };
}

/** A SKU's stock in every warehouse and its totals, as both views show them. */
function withTotals(stock: WarehouseStock[]) {
  return {
    stock,
    total_stock: stock.reduce((sum, s) => sum + s.total, 0),
    frozen_stock: stock.reduce((sum, s) => sum + s.frozen, 0),
    available_stock: stock.reduce((sum, s) => sum + s.available, 0),
  };
}

/** One SKU as the list shows it, from its row and its page's named relations. */
function listItem(
  row: ProductListRow,
  named: ReturnType<typeof pageRelations>,
  references: ProductReferences,
): ProductListItem {
  return {
    id: row.id,
    sku: row.sku,
    name_cn: row.name_cn,
    name_en: row.name_en,
    image_url: row.image_url,
    barcode: row.barcode,
    property: references.propertyById.get(row.property_id) ?? null,
    categories: named.categories(row.id),
    declared_value: row.declared_value,
    weight_g: row.weight_g,
    length_cm: row.length_cm,
    width_cm: row.width_cm,
    height_cm: row.height_cm,
    volume_cm3: volume(row),
    warning_quantity: row.warning_quantity,
    ...withTotals(named.stock(row.id)),
    created_at: row.created_at,
  };
}

/** The SKU list's rows (`productListItemSchema`): the fields its columns show. */
export function toProductListItems(
  rows: ProductListRow[],
  relations: { categories: ProductLinkRows['categories']; stock: StockBalance[] },
  references: ProductReferences,
): ProductListItem[] {
  const named = pageRelations(relations, references);
  return rows.map((row) => listItem(row, named, references));
}

/** The API's view of SKU rows: what the list shows, and the rest of the record with its packing materials. */
export function toProducts(
  rows: ProductViewRow[],
  relations: ProductRelations,
  references: ProductReferences,
): Product[] {
  const named = pageRelations({ categories: relations.links.categories, stock: relations.stock }, references);
  const packOrder = positions(references.lists.packMaterials);
  const consumables = idsByProduct(
    relations.links.consumables,
    (l) => l.product_id,
    (l) => l.pack_material_id,
  );
  return rows.map((row) => {
    const item = listItem(row, named, references);
    const productConsumables = inListOrder(consumables.get(row.id), references.packMaterialById, packOrder).map(
      ({ id, code, name_en, name_cn }) => ({ id, code, name_en, name_cn }),
    );
    return {
      ...item,
      alias: row.alias,
      color: row.color,
      size: row.size,
      property_id: row.property_id,
      brand: row.brand,
      category_ids: item.categories.map((c) => c.id),
      hs_code: row.hs_code,
      material_en: row.material_en,
      material_cn: row.material_cn,
      purpose_en: row.purpose_en,
      purpose_cn: row.purpose_cn,
      export_unit_price: row.export_unit_price,
      tax_refund: row.tax_refund,
      scan_barcode: row.scan_barcode,
      consumable_ids: productConsumables.map((c) => c.id),
      consumables: productConsumables,
      updated_at: row.updated_at,
    };
  });
}

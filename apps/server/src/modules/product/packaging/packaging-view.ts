import type { Packaging } from '@portal/contract';
import type { ProductReferences } from '../product-references';
import type { CodeKind } from './default-codes';
import type { PackagingRow } from './packaging-repository';
import type { PackagingBalanceRow } from './packaging-stock-repository';

/** What the API shows beside packaging rows: their default codes and their balances. */
export interface PackagingRelations {
  defaults: { packaging_id: number; code_key: string }[];
  balances: PackagingBalanceRow[];
  /** The default codes the scope still reaches, by key, and as which kind. */
  known: Map<string, CodeKind>;
  /** Those codes as the merchant wrote them, by key. */
  written: Map<string, string>;
}

/** Low: a warning quantity is set and what is free in the warehouse is below it. */
export function isLow(balance: PackagingBalanceRow, warning: number): boolean {
  return warning > 0 && balance.on_hand - balance.locked < warning;
}

/** The API's view of packaging rows: default codes the scope reaches, stock per known warehouse (in their order) and in all. */
export function toPackaging(
  rows: PackagingRow[],
  relations: PackagingRelations,
  references: ProductReferences,
): Packaging[] {
  const { defaults, balances, known, written } = relations;
  const order = new Map(references.lists.warehouses.map((w, index) => [w.id, index]));
  return rows.map((row) => {
    const stock = balances
      .filter((b) => b.packaging_id === row.id && references.warehouseById.has(b.warehouse_id))
      .sort((a, b) => (order.get(a.warehouse_id) ?? 0) - (order.get(b.warehouse_id) ?? 0))
      .map((b) => ({
        warehouse_id: b.warehouse_id,
        warehouse_code: references.warehouseById.get(b.warehouse_id)?.code ?? '',
        on_hand: b.on_hand,
        locked: b.locked,
        available: b.on_hand - b.locked,
        low: isLow(b, row.warning_quantity),
      }));
    return {
      id: row.id,
      code: row.code,
      name_en: row.name_en,
      name_cn: row.name_cn,
      length_cm: row.length_cm,
      width_cm: row.width_cm,
      height_cm: row.height_cm,
      weight_g: row.weight_g,
      warning_quantity: row.warning_quantity,
      default_for: defaults
        .filter((d) => d.packaging_id === row.id && known.has(d.code_key))
        .map((d) => ({ code: written.get(d.code_key) ?? d.code_key, kind: known.get(d.code_key) as CodeKind })),
      stock,
      available_stock: stock.reduce((sum, s) => sum + s.available, 0),
      low_stock: stock.some((s) => s.low),
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  });
}

import { type Lang, type Localized, withNote } from '@portal/contract';
import type { XlsxCell } from '../xlsx/xlsx-writer';

/**
 * An export's per-warehouse column groups: one group for each warehouse any exported item has stock
 * in (in the order given), headed by the group's labels noted with the warehouse code ("Available
 * (US-EAST)"), and filled per item by `cellsOf` with its stock there (undefined where it has none).
 */
export function warehouseColumns<S extends { warehouse_id: number }>(
  items: readonly { stock: readonly S[] }[],
  warehouses: readonly { id: number; code: string }[],
  labels: readonly Localized[],
  cellsOf: (stock: S | undefined) => readonly XlsxCell[],
  lang: Lang,
): { header: string[]; cellsFor: (item: { stock: readonly S[] }) => XlsxCell[] } {
  const stocked = new Set<number>();
  for (const item of items) for (const entry of item.stock) stocked.add(entry.warehouse_id);
  const shown = warehouses.filter((w) => stocked.has(w.id));
  const header: string[] = [];
  for (const warehouse of shown) for (const label of labels) header.push(withNote(label, warehouse.code)[lang]);
  return {
    header,
    cellsFor(item) {
      const cells: XlsxCell[] = [];
      for (const warehouse of shown) {
        let here: S | undefined;
        for (const entry of item.stock) if (entry.warehouse_id === warehouse.id) here = entry;
        cells.push(...cellsOf(here));
      }
      return cells;
    },
  };
}

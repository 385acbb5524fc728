import type { ValidRow } from '../../../platform/import/import-definition';
import type { NewPiece, ParcelValues } from '../parcel-repository';
import type { ParcelColumnKey } from './parcel-columns';
import type { ParcelImportValue } from './parcel-row';

/** What the check decided a parcel becomes; kept on its first row until the save. */
export interface PlannedParcel {
  values: ParcelValues;
  pieces: NewPiece[];
}

/** A row as read, with the plan the check made on a parcel's first row. */
export type ParcelImportRowValue = ParcelImportValue & { plan?: PlannedParcel };
export type ParcelImportRow = ValidRow<ParcelColumnKey, ParcelImportRowValue>;

/** Rows by reference, in the order their references first appear. */
export function byParcel(rows: ParcelImportRow[]): Map<string, ParcelImportRow[]> {
  const groups = new Map<string, ParcelImportRow[]>();
  for (const row of rows) {
    const group = groups.get(row.value.ref);
    if (group) group.push(row);
    else groups.set(row.value.ref, [row]);
  }
  return groups;
}

/** A parcel's rows by piece no., pieces in ascending order (the pieces' numbers need not follow each other). */
export function byPiece(group: ParcelImportRow[]): ParcelImportRow[][] {
  const pieces = new Map<number, ParcelImportRow[]>();
  for (const row of group) {
    const rows = pieces.get(row.value.pieceNo);
    if (rows) rows.push(row);
    else pieces.set(row.value.pieceNo, [row]);
  }
  return [...pieces.entries()].sort(([a], [b]) => a - b).map(([, rows]) => rows);
}

import type { ValidRow } from '../../../platform/import/import-definition';
import { recordsOf } from '../../../platform/import/record-saves';
import type { NewPiece, ParcelValues } from '../parcel-tables';
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
  return recordsOf(rows, (row) => row.value.ref);
}

/** A parcel's rows by piece no., pieces in ascending order (the pieces' numbers need not follow each other). */
export function byPiece(group: ParcelImportRow[]): ParcelImportRow[][] {
  return [...recordsOf(group, (row) => row.value.pieceNo).entries()].sort(([a], [b]) => a - b).map(([, rows]) => rows);
}

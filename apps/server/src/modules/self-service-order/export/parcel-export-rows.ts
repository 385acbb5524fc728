import type { Lang, ParcelDetail, ParcelListItem, ParsedQueryOf, selfServiceOrder } from '@portal/contract';
import type { TenantScope } from '../../../kernel/viewer';
import type { ParcelListRepository } from '../parcel-list-repository';
import type { ParcelReadService } from '../parcel-read-service';
import type { CustomsLineRow, ParcelRow, PieceRow } from '../parcel-tables';
import { filtersOf } from '../parcel-values';
import { parseJson, toListItem } from '../parcel-view';

type ExportQuery = ParsedQueryOf<typeof selfServiceOrder.exportParcels>;

/** One parcel as the export writes it: the list's row, the stored row, the recipient, its pieces and customs lines. */
export interface ParcelExportRow {
  item: ParcelListItem;
  row: ParcelRow;
  recipient: ParcelDetail['recipient'];
  pieces: PieceRow[];
  lines: CustomsLineRow[];
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * What the parcel export reads: the ticked parcels (still the merchant's own only), or the tab's
 * parcels under the list's filters, newest first; one more than the limit tells "too many" without
 * counting every parcel of a large merchant.
 */
export async function parcelExportRows(
  deps: { parcelLists: ParcelListRepository; reads: Pick<ParcelReadService, 'names'> },
  scope: TenantScope,
  query: ExportQuery,
  limit: number,
  lang: Lang,
): Promise<{ rows: ParcelExportRow[]; total: number }> {
  const status = query.status === 'all' ? undefined : query.status;
  const found = query.ids
    ? await deps.parcelLists.rowsOf(scope, [...new Set(query.ids)])
    : await deps.parcelLists.list(scope, { ...filtersOf(query), status }, { offset: 0, limit: limit + 1 });
  const rows = found.slice(0, limit);
  const ids = rows.map((row) => row.id);
  const [names, pieces, lines] = await Promise.all([
    deps.reads.names(lang),
    deps.parcelLists.piecesOf(scope, ids),
    deps.parcelLists.customsLinesOf(scope, ids),
  ]);
  const piecesOf = groupBy(pieces, (piece) => piece.parcel_id);
  const linesOf = groupBy(lines, (line) => line.parcel_id);
  return {
    rows: rows.map((row) => ({
      item: toListItem(row, names),
      row,
      recipient: parseJson<ParcelDetail['recipient']>(row.recipient) as ParcelDetail['recipient'],
      pieces: piecesOf.get(row.id) ?? [],
      lines: linesOf.get(row.id) ?? [],
    })),
    total: found.length,
  };
}

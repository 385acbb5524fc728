import type { ListResult } from '@portal/contract';
import { ListTable, type ListTableProps } from './list-table';
import type { ListSort } from './list-url-state';
import type { ListColumns } from './use-list-columns';
import type { useRowSelection } from './use-row-selection';

interface ListScreenTableProps<T> {
  /** The list screen (`useListScreen`): rows, page, order and ticked rows. */
  screen: {
    rows: { data?: ListResult<T>; isFetching: boolean };
    page: number;
    pageSize: number;
    setPage(page: number, pageSize: number): void;
    sort?: ListSort;
    setSort(sort: ListSort | undefined): void;
    selection: ReturnType<typeof useRowSelection>;
  };
  /** The list's columns as shown (`useListColumns`). */
  columns: ListColumns<T>;
  rowKey: ListTableProps<T>['rowKey'];
  rowName: ListTableProps<T>['rowName'];
  /** Rows have checkboxes for batch actions. */
  selectable?: boolean;
  /** The most rows the server counts (the contract's cap), so the total reads "10,000+" there. */
  totalCap?: number;
}

/** The table of a list screen, wired to its address and columns. */
export function ListScreenTable<T extends object>({
  screen,
  columns,
  rowKey,
  rowName,
  selectable = true,
  totalCap,
}: ListScreenTableProps<T>) {
  return (
    <ListTable<T>
      columns={columns.visible}
      rowKey={rowKey}
      rowName={rowName}
      data={screen.rows.data}
      loading={screen.rows.isFetching}
      page={screen.page}
      pageSize={screen.pageSize}
      onPageChange={screen.setPage}
      sort={screen.sort}
      onSortChange={screen.setSort}
      selection={selectable ? screen.selection : undefined}
      totalCap={totalCap}
    />
  );
}

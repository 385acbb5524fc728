import type { ListResult } from '@portal/contract';
import { PAGE_SIZES } from '@portal/contract';
import type { CheckboxProps } from 'antd';
import { Table } from 'antd';
import type { ColumnsType, ColumnType, SorterResult } from 'antd/es/table/interface';
import type { AriaAttributes, Key } from 'react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/theme-store';
import { withEmptyCells } from './empty-cells';
import { atLeast, columnsWidth, FIXED_COLUMNS_FROM, type ListColumn, leafColumns } from './list-columns';
import type { ListSort } from './list-url-state';
import { useFirstRowsFirst } from './use-first-rows-first';
import './list-table.css';
import { tableEmpty } from './table-empty';

export interface ListSelection {
  selectedKeys: Key[];
  onChange(keys: Key[]): void;
}

/** A list screen's paging: its page and page size (kept in the address), changed by the table's pager. */
interface PagedRows {
  page: number;
  pageSize: number;
  onPageChange(page: number, pageSize: number): void;
}

/**
 * A short list that comes whole in one reply (a merchant's API keys, webhook endpoints: the contract caps
 * them): the table shows the total and no page size to choose, which would change nothing.
 */
interface OnePage {
  onePage: true;
  page?: undefined;
  pageSize?: undefined;
  onPageChange?: undefined;
}

export type ListTableProps<T> = ListTableRows<T> & (PagedRows | OnePage);

interface ListTableRows<T> {
  /** The columns shown (`useListColumns(…).visible`). */
  columns: ListColumn<T>[];
  /** The field naming a row, or a function for rows named by several fields (a SKU in a warehouse). */
  rowKey: Extract<keyof T, string> | ((row: T) => string);
  data: ListResult<T> | undefined;
  loading: boolean;
  /** The order the address holds; columns with a `sortKey` change it. */
  sort?: ListSort;
  onSortChange?(sort: ListSort | undefined): void;
  /** Row checkboxes; the selection is kept across pages. */
  selection?: ListSelection;
  /** What a row is called ("SKU MUG-01"): its checkbox is named "Select SKU MUG-01". */
  rowName(row: T): string;
  /** The server counts at most this many rows: a total at the cap reads "10,000+". */
  totalCap?: number;
}

const SELECTION_WIDTH = 48;
/** A capped total in both languages: 10,000+. */
const GROUPED = new Intl.NumberFormat('en-US');

/**
 * The table of every list screen: the contract's page sizes, the total, '-' for empty cells, sorting
 * by the contract's sort fields, and on phones no fixed columns and compact cells.
 */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { columns, rowKey, data, loading, page, pageSize, onPageChange, sort, onSortChange, selection, rowName } =
    props;
  const { totalCap } = props;
  const { t } = useTranslation();
  const { screenWidth } = useTheme();
  const compact = !atLeast(screenWidth, FIXED_COLUMNS_FROM);
  const shownColumns = useMemo(() => withEmptyCells(toTableColumns(columns, sort, compact)), [columns, sort, compact]);
  const sortKeys = useMemo(
    () => new Map(leafColumns(columns).flatMap((column) => (column.sortKey ? [[column.key, column.sortKey]] : []))),
    [columns],
  );
  // A page emptied by deleting its last rows (or an old link) moves to the new last page.
  const lastPage = data && pageSize !== undefined ? Math.max(1, Math.ceil(data.total / pageSize)) : page;
  useEffect(() => {
    if (page !== undefined && lastPage !== undefined && page > lastPage) onPageChange?.(lastPage, pageSize ?? 1);
  }, [page, lastPage, pageSize, onPageChange]);
  const width = columnsWidth(columns, compact) + (selection ? (compact ? 32 : SELECTION_WIDTH) : 0);
  const shownRows = useFirstRowsFirst(data?.list);
  const showTotal = (total: number) =>
    totalCap !== undefined && total >= totalCap
      ? t('listKit.totalAtLeast', { total: GROUPED.format(totalCap) })
      : t('listKit.total', { total });

  return (
    <Table<T>
      columns={shownColumns}
      rowKey={rowKey}
      dataSource={shownRows}
      loading={loading}
      size={compact ? 'small' : 'middle'}
      bordered
      // An empty table has nothing to scroll to: without rows its region would be a scrollable area no key can reach.
      scroll={data?.list.length ? { x: width } : undefined}
      locale={{ emptyText: tableEmpty(t('common.noData')) }}
      showSorterTooltip={false}
      onChange={(_pagination, _filters, sorter, extra) => {
        if (extra.action !== 'sort' || !onSortChange) return;
        const { columnKey, order } = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T>;
        const by = sortKeys.get(String(columnKey));
        onSortChange(by && order ? { by, order: order === 'ascend' ? 'asc' : 'desc' } : undefined);
      }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selectedKeys,
          onChange: (keys) => selection.onChange(keys),
          preserveSelectedRowKeys: true,
          fixed: !compact,
          columnWidth: compact ? 32 : SELECTION_WIDTH,
          getCheckboxProps: (row) => named(t('listKit.selectRow', { name: rowName(row) })),
          // antd names the header's checkbox in English whatever the language.
          getTitleCheckboxProps: () => named(t('listKit.selectAll')),
        }
      }
      pagination={
        page === undefined
          ? {
              current: 1,
              pageSize: Math.max(1, data?.total ?? 0),
              total: data?.total ?? 0,
              showSizeChanger: false,
              showTotal,
            }
          : {
              current: page,
              pageSize,
              total: data?.total ?? 0,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showQuickJumper: !compact,
              showTotal,
              onChange: onPageChange,
            }
      }
    />
  );
}

/** A checkbox's accessible name (antd's checkbox props type leaves ARIA attributes out, its input takes them). */
function named(label: string): Partial<CheckboxProps> {
  const props: Partial<CheckboxProps> & AriaAttributes = { 'aria-label': label };
  return props;
}

/** antd's columns for the list's: sort state from the address, compact cells on phones and no fixed sides there but the row menu. */
function toTableColumns<T>(columns: ListColumn<T>[], sort: ListSort | undefined, compact: boolean): ColumnsType<T> {
  return columns.map(({ from: _from, always: _always, sortKey, compact: phone, children, fixed, ...column }) => {
    if (children) return { ...column, children: toTableColumns(children, sort, compact) };
    const leaf: ColumnType<T> = { ...column, ...(compact ? phone : undefined), fixed: compact ? phone?.fixed : fixed };
    if (!sortKey) return leaf;
    const order = sort?.by === sortKey ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
    return { ...leaf, sorter: true, sortOrder: order };
  });
}

import type { ListResult } from '@portal/contract';
import { PAGE_SIZES } from '@portal/contract';
import { Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { Key } from 'react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { withEmptyCells } from './empty-cells';

export interface ListSelection {
  selectedKeys: Key[];
  onChange(keys: Key[]): void;
}

interface ListTableProps<T> {
  columns: ColumnsType<T>;
  rowKey: Extract<keyof T, string>;
  data: ListResult<T> | undefined;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange(page: number, pageSize: number): void;
  /** Row checkboxes; the selection is kept across pages. */
  selection?: ListSelection;
  /** Width the columns need; wider than the page, the table scrolls sideways. */
  scrollX?: number;
  size?: TableProps<T>['size'];
}

/** The table of every list screen: the contract's page sizes, the total, '-' for empty cells. */
export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { columns, rowKey, data, loading, page, pageSize, onPageChange, selection, scrollX, size } = props;
  const { t } = useTranslation();
  const shownColumns = useMemo(() => withEmptyCells(columns), [columns]);
  // A page emptied by deleting its last rows (or an old link) moves to the new last page.
  const lastPage = data ? Math.max(1, Math.ceil(data.total / pageSize)) : page;
  useEffect(() => {
    if (page > lastPage) onPageChange(lastPage, pageSize);
  }, [page, lastPage, pageSize, onPageChange]);
  return (
    <Table<T>
      columns={shownColumns}
      rowKey={rowKey}
      dataSource={data?.list ?? []}
      loading={loading}
      size={size ?? 'middle'}
      bordered
      scroll={scrollX ? { x: scrollX } : undefined}
      locale={{ emptyText: t('common.noData') }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.selectedKeys,
          onChange: (keys) => selection.onChange(keys),
          preserveSelectedRowKeys: true,
          fixed: true,
        }
      }
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        pageSizeOptions: PAGE_SIZES.map(String),
        showSizeChanger: true,
        showQuickJumper: true,
        showTotal: (total) => t('listKit.total', { total }),
        onChange: onPageChange,
      }}
    />
  );
}

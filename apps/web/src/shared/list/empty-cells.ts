import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';

/** What an empty table cell shows (spec 5). */
export const EMPTY_CELL = '-';

export function isEmptyCell(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * Every cell that would be blank shows '-' instead: a column's own render may still return
 * nothing (no barcode, no category), and the table fills the gap once for all lists.
 */
export function withEmptyCells<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((column) => {
    if ('children' in column && column.children) return { ...column, children: withEmptyCells(column.children) };
    const leaf = column as ColumnType<T>;
    const render = leaf.render;
    return {
      ...leaf,
      render: (value: unknown, record: T, index: number) => {
        const shown: unknown = render ? render(value, record, index) : value;
        return isEmptyCell(shown) ? EMPTY_CELL : (shown as ReactNode);
      },
    };
  });
}

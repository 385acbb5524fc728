import type { ColumnType } from 'antd/es/table';

/** antd's screen sizes, from phones (xs) to wide desktops (xxl), by the smallest window width of each. */
export const SCREEN_MIN_WIDTH = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
export type ScreenSize = keyof typeof SCREEN_MIN_WIDTH;

/** Below this, a list keeps no column at the sides: a phone has no room for them. */
export const FIXED_COLUMNS_FROM: ScreenSize = 'md';

/**
 * A column of a list screen. Besides antd's column, it says from which screen size the list shows
 * it by default (`from`; `picked` shows it only when the merchant picks it), whether it may be
 * hidden at all, and which of the contract's sort fields it sorts by.
 */
export interface ListColumn<T> extends Omit<ColumnType<T>, 'key' | 'title' | 'children' | 'sorter'> {
  key: string;
  /** The header, also the column's name in the column picker. */
  title: string;
  /** Shown by default from this screen size up (default: every size). */
  from?: ScreenSize | 'picked';
  /** Always shown (what names a row, its actions): the picker offers it ticked and fixed. */
  always?: boolean;
  /** Sorts the list by this field of the list operation's `sortQuery`. */
  sortKey?: string;
  /**
   * How the column is drawn on phones, when it differs (a narrow menu instead of links). Columns are
   * not fixed there, except one that says so (the row's menu, kept in reach at the right edge).
   */
  compact?: Pick<ColumnType<T>, 'width' | 'render' | 'fixed'>;
  /** Sub-columns under a common header (stock: total, frozen, available), each picked on its own. */
  children?: ListColumn<T>[];
}

/** The columns that carry cells (a group's sub-columns, not the group). */
export function leafColumns<T>(columns: readonly ListColumn<T>[]): ListColumn<T>[] {
  return columns.flatMap((column) => (column.children ? leafColumns(column.children) : [column]));
}

export function screenSizeOf(width: number): ScreenSize {
  const sizes = Object.entries(SCREEN_MIN_WIDTH) as [ScreenSize, number][];
  return sizes.filter(([, min]) => width >= min).at(-1)?.[0] ?? 'xs';
}

export function atLeast(width: number, size: ScreenSize): boolean {
  return width >= SCREEN_MIN_WIDTH[size];
}

/** The columns a list shows by default on a window this wide. */
export function defaultColumnKeys<T>(columns: readonly ListColumn<T>[], screenWidth: number): string[] {
  return leafColumns(columns)
    .filter((column) => column.always || (column.from !== 'picked' && atLeast(screenWidth, column.from ?? 'xs')))
    .map((column) => column.key);
}

/**
 * The columns to show: the merchant's pick when there is one (columns that are always shown stay,
 * and a pick naming columns the list no longer has keeps those it still has), else the defaults.
 */
export function shownColumnKeys<T>(
  columns: readonly ListColumn<T>[],
  picked: readonly string[] | undefined,
  screenWidth: number,
): string[] {
  const leaves = leafColumns(columns);
  const known = picked?.filter((key) => leaves.some((column) => column.key === key)) ?? [];
  if (known.length === 0) return defaultColumnKeys(columns, screenWidth);
  return leaves.filter((column) => column.always || known.includes(column.key)).map((column) => column.key);
}

/** The column tree with only the shown leaves; a group left without sub-columns goes too. */
export function pickColumns<T>(columns: readonly ListColumn<T>[], shown: readonly string[]): ListColumn<T>[] {
  return columns.flatMap((column) => {
    if (!column.children) return shown.includes(column.key) ? [column] : [];
    const children = pickColumns(column.children, shown);
    return children.length > 0 ? [{ ...column, children }] : [];
  });
}

/** The width the shown columns need; wider than the page, the table scrolls sideways. */
export function columnsWidth<T>(columns: readonly ListColumn<T>[], compact = false): number {
  return leafColumns(columns).reduce((sum, column) => {
    // On phones a column is drawn at its compact width, so the table scrolls only when those overflow.
    const width = compact && column.compact?.width !== undefined ? column.compact.width : column.width;
    return sum + (typeof width === 'number' ? width : 120);
  }, 0);
}

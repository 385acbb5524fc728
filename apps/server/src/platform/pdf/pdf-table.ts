import type { Align, PageContent } from './pdf-content';

/** A table's column: its width in points and how its texts sit in the cell. */
export interface TableColumn {
  width: number;
  align: Align;
}

/** A table's row height and text size in points, the same for every row of one document. */
export interface TableStyle {
  row: number;
  size: number;
}

const PAD = 3;

/**
 * Text in a one-row-high cell whose bottom edge is `bottom` and left edge `x`, padded, shrunk (to
 * 6 pt) and then cut to the cell's width.
 */
export function cellText(
  page: PageContent,
  style: TableStyle,
  value: string,
  x: number,
  bottom: number,
  column: TableColumn,
): void {
  const anchor =
    column.align === 'left' ? x + PAD : column.align === 'right' ? x + column.width - PAD : x + column.width / 2;
  page.text(value, {
    x: anchor,
    y: bottom + (style.row - style.size) / 2 + 1.5,
    size: style.size,
    minSize: 6,
    maxWidth: column.width - 2 * PAD,
    align: column.align,
  });
}

/**
 * One row of outlined cells from `left` under `top`, the i-th value in the i-th column, on a grey
 * background when `shade` is given (a title row). Answers the y below it.
 */
export function tableRow(
  page: PageContent,
  style: TableStyle,
  columns: readonly TableColumn[],
  values: readonly string[],
  at: { left: number; top: number; shade?: number },
): number {
  const bottom = at.top - style.row;
  if (at.shade !== undefined) {
    const width = columns.reduce((sum, column) => sum + column.width, 0);
    page.shade(at.left, bottom, width, style.row, at.shade);
  }
  let x = at.left;
  columns.forEach((column, index) => {
    page.stroke(x, bottom, column.width, style.row);
    cellText(page, style, values[index] ?? '', x, bottom, column);
    x += column.width;
  });
  return bottom;
}

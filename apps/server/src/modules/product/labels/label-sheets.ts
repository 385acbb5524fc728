import type { LabelSize } from '@portal/contract';

/** Millimetres to PDF points (1/72 inch). */
export const MM = 72 / 25.4;

/** A page of labels in a grid, all measures in points, y upwards from the page's bottom as PDF has it. */
export interface LabelSheet {
  pageWidth: number;
  pageHeight: number;
  columns: number;
  rows: number;
  labelWidth: number;
  labelHeight: number;
  /** Where the grid's top-left corner sits on the page. */
  left: number;
  top: number;
}

function single(widthMm: number, heightMm: number): LabelSheet {
  return {
    pageWidth: widthMm * MM,
    pageHeight: heightMm * MM,
    columns: 1,
    rows: 1,
    labelWidth: widthMm * MM,
    labelHeight: heightMm * MM,
    left: 0,
    top: 0,
  };
}

/**
 * Roll sizes print one label per page of exactly that size (what thermal label printers expect);
 * A4-3x8 is the common office sheet of 24 self-adhesive labels of 70 × 37 mm (the grid is 296 mm
 * high, so half a millimetre stays free above and below).
 */
export const LABEL_SHEETS: Record<LabelSize, LabelSheet> = {
  '50x30': single(50, 30),
  '60x40': single(60, 40),
  '70x30': single(70, 30),
  '100x50': single(100, 50),
  'A4-3x8': {
    pageWidth: 210 * MM,
    pageHeight: 297 * MM,
    columns: 3,
    rows: 8,
    labelWidth: 70 * MM,
    labelHeight: 37 * MM,
    left: 0,
    top: 0.5 * MM,
  },
};

export function labelsPerPage(sheet: LabelSheet): number {
  return sheet.columns * sheet.rows;
}

/** The bottom-left corner of the `slot`-th label on a page, counted left to right, top to bottom. */
export function slotOrigin(sheet: LabelSheet, slot: number): { x: number; y: number } {
  const column = slot % sheet.columns;
  const row = Math.floor(slot / sheet.columns);
  return {
    x: sheet.left + column * sheet.labelWidth,
    y: sheet.pageHeight - sheet.top - (row + 1) * sheet.labelHeight,
  };
}

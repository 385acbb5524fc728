import { SSF } from '@e965/xlsx';

/** A cell as an import reads it: the text the merchant sees, and the number or date behind it. */
export interface SheetCell {
  /** What the cell shows: its number format applied (leading zeros of an HS code, a date). */
  text: string;
  /** The stored number of a numeric cell, whatever its format shows. */
  number?: number;
  /** A date cell as ISO-8601 (`YYYY-MM-DD`, or `YYYY-MM-DD HH:mm:ss` with a time of day). */
  date?: string;
}

/** How one cell format shows numbers. */
export interface NumberFormat {
  /** The format code, or a built-in format's id. */
  code: string | number;
  kind: 'general' | 'date' | 'other';
}

export const GENERAL: NumberFormat = { code: 0, kind: 'general' };

/**
 * Built-in date formats: 14-22 and 45-47 everywhere, 27-36 and 50-58 the East Asian ones. Their
 * look depends on the reader's locale (14 is 1/15/26 in the US, 2026/1/15 in China), so the import
 * reads them as ISO dates.
 */
const LOCALE_DATE_IDS = new Set([14, 15, 16, 17, 22, 27, 28, 29, 30, 31, 34, 35, 36, 50, 51, 52, 53, 54, 57, 58]);
const TIME_IDS = new Set([18, 19, 20, 21, 32, 33, 45, 46, 47, 55, 56]);

/** A number format by its id and (custom formats) its code. */
export function numberFormat(id: number, code: string | undefined): NumberFormat {
  if (code !== undefined) {
    if (code === 'General' || code === '@') return GENERAL;
    return { code, kind: SSF.is_date(code) ? 'date' : 'other' };
  }
  if (id === 0 || id === 49) return GENERAL;
  if (LOCALE_DATE_IDS.has(id) || TIME_IDS.has(id)) return { code: id, kind: 'date' };
  return SSF.get_table()[id] === undefined ? GENERAL : { code: id, kind: 'other' };
}

/** A stored number as typed: without binary noise (12.300000000000001 is 12.3). */
export function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15)));
}

/** Days from 1899-12-30 (Excel's day 0 once its 1900 leap-year bug is past) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25569;
/** The 1904 date system (old Mac workbooks) counts from 1904-01-01. */
const DAYS_1900_TO_1904 = 1462;

/** An Excel date serial as ISO text; undefined outside years 1900-9999. */
export function serialToIso(serial: number, date1904: boolean): string | undefined {
  const days = serial + (date1904 ? DAYS_1900_TO_1904 : 0);
  if (!(days >= 1 && days < 2958466)) return undefined;
  const iso = new Date(Math.round((days - UNIX_EPOCH_SERIAL) * 86400) * 1000).toISOString();
  const time = iso.slice(11, 19);
  return time === '00:00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${time}`;
}

/** A numeric cell as it shows. A format the formatter cannot apply shows the plain number. */
export function numericCell(value: number, format: NumberFormat, date1904: boolean): SheetCell {
  if (format.kind === 'general') return { text: numberText(value), number: value };
  if (format.kind === 'date') {
    const date = serialToIso(value, date1904);
    if (date === undefined) return { text: numberText(value), number: value };
    const shown = typeof format.code === 'number' ? date : formatted(format.code, value, date1904);
    return { text: shown ?? date, number: value, date };
  }
  return { text: formatted(format.code, value, date1904) ?? numberText(value), number: value };
}

function formatted(code: string | number, value: number, date1904: boolean): string | undefined {
  try {
    return SSF.format(code, value, { date1904 });
  } catch {
    return undefined;
  }
}

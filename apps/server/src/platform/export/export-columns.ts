import type { Lang, Localized } from '@portal/contract';
import type { XlsxCell, XlsxRowSpec, XlsxSheetSpec, XlsxStyle } from '../xlsx/xlsx-writer';

/** One column of an export sheet: its header in both languages, its width and style, and its cell. */
export interface ExportColumn<R> {
  label: Localized;
  width: number;
  style?: XlsxStyle;
  cell(row: R, lang: Lang): XlsxCell;
}

/** A text column (kept as text, so a number-like code keeps its leading zeros). */
export function textColumn<R>(en: string, zh_CN: string, width: number, cell: (row: R) => string): ExportColumn<R> {
  return { label: { en, zh_CN }, width, style: 'text', cell };
}

/** An amount held in US cents, written in dollars in a money cell; empty where there is none. */
export function moneyColumn<R>(en: string, zh_CN: string, cents: (row: R) => number | null): ExportColumn<R> {
  return {
    label: { en, zh_CN },
    width: 14,
    style: 'money',
    cell: (row) => {
      const value = cents(row);
      return value === null ? null : value / 100;
    },
  };
}

/** A sheet with a frozen header row in the request's language, then one row per record. */
export function exportSheet<R>(
  name: string,
  columns: readonly ExportColumn<R>[],
  rows: R[],
  lang: Lang,
): XlsxSheetSpec {
  const specs: XlsxRowSpec[] = [{ cells: columns.map((c) => c.label[lang]), style: 'header' }];
  for (const row of rows) specs.push({ cells: columns.map((c) => c.cell(row, lang)) });
  return { name, freezeHeader: true, columns: columns.map((c) => ({ width: c.width, style: c.style })), rows: specs };
}

/** The recipient's fields an export shows, whichever record holds them. */
export interface ExportedRecipient {
  last_name: string;
  company: string;
  phone: string;
  email: string;
  address1: string;
  address2: string;
  address3: string | null;
  house_number: string;
  state: string;
  zip: string;
}

/**
 * The recipient's columns from the last name to the zip, in the import template's words, with the
 * city where the record keeps it (the order and parcel exports name it, the first name and the
 * country in their own lists' words).
 */
export function recipientColumns<R>(of: (row: R) => ExportedRecipient, city: ExportColumn<R>): ExportColumn<R>[] {
  return [
    textColumn('Last Name', '姓', 16, (r) => of(r).last_name),
    textColumn('Company', '公司', 20, (r) => of(r).company),
    textColumn('Phone', '电话', 18, (r) => of(r).phone),
    textColumn('Email', '邮箱', 26, (r) => of(r).email),
    textColumn('Address1', '地址1', 30, (r) => of(r).address1),
    textColumn('Address2', '地址2', 24, (r) => of(r).address2),
    textColumn('Address3', '地址3', 20, (r) => of(r).address3 ?? ''),
    textColumn('House Number', '门牌号', 12, (r) => of(r).house_number),
    city,
    textColumn('State', '州/省', 14, (r) => of(r).state),
    textColumn('Zip', '邮编', 12, (r) => of(r).zip),
  ];
}

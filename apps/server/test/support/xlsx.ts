import { Readable } from 'node:stream';
import type { OperationDef } from '@portal/contract';
import ExcelJS from 'exceljs';
import { multipart } from './multipart';
import type { Reply, TestApp } from './test-app';

/** An xlsx workbook with one sheet per entry, rows as given (row 1 first). */
export async function xlsxFile(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = book.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

export interface ReadSheet {
  name: string;
  /** Cell values by row, row 1 first; empty trailing cells dropped. */
  rows: unknown[][];
  sheet: ExcelJS.Worksheet;
}

/** Every sheet of a workbook with its rows as plain values (rich text and links by their text). */
export async function readXlsx(file: Buffer): Promise<ReadSheet[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Uint8Array.from(file).buffer);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    for (let r = 1; r <= sheet.rowCount; r += 1) {
      const values = (sheet.getRow(r).values as unknown[]).slice(1);
      rows.push(Array.from(values, (value) => plain(value)));
    }
    return { name: sheet.name, rows, sheet };
  });
}

/**
 * How many rows the first sheet holds, read as a stream: a 5,000-row export read whole (every sheet,
 * every cell's style) takes seconds where only its length is asserted.
 */
export async function firstSheetRowCount(file: Buffer): Promise<number> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(file), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    let rows = 0;
    for await (const _row of sheet) rows += 1;
    return rows;
  }
  return 0;
}

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value && typeof value === 'object' && 'richText' in value) {
    return (value as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('');
  }
  return value;
}

/** Posts a file to an import operation as the browser's upload does (multipart field `file`). */
export function upload<T>(
  t: TestApp,
  operation: OperationDef,
  options: { token: string; filename: string; data: Buffer | string; lang?: 'en' | 'zh_CN'; field?: string },
): Promise<Reply<T>> {
  const body = multipart([{ name: options.field ?? 'file', filename: options.filename, data: options.data }]);
  return t.request<T>({
    method: 'POST',
    url: operation.path,
    payload: body.payload,
    headers: { ...body.headers, token: options.token, 'accept-language': options.lang ?? 'en' },
  });
}

/** GETs a binary operation: the raw reply (a file on success, the envelope on refusal). */
export async function download(
  t: TestApp,
  operation: OperationDef,
  options: { token: string; query?: Record<string, string | number>; lang?: 'en' | 'zh_CN' },
) {
  const raw = await t.app.server.inject({
    method: 'GET',
    url: operation.path,
    query: Object.fromEntries(Object.entries(options.query ?? {}).map(([k, v]) => [k, String(v)])),
    headers: { token: options.token, 'accept-language': options.lang ?? 'en' },
  });
  const isFile = String(raw.headers['content-type']).startsWith('application/vnd.openxmlformats');
  return {
    raw,
    status: raw.statusCode,
    file: isFile ? raw.rawPayload : undefined,
    envelope: isFile ? undefined : (raw.json() as { error_code: number; msg: string; content: unknown }),
  };
}

import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';

/** A header as the user reads it: the template marks required columns with `*`. */
export function headerName(text: string): string {
  return text.replace(/\*/g, '').trim();
}

/**
 * Fills a downloaded import template: each row names its cells by header (as the template shows
 * them, without the `*`), so the test does not depend on the column order. Answers the xlsx bytes.
 */
export async function fillTemplate(template: string, rows: Record<string, string | number>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(template);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    columns.set(headerName(cell.text), column);
  });
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(values)) {
      const column = columns.get(header);
      if (!column) throw new Error(`the template has no column "${header}": ${[...columns.keys()].join(', ')}`);
      row.getCell(column).value = value;
    }
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Clicks something that downloads a file, and answers the download once saved. */
export async function downloadBy(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** A sheet's rows as header → text records (the header row itself left out). */
export function asRecords(rows: string[][]): Record<string, string>[] {
  const [header = [], ...data] = rows;
  const names = header.map(headerName);
  return data.map((cells) => Object.fromEntries(names.map((name, i) => [name, cells[i] ?? ''])));
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ImportResult, product } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMerchant } from './support/products';
import { TestApp } from './support/test-app';
import { upload } from './support/xlsx';

const FIXTURES = path.join(import.meta.dirname, 'fixtures/spreadsheets');

/**
 * The workbooks merchants really have, one per writer (see fixtures/spreadsheets/make-fixtures.ts):
 * each holds the same two SKUs, with an HS code and a barcode kept by a number format
 * (`0000000000`) on one row and typed as text on the other, and a declared value shown as currency.
 */
const WRITERS = [
  ['LibreOffice', 'libreoffice.xlsx'],
  ['LibreOffice (Excel 97-2003)', 'libreoffice.xls'],
  ['WPS', 'wps.xlsx'],
  ['Google Sheets', 'google-sheets.xlsx'],
  ['SheetJS', 'sheetjs.xlsx'],
  ['SheetJS (BIFF8)', 'sheetjs.xls'],
  ['exceljs', 'exceljs.xlsx'],
  ['Excel, with formatting down to row 3000', 'excel.xlsx'],
] as const;

describe('importing the workbooks of every writer', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it.each(WRITERS)('imports %s as the merchant sees it: leading zeros kept, numbers as stored', async (_, file) => {
    const merchant = await registerMerchant(t);
    const reply = await upload<ImportResult>(t, product.importProduct, {
      token: merchant.token,
      filename: file,
      data: readFileSync(path.join(FIXTURES, file)),
    });
    expect(reply.error_code, reply.msg).toBe(0);
    expect(reply.content).toMatchObject({ total: 2, success: 2, failed: 0 });
    const list = await t.call(product.getProductList, { token: merchant.token, query: { page: 1, page_size: 10 } });
    // The HS code is on the detail, not the list.
    const details = await Promise.all(
      list.content.list.map(
        async ({ id }) => (await t.call(product.getProductDetail, { token: merchant.token, query: { id } })).content,
      ),
    );
    const bySku = Object.fromEntries(details.map((p) => [p.sku.replace(/^FX-[A-Z-]+-/, ''), p]));
    expect(bySku['1']).toMatchObject({
      name_en: 'Coffee beans',
      name_cn: '咖啡豆',
      hs_code: '0901210000',
      barcode: '0012345678905',
      declared_value: 1250,
      weight_g: 500,
    });
    expect(bySku['2']).toMatchObject({
      name_en: 'Green tea',
      hs_code: '0902101000',
      declared_value: 800,
      barcode: null,
    });
  });
});

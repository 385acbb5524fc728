/**
 * Order import and export through the real HTTP routes, in process (issue "Outbound orders": 5,000
 * orders imported from one file in ≤ 2 s, 5,000 exported in ≤ 1 s, the same goals as bench:sku). Builds the app on a temp data
 * dir (SQLite), or on DATABASE_URL (PostgreSQL: give an empty database), signs in the demo
 * merchant, posts generated 5,000-row files (one order each, quoted by a named method) to
 * importOrder and exports each round's orders with exportOrder.
 *
 *   npm run bench:order-import                 SQLite
 *   DATABASE_URL=postgres://… npm run bench:order-import
 *   ROUNDS=5 npm run bench:order-import        more rounds (default 3)
 */
import { IMPORT_ROWS_MAX, order, product } from '@portal/contract';
import ExcelJS from 'exceljs';
import { benchApp, multipart, summarize } from './sku-import-export';
import { type ImportExportTimes, importExportRound } from './support/import-export-round';

const ROUNDS = Number(process.env.ROUNDS ?? 3);

const HEADER = [
  'Platform Order No.*',
  'Warehouse code*',
  'Shipping method code',
  'First Name*',
  'Last Name',
  'Phone*',
  'Email',
  'Address1*',
  'City*',
  'State*',
  'Zip*',
  'Country*',
  'SKU*',
  'Quantity*',
  'Unit price (USD)*',
  'Note',
];

/** 5,000 orders to US addresses from the Los Angeles warehouse, each of one line of `sku`. */
export async function orderImportFile(prefix: string, sku: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Orders');
  sheet.addRow(HEADER);
  for (let i = 1; i <= IMPORT_ROWS_MAX; i += 1) {
    sheet.addRow([
      `${prefix}${String(i).padStart(5, '0')}`,
      'USWE',
      'USWE-USPS-GA',
      `Buyer${i}`,
      'Bench',
      `+1 555 01${String(i % 100).padStart(2, '0')}`,
      `buyer${i}@example.test`,
      `${i} Market Street`,
      'Los Angeles',
      'CA',
      ['90001', '90012', '90210', '91101'][i % 4],
      'US',
      sku,
      1 + (i % 3),
      ((i % 5000) + 100) / 100,
      i % 10 ? null : 'Gift wrap',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function main() {
  const { app, config, token, close } = await benchApp();
  try {
    const skus = await app.server.inject({
      method: 'GET',
      url: product.getProductList.path,
      query: { page: '1', page_size: '10' },
      headers: { token },
    });
    const sku = (skus.json() as { content: { list: { sku: string }[] } }).content.list[0]?.sku;
    if (!sku) throw new Error('the demo merchant has no SKU');
    const times: ImportExportTimes = { imports: [], importCpu: [], exports: [], exportCpu: [] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      const prefix = `BENCH-${Date.now().toString(36).toUpperCase()}-${round}-`;
      const file = await orderImportFile(prefix, sku);
      const since = new Date().toISOString();
      await importExportRound(
        app,
        token,
        round,
        {
          importPath: order.importOrder.path,
          body: multipart('orders-5000.xlsx', file),
          fileBytes: file.length,
          rows: IMPORT_ROWS_MAX,
          exportPath: order.exportOrder.path,
          exportQuery: { created_from: since },
        },
        times,
      );
    }
    process.exitCode = summarize(`${config.databaseUrl ? 'PostgreSQL' : 'SQLite'}, ${IMPORT_ROWS_MAX} orders`, times);
  } finally {
    await close();
  }
}

// Run as a script, not when another benchmark borrows orderImportFile.
if (import.meta.url === `file://${process.argv[1]}`) await main();

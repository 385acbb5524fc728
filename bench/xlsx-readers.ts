/**
 * Reads the 5,000-row SKU file of `bench:sku` with each candidate reader, each in a fresh child
 * process, and prints wall time and the child's peak resident memory (issue 7's comparison).
 *
 *   npm run bench:readers
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { read } from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { openSpreadsheet } from '../apps/server/src/platform/xlsx/open-spreadsheet';
import { importFile } from './sku-import-export';

const READERS = {
  /** Nothing read: the child's own start-up, to read the others' figures against. */
  none: async () => 0,
  /** The portal's reader: streaming, number formats applied, as an import uses it. */
  portal: async (file: Buffer) => {
    const book = openSpreadsheet(file);
    let cells = 0;
    for await (const row of book?.rows(0) ?? []) cells += row.cells.size;
    return cells;
  },
  /** SheetJS with displayed text, as it would be used for imports. */
  sheetjs: async (file: Buffer) => {
    const book = read(file, { type: 'buffer', dense: true, cellNF: true });
    const sheet = book.Sheets[book.SheetNames[0] ?? ''];
    return (sheet?.['!data'] ?? []).reduce((sum, row) => sum + (row?.filter(Boolean).length ?? 0), 0);
  },
  exceljs: async (file: Buffer) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Uint8Array.from(file).buffer);
    let cells = 0;
    book.worksheets[0]?.eachRow((row) => {
      cells += row.cellCount;
    });
    return cells;
  },
} as const;

type ReaderName = keyof typeof READERS;

async function child(name: ReaderName, file: string): Promise<void> {
  const data = readFileSync(file);
  const started = performance.now();
  const cells = await READERS[name](data);
  const ms = performance.now() - started;
  console.log(JSON.stringify({ ms, cells, maxRssMb: process.resourceUsage().maxRSS / 1024 }));
}

async function main(): Promise<void> {
  const file = path.join(os.tmpdir(), `bench-readers-${process.pid}.xlsx`);
  writeFileSync(file, await importFile('RDR-'));
  for (const name of Object.keys(READERS) as ReaderName[]) {
    const runs = [1, 2, 3].map(
      () =>
        JSON.parse(
          execFileSync(process.execPath, ['--import', 'tsx', import.meta.filename, name, file], { encoding: 'utf8' })
            .trim()
            .split('\n')
            .at(-1) ?? '{}',
        ) as { ms: number; cells: number; maxRssMb: number },
    );
    const best = runs.sort((a, b) => a.ms - b.ms)[1] ?? runs[0];
    console.log(
      `${name.padEnd(8)} ${best?.ms.toFixed(0)} ms (median of 3), peak RSS ${best?.maxRssMb.toFixed(0)} MB, ${best?.cells} cells`,
    );
  }
}

const [name, file] = process.argv.slice(2);
if (name && file) await child(name as ReaderName, file);
else await main();

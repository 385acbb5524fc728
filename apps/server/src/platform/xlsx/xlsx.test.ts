import { describe, expect, it } from 'vitest';
import { openSpreadsheet } from './open-spreadsheet';
import { DEFAULT_SPREADSHEET_LIMITS, type Spreadsheet } from './spreadsheet';
import { XlsxWorkbook } from './xlsx-workbook';
import { writeXlsx } from './xlsx-writer';
import { SpreadsheetLimitError } from './xml-text';
import { ZipArchive, zipFiles } from './zip-archive';

const MB = 1024 * 1024;
const LIMITS = { ...DEFAULT_SPREADSHEET_LIMITS, unpackedBytes: 10 * MB };

async function collect(book: Spreadsheet, index = 0) {
  const rows = [];
  for await (const row of book.rows(index)) rows.push(row);
  return rows;
}

async function textsOf(file: Buffer): Promise<string[][][]> {
  const book = openSpreadsheet(file, LIMITS);
  if (!book) throw new Error('not a workbook');
  const sheets: string[][][] = [];
  for (let index = 0; index < book.sheets.length; index += 1) {
    const rows = await collect(book, index);
    sheets.push(
      rows.map((row) => {
        const cells: string[] = [];
        for (const [column, cell] of row.cells) cells[column - 1] = cell.text;
        return Array.from(cells, (cell) => cell ?? '');
      }),
    );
  }
  return sheets;
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A minimal workbook as other writers shape it: prefixed tags, shared strings, cells without references. */
export function handMade(sheetXml: string, options: { shared?: string; styles?: string; workbookPr?: string } = {}) {
  const files = [
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<x:workbook xmlns:x="${MAIN}" xmlns:r="r">${options.workbookPr ?? ''}<x:sheets><x:sheet name="Data &amp; more" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships><Relationship Id="rId7" Type="worksheet" Target="/xl/worksheets/data.xml"/></Relationships>',
      ),
    },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<x:sst xmlns:x="${MAIN}">${options.shared ?? ''}</x:sst>`) },
    {
      name: 'xl/worksheets/data.xml',
      data: Buffer.from(`<x:worksheet xmlns:x="${MAIN}"><x:sheetData>${sheetXml}</x:sheetData></x:worksheet>`),
    },
  ];
  if (options.styles) files.push({ name: 'xl/styles.xml', data: Buffer.from(options.styles) });
  return zipFiles(files);
}

describe('xlsx reading and writing', () => {
  it('reads back what it writes: text with markup, control characters and escapes, numbers, gaps', async () => {
    const file = writeXlsx([
      {
        name: 'One/Two?',
        columns: [
          { width: 10, style: 'text' },
          { width: 10, style: 'money' },
        ],
        freezeHeader: true,
        rows: [
          { cells: ['a & <b> "c"', 12.5, null, 'line\nbreak'], style: 'header' },
          { cells: ['bell\u0007', 0.1 + 0.2, '', '_x0041_ stays'] },
          { cells: [] },
          { cells: ['中文', 6901234567890] },
        ],
      },
      { name: 'Second', columns: [], rows: [{ cells: ['x'] }] },
    ]);
    expect(XlsxWorkbook.open(file, LIMITS)?.sheets.map((s) => s.name)).toEqual(['One Two ', 'Second']);
    expect(await textsOf(file)).toEqual([
      [
        ['a & <b> "c"', '12.5', '', 'line\nbreak'],
        ['bell\u0007', '0.30', '', '_x0041_ stays'],
        ['中文', '6901234567890.00'],
      ],
      [['x']],
    ]);
  });

  it('reads prefixed tags, shared strings without their phonetic guides, inline and typed cells', async () => {
    const file = handMade(
      '<x:row r="1"><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c r="E1" t="inlineStr"><x:is><x:r><x:t>in</x:t></x:r><x:r><x:t/></x:r><x:r><x:t xml:space="preserve">line</x:t></x:r></x:is></x:c></x:row>' +
        '<x:row><x:c r="A2" t="b"><x:v>1</x:v></x:c><x:c r="B2" t="e"><x:v>#N/A</x:v></x:c><x:c r="C2" t="str"><x:f>A1</x:f><x:v>r &amp; d</x:v></x:c><x:c r="D2"><x:v>1.2300000000000001E1</x:v></x:c></x:row>' +
        '<x:row r="5"/>',
      {
        shared:
          '<x:si><x:t>plain</x:t></x:si><x:si><x:r><x:t>東京</x:t></x:r><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh></x:si>',
      },
    );
    const book = XlsxWorkbook.open(file, LIMITS);
    expect(book?.sheets).toEqual([{ name: 'Data & more', path: 'xl/worksheets/data.xml' }]);
    const rows = book ? await collect(book) : [];
    expect(rows.map((r) => [r.number, [...r.cells].map(([column, cell]) => [column, cell.text])])).toEqual([
      [
        1,
        [
          [1, 'plain'],
          [2, '東京'],
          [5, 'inline'],
        ],
      ],
      [
        2,
        [
          [1, 'TRUE'],
          [2, '#N/A'],
          [3, 'r & d'],
          [4, '12.3'],
        ],
      ],
    ]);
  });

  it('shows numbers as their format does and keeps the number and date behind them', async () => {
    const styles = `<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="0000000000"/><numFmt numFmtId="165" formatCode="yyyy/mm/dd"/></numFmts><cellXfs count="6"><xf numFmtId="0"/><xf numFmtId="164" applyNumberFormat="1"/><xf numFmtId="14"/><xf numFmtId="165"/><xf numFmtId="49"/><xf numFmtId="4"/></cellXfs></styleSheet>`;
    const file = handMade(
      '<x:row r="1"><x:c r="A1" s="1"><x:v>101210000</x:v></x:c><x:c r="B1" s="2"><x:v>46037</x:v></x:c><x:c r="C1" s="3"><x:v>46037.5</x:v></x:c><x:c r="D1" s="4"><x:v>12345678901234</x:v></x:c><x:c r="E1" s="5"><x:v>1234.5</x:v></x:c><x:c r="F1" s="9"><x:v>7</x:v></x:c></x:row>',
      { styles },
    );
    const book = XlsxWorkbook.open(file, LIMITS);
    const [row] = book ? await collect(book) : [];
    expect(Object.fromEntries(row?.cells ?? [])).toEqual({
      1: { text: '0101210000', number: 101210000 },
      2: { text: '2026-01-15', number: 46037, date: '2026-01-15' },
      3: { text: '2026/01/15', number: 46037.5, date: '2026-01-15 12:00:00' },
      4: { text: '12345678901234', number: 12345678901234 },
      5: { text: '1,234.50', number: 1234.5 },
      6: { text: '7', number: 7 },
    });
    const old = handMade('<x:row r="1"><x:c r="A1" s="2"><x:v>0</x:v></x:c></x:row>', {
      styles,
      workbookPr: '<x:workbookPr date1904="1"/>',
    });
    const oldBook = XlsxWorkbook.open(old, LIMITS);
    const [oldRow] = oldBook ? await collect(oldBook) : [];
    expect(oldRow?.cells.get(1)?.date).toBe('1904-01-01');
  });

  it('is no workbook without a complete zip or a workbook part', () => {
    const file = writeXlsx([{ name: 'S', columns: [], rows: [{ cells: ['x'] }] }]);
    expect(openSpreadsheet(file.subarray(0, file.length - 10), LIMITS)).toBeUndefined();
    expect(
      openSpreadsheet(zipFiles([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]), LIMITS),
    ).toBeUndefined();
  });

  it('stops unpacking at its budget, however small the packed file', () => {
    const bomb = zipFiles([{ name: 'big.xml', data: Buffer.alloc(4 * MB, 32) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => ZipArchive.open(bomb, MB)?.read('big.xml')).toThrow(SpreadsheetLimitError);
    expect(ZipArchive.open(bomb, 5 * MB)?.read('big.xml')?.length).toBe(4 * MB);
  });
});

describe('hostile workbooks', () => {
  it('refuses 200,000 rows that never close at the first one, in linear time', async () => {
    const file = handMade(`${'<x:row><x:c t="inlineStr"><x:is><x:t>x</x:t></x:is></x:c>'.repeat(200_000)}`);
    const book = XlsxWorkbook.open(file, LIMITS);
    const started = performance.now();
    await expect(book ? collect(book) : []).rejects.toThrow('row 1 not closed');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses 12 million empty shared strings by their count, not their bytes', async () => {
    const file = handMade('<x:row r="1"><x:c t="s"><x:v>0</x:v></x:c></x:row>', {
      shared: '<x:si/>'.repeat(12_000_000),
    });
    expect(file.length).toBeLessThan(MB);
    const book = XlsxWorkbook.open(file, { ...LIMITS, streamedPartBytes: 512 * MB });
    const started = performance.now();
    await expect(book ? collect(book) : []).rejects.toThrow(SpreadsheetLimitError);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads a sheet of 150,000 formatted empty rows beyond the unpacked budget, keeping only the filled ones', async () => {
    const empty = (r: number) =>
      `<x:row r="${r}" spans="1:26" s="1" customFormat="1">${Array.from({ length: 26 }, (_, c) => `<x:c r="${String.fromCharCode(65 + c)}${r}" s="1"/>`).join('')}</x:row>`;
    const parts = ['<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>SKU</x:t></x:is></x:c></x:row>'];
    for (let r = 2; r <= 150_000; r += 1) parts.push(empty(r));
    const file = handMade(parts.join(''));
    const book = XlsxWorkbook.open(file, { ...DEFAULT_SPREADSHEET_LIMITS, unpackedBytes: 64 * MB });
    const rows = book ? await collect(book) : [];
    expect(rows.map((r) => r.number)).toEqual([1]);
    // ≈ 100 MB of XML: a loaded CI machine needs more than the default 5 s; this test is not about time.
  }, 30_000);

  it('refuses more filled cells than its limit', async () => {
    const row = (r: number) => `<x:row r="${r}"><x:c><x:v>1</x:v></x:c><x:c><x:v>2</x:v></x:c></x:row>`;
    const file = handMade(Array.from({ length: 10 }, (_, i) => row(i + 1)).join(''));
    const book = XlsxWorkbook.open(file, { ...LIMITS, cells: 15 });
    await expect(book ? collect(book) : []).rejects.toThrow(SpreadsheetLimitError);
  });
});

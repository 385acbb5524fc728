import { describe, expect, it } from 'vitest';
import { XlsxWorkbook } from './xlsx-workbook';
import { writeXlsx } from './xlsx-writer';
import { ZipArchive, zipFiles } from './zip-archive';

const MB = 1024 * 1024;

function rowsOf(file: Buffer): string[][][] {
  const book = XlsxWorkbook.open(file, 10 * MB);
  if (!book) throw new Error('not a workbook');
  return book.sheets.map((sheet) =>
    [...book.rows(sheet)].map((row) => {
      const cells: string[] = [];
      for (const [column, text] of row.cells) cells[column - 1] = text;
      return Array.from(cells, (cell) => cell ?? '');
    }),
  );
}

/** A minimal workbook as other writers shape it: prefixed tags, shared strings, cells without references. */
function handMade(sheetXml: string, sharedStrings = ''): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  return zipFiles([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<x:workbook xmlns:x="${main}" xmlns:r="r"><x:sheets><x:sheet name="Data &amp; more" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from(
        '<Relationships><Relationship Id="rId7" Type="worksheet" Target="/xl/worksheets/data.xml"/></Relationships>',
      ),
    },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<x:sst xmlns:x="${main}">${sharedStrings}</x:sst>`) },
    {
      name: 'xl/worksheets/data.xml',
      data: Buffer.from(`<x:worksheet xmlns:x="${main}"><x:sheetData>${sheetXml}</x:sheetData></x:worksheet>`),
    },
  ]);
}

describe('xlsx reading and writing', () => {
  it('reads back what it writes: text with markup, control characters and escapes, numbers, gaps', () => {
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
    const book = XlsxWorkbook.open(file, MB);
    expect(book?.sheets.map((s) => s.name)).toEqual(['One Two ', 'Second']);
    expect(rowsOf(file)).toEqual([
      [
        ['a & <b> "c"', '12.5', '', 'line\nbreak'],
        ['bell\u0007', '0.3', '', '_x0041_ stays'],
        ['中文', '6901234567890'],
      ],
      [['x']],
    ]);
  });

  it('reads prefixed tags, shared strings without their phonetic guides, inline and typed cells', () => {
    const file = handMade(
      '<x:row r="1"><x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c r="E1" t="inlineStr"><x:is><x:r><x:t>in</x:t></x:r><x:r><x:t xml:space="preserve">line</x:t></x:r></x:is></x:c></x:row>' +
        '<x:row><x:c r="A2" t="b"><x:v>1</x:v></x:c><x:c r="B2" t="e"><x:v>#N/A</x:v></x:c><x:c r="C2" t="str"><x:f>A1</x:f><x:v>r &amp; d</x:v></x:c><x:c r="D2"><x:v>1.2300000000000001E1</x:v></x:c></x:row>' +
        '<x:row r="5"/>',
      '<x:si><x:t>plain</x:t></x:si><x:si><x:r><x:t>東京</x:t></x:r><x:rPh sb="0" eb="2"><x:t>トウキョウ</x:t></x:rPh></x:si>',
    );
    const book = XlsxWorkbook.open(file, MB);
    expect(book?.sheets).toEqual([{ name: 'Data & more', path: 'xl/worksheets/data.xml' }]);
    expect([...(book?.rows(book.sheets[0] as { path: string }) ?? [])].map((r) => [r.number, [...r.cells]])).toEqual([
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

  it('is no workbook without a complete zip or a workbook part', () => {
    const file = writeXlsx([{ name: 'S', columns: [], rows: [{ cells: ['x'] }] }]);
    expect(XlsxWorkbook.open(file.subarray(0, file.length - 10), MB)).toBeUndefined();
    expect(XlsxWorkbook.open(Buffer.from('d0cf11e0a1b11ae1'.padEnd(600, '0'), 'hex'), MB)).toBeUndefined();
    expect(XlsxWorkbook.open(zipFiles([{ name: 'word/document.xml', data: Buffer.from('<w/>') }]), MB)).toBeUndefined();
  });

  it('stops unpacking at its budget, however small the packed file', () => {
    const bomb = zipFiles([{ name: 'big.xml', data: Buffer.alloc(4 * MB, 32) }]);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(() => ZipArchive.open(bomb, MB)?.read('big.xml')).toThrow();
    expect(ZipArchive.open(bomb, 5 * MB)?.read('big.xml')?.length).toBe(4 * MB);
  });
});

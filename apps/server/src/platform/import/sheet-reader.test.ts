import { describe, expect, it } from 'vitest';
import { zipFiles } from '../xlsx/zip-archive';
import type { ImportColumn } from './import-columns';
import { readImportSheet } from './sheet-reader';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rule = { en: '', zh_CN: '' };
const COLUMNS: ImportColumn<'code' | 'amount' | 'arrival'>[] = [
  { key: 'code', label: { en: 'Code', zh_CN: '编码' }, type: 'text', width: 10, rule, required: true },
  { key: 'amount', label: { en: 'Amount', zh_CN: '金额' }, type: 'number', width: 10, rule },
  { key: 'arrival', label: { en: 'Arrival date', zh_CN: '到货日期' }, type: 'date', width: 10, rule },
];

/** A sheet whose cells show differently from what they hold: a zero-padded code, a rounded amount, a date. */
function workbook(): Buffer {
  const styles = `<styleSheet xmlns="${MAIN}"><numFmts count="2"><numFmt numFmtId="164" formatCode="000000"/><numFmt numFmtId="165" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="4"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="2"/><xf numFmtId="165"/></cellXfs></styleSheet>`;
  const sheet = `<worksheet xmlns="${MAIN}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Title line</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>编码</t></is></c><c r="B2" t="inlineStr"><is><t>Amount</t></is></c><c r="C2" t="inlineStr"><is><t>到货日期</t></is></c></row><row r="3"><c r="A3" s="1"><v>4217</v></c><c r="B3" s="2"><v>12.345</v></c><c r="C3" s="3"><v>46037</v></c></row><row r="4"><c r="A4" t="inlineStr"><is><t>A-1</t></is></c><c r="B4" t="inlineStr"><is><t>7</t></is></c><c r="C4" t="inlineStr"><is><t>2026-02-01</t></is></c></row></sheetData></worksheet>`;
  return zipFiles([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${MAIN}" xmlns:r="r"><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    },
    { name: 'xl/styles.xml', data: Buffer.from(styles) },
    { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet) },
  ]);
}

describe('readImportSheet', () => {
  it('reads text as shown, numbers as stored and dates as dates, below a title line', async () => {
    expect(await readImportSheet(workbook(), COLUMNS, 'code')).toEqual([
      { row: 3, cells: { code: '004217', amount: '12.345', arrival: '2026-01-15' } },
      { row: 4, cells: { code: 'A-1', amount: '7', arrival: '2026-02-01' } },
    ]);
  });
});

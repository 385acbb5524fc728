import { zipFiles } from '../../src/platform/xlsx/zip-archive';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A workbook of one sheet with the given `<sheetData>` content and shared strings. */
export function workbookWith(sheetData: string, sharedStrings = ''): Buffer {
  return zipFiles([
    {
      name: 'xl/workbook.xml',
      data: Buffer.from(
        `<workbook xmlns="${MAIN}" xmlns:r="r"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: Buffer.from('<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>'),
    },
    { name: 'xl/sharedStrings.xml', data: Buffer.from(`<sst xmlns="${MAIN}">${sharedStrings}</sst>`) },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: Buffer.from(`<worksheet xmlns="${MAIN}"><sheetData>${sheetData}</sheetData></worksheet>`),
    },
  ]);
}

const HEADER_ROW =
  '<row r="1"><c t="inlineStr"><is><t>SKU</t></is></c><c t="inlineStr"><is><t>HS code</t></is></c></row>';

/** Found in issue 7: `<row>` tags that never close, which lazy patterns rescanned to the end for each. */
export function unclosedRows(count: number): Buffer {
  return workbookWith(HEADER_ROW + '<row><c t="inlineStr"><is><t>x</t></is></c>'.repeat(count));
}

/** Found in issue 7: millions of empty shared strings in a few hundred KB. */
export function emptySharedStrings(count: number): Buffer {
  return workbookWith(HEADER_ROW, '<si/>'.repeat(count));
}

/** Formatting applied to an empty range as Excel saves it: every empty cell of `rows` × 26 columns written. */
export function formattedEmptyRows(rows: number): Buffer {
  const parts = [HEADER_ROW, '<row r="2"><c t="inlineStr"><is><t>HOSTILE-1</t></is></c></row>'];
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let r = 3; r <= rows; r += 1) {
    let row = `<row r="${r}" spans="1:26" s="1" customFormat="1">`;
    for (const letter of letters) row += `<c r="${letter}${r}" s="1"/>`;
    parts.push(`${row}</row>`);
  }
  return workbookWith(parts.join(''));
}

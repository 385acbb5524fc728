import { zipFiles } from './zip-archive';

export type XlsxCell = string | number | null | undefined;

/** The cell formats the portal's workbooks use; each is one entry of `cellXfs` in styles.xml. */
const STYLE_INDEX = { plain: 0, header: 1, text: 2, money: 3, wrap: 4 } as const;
export type XlsxStyle = keyof typeof STYLE_INDEX;

export interface XlsxRowSpec {
  cells: XlsxCell[];
  /** The format of every cell of the row (a header); otherwise each cell takes its column's. */
  style?: XlsxStyle;
  height?: number;
}

export interface XlsxSheetSpec {
  name: string;
  /** Width in characters, and the format of the column (also for cells typed into it later). */
  columns: { width: number; style?: XlsxStyle }[];
  rows: Iterable<XlsxRowSpec>;
  /** Keep row 1 in view while scrolling. */
  freezeHeader?: boolean;
  /** Ranges such as `A1:C1`. */
  merges?: string[];
}

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

// numFmtId 49 is the built-in text format "@", 2 the built-in "0.00".
const STYLES = `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font><font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="5"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1" applyAlignment="1"><alignment vertical="center" wrapText="1"/></xf><xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;

const OOXML_ESCAPE = /^_x[0-9A-Fa-f]{4}_/;

/**
 * Text for an XML element or attribute. Control characters XML cannot hold are written as OOXML's
 * `_xHHHH_` escapes, and a literal `_xHHHH_` in the text is protected the same way.
 */
function escapeXml(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    let replacement: string | undefined;
    if (code === 0x26) replacement = '&amp;';
    else if (code === 0x3c) replacement = '&lt;';
    else if (code === 0x3e) replacement = '&gt;';
    else if (code === 0x22) replacement = '&quot;';
    else if (code === 0x5f && OOXML_ESCAPE.test(text.slice(i, i + 7))) replacement = '_x005F_';
    else if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0xfffe || code === 0xffff) {
      replacement = `_x${code.toString(16).padStart(4, '0').toUpperCase()}_`;
    }
    if (replacement !== undefined) {
      out += text.slice(from, i) + replacement;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}

function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/** Sheet names may not hold `[]:*?/\` and are at most 31 characters. */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31);
}

function sheetXml(sheet: XlsxSheetSpec): string {
  const parts: string[] = [`${XML_HEAD}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`];
  parts.push(
    sheet.freezeHeader
      ? '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>'
      : '<sheetViews><sheetView workbookViewId="0"/></sheetViews>',
  );
  parts.push('<sheetFormatPr defaultRowHeight="15"/>');
  if (sheet.columns.length) {
    parts.push('<cols>');
    sheet.columns.forEach((column, index) => {
      const style = column.style ? ` style="${STYLE_INDEX[column.style]}"` : '';
      parts.push(`<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"${style}/>`);
    });
    parts.push('</cols>');
  }
  const letters: string[] = [];
  const columnStyles = sheet.columns.map((column) => STYLE_INDEX[column.style ?? 'plain']);
  parts.push('<sheetData>');
  let number = 0;
  for (const row of sheet.rows) {
    number += 1;
    const height = row.height ? ` ht="${row.height}" customHeight="1"` : '';
    let xml = `<row r="${number}"${height}>`;
    const rowStyle = row.style ? STYLE_INDEX[row.style] : undefined;
    for (let index = 0; index < row.cells.length; index += 1) {
      const value = row.cells[index];
      if (value === null || value === undefined || value === '') continue;
      letters[index] ??= columnLetters(index + 1);
      const style = rowStyle ?? columnStyles[index] ?? 0;
      const s = style ? ` s="${style}"` : '';
      const ref = `${letters[index]}${number}`;
      if (typeof value === 'number') {
        if (Number.isFinite(value)) xml += `<c r="${ref}"${s}><v>${value}</v></c>`;
      } else {
        xml += `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
      }
    }
    parts.push(`${xml}</row>`);
  }
  parts.push('</sheetData>');
  if (sheet.merges?.length) {
    parts.push(`<mergeCells count="${sheet.merges.length}">`);
    for (const range of sheet.merges) parts.push(`<mergeCell ref="${range}"/>`);
    parts.push('</mergeCells>');
  }
  parts.push('<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>');
  return parts.join('');
}

/**
 * A workbook written directly as OOXML: values and the few formats above, nothing else. Several
 * times faster than a general library for the 5000-row exports, and what Excel, WPS and
 * LibreOffice open (the tests read it back with exceljs).
 */
export function writeXlsx(sheets: XlsxSheetSpec[]): Buffer {
  const sheetEntries = sheets.map((sheet, index) => ({
    name: `xl/worksheets/sheet${index + 1}.xml`,
    data: Buffer.from(sheetXml(sheet), 'utf8'),
  }));
  const overrides = sheetEntries
    .map(
      (entry) =>
        `<Override PartName="/${entry.name}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
    )
    .join('');
  const contentTypes = `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>${overrides}</Types>`;
  const rootRels = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
  const workbook = `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><bookViews><workbookView/></bookViews><sheets>${sheets
    .map(
      (sheet, index) =>
        `<sheet name="${escapeXml(sheetName(sheet.name))}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('')}</sheets></workbook>`;
  const workbookRels = `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets
    .map(
      (_, index) =>
        `<Relationship Id="rId${index + 1}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
    )
    .join('')}<Relationship Id="rId${sheets.length + 1}" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
  const text = (name: string, content: string) => ({ name, data: Buffer.from(content, 'utf8') });
  return zipFiles([
    text('[Content_Types].xml', contentTypes),
    text('_rels/.rels', rootRels),
    text('xl/workbook.xml', workbook),
    text('xl/_rels/workbook.xml.rels', workbookRels),
    text('xl/styles.xml', STYLES),
    ...sheetEntries,
  ]);
}

import { PDFDocument } from 'pdf-lib';
import { utcText } from '../../../platform/export/utc-text';
import { embedCjkFont } from '../../../platform/pdf/cjk-font';
import { addContentPages, PageContent } from '../../../platform/pdf/pdf-content';
import { type TableColumn, tableRow } from '../../../platform/pdf/pdf-table';
import type { StatementDocument, StatementLine } from './statement-document';
import { billTypeName, dollars, STATEMENT_TEXTS, statementText } from './statement-texts';

/** A4 portrait in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 15;
const TABLE = { row: ROW, size: 8 };
const FOOTER = 24;

interface Column extends TableColumn {
  value: (line: StatementLine) => string;
}

const COLUMNS: Column[] = [
  { width: 62, align: 'left', value: (line) => String(line.id) },
  { width: 88, align: 'left', value: (line) => utcText(line.createdAt) },
  { width: 120, align: 'left', value: (line) => line.reference },
  { width: A4[0] - 2 * MARGIN - 62 - 88 - 120 - 70 - 75, align: 'left', value: (line) => line.remark },
  { width: 70, align: 'right', value: (line) => dollars(line.amount) },
  { width: 75, align: 'right', value: (line) => dollars(line.balanceAfter) },
];
const TITLES = ['transactionId', 'time', 'reference', 'remark', 'amount', 'balance'] as const;

/**
 * The statement as an A4 PDF an accountant can file: the month, customer and currency, the opening
 * balance, each bill type's transactions under its name with their subtotal, and the closing
 * balance; pages numbered. Rendered in a worker (see render-statement.worker.ts).
 */
export async function renderStatementPdf(doc: StatementDocument): Promise<Uint8Array> {
  const { lang } = doc;
  const t = (key: keyof typeof STATEMENT_TEXTS) => statementText(key, lang);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t('title')} ${doc.month}`);
  pdf.setProducer('Merchant Portal');
  const font = await embedCjkFont(pdf, [
    ...Object.values(STATEMENT_TEXTS).map((text) => text[lang]),
    ...doc.groups.flatMap((group) => [
      billTypeName(group.type, lang),
      ...group.lines.flatMap((line) => [line.reference, line.remark]),
    ]),
    '0123456789-.:/ USD',
  ]);
  const pages: PageContent[] = [];
  let page = new PageContent(font);
  let y = header(page, doc, true);
  const room = (rows: number) => y - rows * ROW >= MARGIN + FOOTER;
  const newPage = () => {
    pages.push(page);
    page = new PageContent(font);
    y = header(page, doc, false);
  };
  y = balanceRow(page, t('opening'), doc.opening, y);
  for (const group of doc.groups) {
    if (!room(4)) newPage();
    y -= 8;
    page.text(billTypeName(group.type, lang), { x: MARGIN, y: y - 11, size: 10.5 });
    y -= ROW;
    y = titles(page, lang, y);
    for (const line of group.lines) {
      if (!room(2)) {
        newPage();
        y = titles(page, lang, y);
      }
      y = lineRow(page, line, y);
    }
    y = balanceRow(page, t('subtotal'), group.subtotal, y);
  }
  if (!doc.groups.length) {
    y -= ROW;
    page.text(t('none'), { x: MARGIN, y, size: 9 });
  }
  if (!room(2)) newPage();
  y -= 8;
  balanceRow(page, t('closing'), doc.closing, y);
  pages.push(page);
  pages.forEach((p, index) => {
    const text = t('page')
      .replace('{n}', String(index + 1))
      .replace('{total}', String(pages.length));
    p.text(text, { x: A4[0] / 2, y: MARGIN - 10, size: 8, align: 'center' });
  });
  addContentPages(pdf, font, A4, pages);
  return pdf.save({ useObjectStreams: false });
}

/** The title; on the first page also month, customer, currency and when it was made. Answers the y below. */
function header(page: PageContent, doc: StatementDocument, full: boolean): number {
  const { lang } = doc;
  let y = A4[1] - MARGIN - 14;
  page.text(statementText('title', lang), { x: MARGIN, y, size: 18 });
  page.text(`${statementText('month', lang)}: ${doc.month}`, { x: A4[0] - MARGIN, y, size: 11, align: 'right' });
  y -= 12;
  if (full) {
    const info: [string, string][] = [
      [statementText('customer', lang), String(doc.customerId)],
      [statementText('currency', lang), 'USD'],
      [statementText('generated', lang), utcText(doc.generatedAt)],
    ];
    for (const [label, value] of info) {
      y -= 13;
      page.text(label, { x: MARGIN, y, size: 9 });
      page.text(value, { x: MARGIN + 110, y, size: 9 });
    }
    y -= 8;
  }
  page.fill(MARGIN, y, A4[0] - 2 * MARGIN, 1);
  return y - 6;
}

function titles(page: PageContent, lang: StatementDocument['lang'], top: number): number {
  const values = TITLES.map((title) => statementText(title, lang));
  return tableRow(page, TABLE, COLUMNS, values, { left: MARGIN, top, shade: 0.9 });
}

function lineRow(page: PageContent, line: StatementLine, top: number): number {
  const values = COLUMNS.map((column) => column.value(line));
  return tableRow(page, TABLE, COLUMNS, values, { left: MARGIN, top });
}

/** A shaded row with a label on the left and an amount under the amount column. */
function balanceRow(page: PageContent, label: string, cents: number, top: number): number {
  const width = A4[0] - 2 * MARGIN;
  page.shade(MARGIN, top - ROW, width, ROW, 0.95);
  page.stroke(MARGIN, top - ROW, width, ROW);
  page.text(label, { x: MARGIN + 3, y: top - ROW + 4.5, size: 9 });
  const amountRight = MARGIN + COLUMNS.slice(0, 5).reduce((sum, c) => sum + c.width, 0) - 3;
  page.text(`${dollars(cents)} USD`, { x: amountRight, y: top - ROW + 4.5, size: 9, align: 'right' });
  return top - ROW;
}

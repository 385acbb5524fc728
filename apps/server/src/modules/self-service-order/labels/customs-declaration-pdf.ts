import type { Lang, ParcelDetail } from '@portal/contract';
import { PDFDocument } from 'pdf-lib';
import { embedCjkFont } from '../../../platform/pdf/cjk-font';
import { addContentPages, MM, PageContent, wrapLines } from '../../../platform/pdf/pdf-content';
import { type TableColumn, type TableStyle, tableRow } from '../../../platform/pdf/pdf-table';
import { parcelText, pieceValue, recipientAddress, senderAddress, usd } from './parcel-document-texts';

const WIDTH = 210 * MM;
const HEIGHT = 297 * MM;
const MARGIN = 15 * MM;
const INNER = WIDTH - 2 * MARGIN;
const STYLE: TableStyle = { row: 16, size: 8 };
/** Customs lines one A4 page holds under its header; more continue on the next page. */
const ROWS_PER_PAGE = 30;

/**
 * The parcel's customs declaration (CN23-like, A4): sender and recipient, the parcel number, method,
 * duty terms and tax numbers, then every customs line of every piece (English and Chinese names, HS
 * code, origin, quantity, unit and total value in USD) with the totals, the insured value and the
 * sender's certification with room for a signature.
 */
export async function renderCustomsDeclaration(detail: ParcelDetail, lang: Lang): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${detail.parcel_no} customs declaration`);
  doc.setProducer('Merchant Portal');
  const columns: TableColumn[] = [
    { width: 30, align: 'center' },
    { width: INNER - 30 - 62 - 44 - 34 - 56 - 62, align: 'left' },
    { width: 62, align: 'center' },
    { width: 44, align: 'center' },
    { width: 34, align: 'right' },
    { width: 56, align: 'right' },
    { width: 62, align: 'right' },
  ];
  const header = ['piece', 'description', 'hsCode', 'origin', 'quantity', 'unitValue', 'totalValue'] as const;
  const headerTexts = header.map((key) => parcelText(key, lang));
  const rows = detail.pieces.flatMap((piece) =>
    piece.customs_lines.map((line) => [
      String(piece.seq),
      `${line.name_en} / ${line.name_cn}`,
      line.hs_code,
      line.origin,
      String(line.quantity),
      usd(line.unit_value),
      usd(line.quantity * line.unit_value),
    ]),
  );
  const totalValue = detail.pieces.reduce((sum, piece) => sum + pieceValue(piece), 0);
  const totalUnits = detail.pieces.reduce((sum, p) => sum + p.customs_lines.reduce((s, l) => s + l.quantity, 0), 0);
  const taxes = Object.entries(detail.tax_codes)
    .filter(([, code]) => code)
    .map(([kind, code]) => `${kind.toUpperCase()} ${code}`)
    .join(' · ');
  const facts = [
    `${parcelText('parcelNo', lang)}: ${detail.parcel_no}${detail.customer_ref ? ` (${detail.customer_ref})` : ''}`,
    `${parcelText('method', lang)}: ${detail.shipping_method_name}`,
    `${parcelText('dutyTerms', lang)}: ${detail.duty_terms} · ${parcelText('taxCodes', lang)}: ${taxes || parcelText('none', lang)}`,
    `${parcelText('weight', lang)}: ${(detail.weight_g / 1000).toFixed(2)} kg · ${parcelText('insured', lang)}: USD ${usd(detail.insured_value)}`,
  ];
  const totalRow = ['', parcelText('total', lang), '', '', String(totalUnits), '', usd(totalValue)];
  const sender = senderAddress(detail);
  const recipient = recipientAddress(detail);
  const certify = parcelText('certify', lang);
  const font = await embedCjkFont(doc, [
    parcelText('declaration', lang),
    parcelText('from', lang),
    parcelText('to', lang),
    parcelText('signature', lang),
    certify,
    ...headerTexts,
    ...rows.flat(),
    ...totalRow,
    ...facts,
    ...sender,
    ...recipient,
  ]);
  const chunks: string[][][] = [];
  for (let i = 0; i < Math.max(rows.length, 1); i += ROWS_PER_PAGE) chunks.push(rows.slice(i, i + ROWS_PER_PAGE));
  const pages = chunks.map((chunk, index) => {
    const page = new PageContent(font);
    let y = HEIGHT - MARGIN - 18;
    page.text(parcelText('declaration', lang), { x: MARGIN, y, size: 16 });
    page.text(detail.parcel_no, { x: WIDTH - MARGIN, y, size: 12, align: 'right' });
    y -= 24;
    if (index === 0) {
      const half = INNER / 2 - 6;
      page.text(parcelText('from', lang), { x: MARGIN, y, size: 8 });
      page.text(parcelText('to', lang), { x: MARGIN + INNER / 2 + 6, y, size: 8 });
      const lines = Math.max(sender.length, recipient.length);
      for (let line = 0; line < lines; line += 1) {
        y -= 11;
        page.text(sender[line] ?? '', { x: MARGIN, y, size: 9, minSize: 6, maxWidth: half });
        page.text(recipient[line] ?? '', { x: MARGIN + INNER / 2 + 6, y, size: 9, minSize: 6, maxWidth: half });
      }
      y -= 8;
      page.fill(MARGIN, y, INNER, 0.6);
      for (const fact of facts) {
        y -= 12;
        page.text(fact, { x: MARGIN, y, size: 9, minSize: 6, maxWidth: INNER });
      }
      y -= 10;
    }
    y = tableRow(page, STYLE, columns, headerTexts, { left: MARGIN, top: y, shade: 0.9 });
    for (const row of chunk) y = tableRow(page, STYLE, columns, row, { left: MARGIN, top: y });
    if (index === chunks.length - 1) {
      y = tableRow(page, STYLE, columns, totalRow, { left: MARGIN, top: y, shade: 0.95 });
      y -= 8;
      for (const line of wrapLines(font, certify, 8, INNER, 4)) {
        y -= 11;
        page.text(line, { x: MARGIN, y, size: 8, maxWidth: INNER });
      }
      y -= 36;
      page.fill(MARGIN, y, INNER / 2, 0.6);
      page.text(parcelText('signature', lang), { x: MARGIN, y: y - 10, size: 8 });
    }
    return page;
  });
  addContentPages(doc, font, [WIDTH, HEIGHT], pages);
  return doc.save({ useObjectStreams: false });
}

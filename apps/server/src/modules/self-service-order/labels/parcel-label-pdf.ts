import type { Lang, ParcelDetail } from '@portal/contract';
import { PDFDocument } from 'pdf-lib';
import { code128Widths } from '../../../platform/barcodes/code128';
import { type DocumentFont, embedCjkFont } from '../../../platform/pdf/cjk-font';
import { addContentPages, PageContent, wrapLines } from '../../../platform/pdf/pdf-content';
import { contentsLine, parcelText, pieceValue, recipientAddress, senderAddress, usd } from './parcel-document-texts';

/** A 4 × 6 inch thermal label (288 × 432 pt), the size carriers' and hubs' printers take. */
export const LABEL_WIDTH = 4 * 72;
export const LABEL_HEIGHT = 6 * 72;
const MARGIN = 10;
const INNER = LABEL_WIDTH - 2 * MARGIN;
/** Code 128 wants at least 10 modules of white on either side of the bars. */
const QUIET_MODULES = 10;
/** A module no wider than 0.5 mm: a short code would otherwise print bars wider than a scanner expects. */
const MAX_MODULE = 1.4;
/** Printed boxed beside the piece count when the parcel holds dangerous goods: the hub sorts it apart. */
export const DG_MARK = 'DG';

/**
 * The parcel's labels: one 4 × 6 inch page per piece with the method and hub, the sender, the
 * recipient large, the parcel number as Code 128 (the hub scans it: every piece carries the parcel's
 * number, "Piece n of N" tells them apart) and the customs summary (contents, declared value,
 * weight, duty terms), with the DG mark boxed when the parcel holds dangerous goods.
 */
export async function renderParcelLabels(detail: ParcelDetail, lang: Lang): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${detail.parcel_no} label`);
  doc.setProducer('Merchant Portal');
  const sender = senderAddress(detail);
  const recipient = recipientAddress(detail);
  const pages = detail.pieces.map((piece) => ({
    pieceOf: parcelText('pieceOf', lang, { n: piece.seq, total: detail.pieces.length }),
    contents: `${parcelText('contents', lang)}: ${contentsLine(piece)}`,
    value: `${parcelText('declared', lang)}: USD ${usd(pieceValue(piece))} · ${detail.duty_terms} · ${parcelText('weight', lang)}: ${(piece.weight_g / 1000).toFixed(2)} kg`,
  }));
  const texts = [
    ...sender,
    ...recipient,
    ...pages.flatMap((p) => [p.pieceOf, p.contents, p.value]),
    detail.shipping_method_name,
    detail.courier,
    detail.warehouse_code,
    detail.parcel_no,
    detail.customer_ref,
    parcelText('from', lang),
    parcelText('to', lang),
    parcelText('hub', lang),
    parcelText('ref', lang),
    DG_MARK,
  ];
  const font = await embedCjkFont(doc, texts);
  addContentPages(
    doc,
    font,
    [LABEL_WIDTH, LABEL_HEIGHT],
    pages.map((page) => drawLabel(font, detail, lang, { sender, recipient, ...page })),
  );
  return doc.save({ useObjectStreams: false });
}

function drawLabel(
  font: DocumentFont,
  detail: ParcelDetail,
  lang: Lang,
  texts: { sender: string[]; recipient: string[]; pieceOf: string; contents: string; value: string },
): PageContent {
  const page = new PageContent(font);
  let y = LABEL_HEIGHT - MARGIN - 16;
  page.text(detail.shipping_method_name, { x: MARGIN, y, size: 14, minSize: 8, maxWidth: INNER * 0.7 });
  page.text(`${parcelText('hub', lang)} ${detail.warehouse_code}`, {
    x: LABEL_WIDTH - MARGIN,
    y,
    size: 12,
    minSize: 7,
    maxWidth: INNER * 0.3,
    align: 'right',
  });
  y -= 12;
  page.text(detail.courier, { x: MARGIN, y, size: 8, maxWidth: INNER });
  y -= 6;
  page.fill(MARGIN, y, INNER, 1.2);
  y -= 11;
  page.text(parcelText('from', lang), { x: MARGIN, y, size: 7 });
  for (const line of texts.sender.slice(0, 6)) {
    y -= 9;
    page.text(line, { x: MARGIN, y, size: 7.5, minSize: 6, maxWidth: INNER });
  }
  y -= 6;
  page.fill(MARGIN, y, INNER, 0.8);
  y -= 13;
  page.text(parcelText('to', lang), { x: MARGIN, y, size: 9 });
  for (const [index, line] of texts.recipient.slice(0, 7).entries()) {
    y -= index === 0 ? 16 : 13;
    page.text(line, { x: MARGIN + 8, y, size: index === 0 ? 14 : 11, minSize: 7, maxWidth: INNER - 8 });
  }
  y -= 8;
  page.fill(MARGIN, y, INNER, 1.2);
  // The barcode: the parcel's number, under it in words, then which piece this is.
  const barTop = y - 8;
  const barBottom = barTop - 62;
  drawBarcode(page, detail.parcel_no, barBottom, barTop);
  page.text(detail.parcel_no, {
    x: LABEL_WIDTH / 2,
    y: barBottom - 13,
    size: 12,
    minSize: 8,
    maxWidth: INNER,
    align: 'center',
  });
  page.text(texts.pieceOf, { x: LABEL_WIDTH / 2, y: barBottom - 25, size: 9, maxWidth: INNER, align: 'center' });
  if (detail.dangerous_goods) {
    page.stroke(LABEL_WIDTH - MARGIN - 30, barBottom - 29, 30, 18, 1.5);
    page.text(DG_MARK, { x: LABEL_WIDTH - MARGIN - 15, y: barBottom - 25, size: 13, align: 'center' });
  }
  y = barBottom - 32;
  page.fill(MARGIN, y, INNER, 0.8);
  for (const line of wrapLines(font, texts.contents, 7.5, INNER, 2)) {
    y -= 10;
    page.text(line, { x: MARGIN, y, size: 7.5, maxWidth: INNER });
  }
  y -= 10;
  page.text(texts.value, { x: MARGIN, y, size: 7.5, minSize: 6, maxWidth: INNER });
  if (detail.customer_ref) {
    page.text(`${parcelText('ref', lang)}: ${detail.customer_ref}`, { x: MARGIN, y: MARGIN, size: 8, maxWidth: INNER });
  }
  return page;
}

/** Bars of `code` centred between `bottom` and `top`, as wide as the label allows. */
function drawBarcode(page: PageContent, code: string, bottom: number, top: number): void {
  const widths = code128Widths(code);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const module = Math.min(MAX_MODULE, INNER / (modules + 2 * QUIET_MODULES));
  let x = (LABEL_WIDTH - modules * module) / 2;
  widths.forEach((w, index) => {
    if (index % 2 === 0) page.fill(x, bottom, w * module, top - bottom);
    x += w * module;
  });
}

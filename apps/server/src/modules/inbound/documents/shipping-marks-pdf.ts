import type { InboundDetail, Lang } from '@portal/contract';
import { PDFDocument } from 'pdf-lib';
import { code128Widths } from '../../../platform/barcodes/code128';
import { type DocumentFont, embedCjkFont } from '../../../platform/pdf/cjk-font';
import { addContentPages, MM, PageContent, wrapLines } from '../../../platform/pdf/pdf-content';
import { boxOfText, docText } from './document-texts';
import { type PackedBox, packingRows } from './packing-rows';

/** A shipping mark is 100 × 100 mm (spec: shipping marks in mm), one per box. */
export const SHIPPING_MARK_MM = 100;
const SIDE = SHIPPING_MARK_MM * MM;
const MARGIN = 4 * MM;
const INNER = SIDE - 2 * MARGIN;
/** Code 128 wants at least 10 modules of white on either side of the bars. */
const QUIET_MODULES = 10;
/** A module no wider than 1 mm: a short code would otherwise print bars wider than a scanner expects. */
const MAX_MODULE = 1 * MM;

interface MarkTexts {
  box: PackedBox;
  receivingLabel: string;
  boxOf: string;
  contents: string;
  measures: string;
}

/**
 * The shipping marks of a booking: one 100 × 100 mm page per box with the receiving number large,
 * "Box n of N", the warehouse's name and address, what the box holds (SKUs and units, weight and
 * size) and the box code as Code 128 bars with the code in words under them.
 */
export async function renderShippingMarks(detail: InboundDetail, lang: Lang): Promise<Uint8Array> {
  const { boxes } = packingRows(detail, lang);
  const marks: MarkTexts[] = boxes.map((box) => ({
    box,
    receivingLabel: docText('receivingNo', lang),
    boxOf: boxOfText(box.box_no, boxes.length, lang),
    contents: `${docText('skuCount', lang)}: ${box.items.length} · ${docText('totalUnits', lang)}: ${box.units}`,
    measures: `${box.weight_kg} kg · ${box.dimensions} cm`,
  }));
  const doc = await PDFDocument.create();
  doc.setTitle(`${detail.receiving_no} shipping marks`);
  doc.setProducer('Merchant Portal');
  const fixed = [docText('receivingNo', lang), detail.receiving_no, detail.warehouse_name, detail.warehouse_address];
  const varying = marks.flatMap((m) => [m.boxOf, m.contents, m.measures, m.box.box_code]);
  const font = await embedCjkFont(doc, [...fixed, ...varying]);
  const address = wrapLines(font, detail.warehouse_address, 8, INNER, 3);
  addContentPages(
    doc,
    font,
    [SIDE, SIDE],
    marks.map((mark) => drawMark(font, detail, address, mark)),
  );
  return doc.save({ useObjectStreams: false });
}

function drawMark(font: DocumentFont, detail: InboundDetail, address: string[], mark: MarkTexts): PageContent {
  const page = new PageContent(font);
  const left = MARGIN;
  let y = SIDE - MARGIN - 7;
  page.text(mark.receivingLabel, { x: left, y, size: 7, maxWidth: INNER });
  y -= 25;
  page.text(detail.receiving_no, { x: SIDE / 2, y, size: 26, minSize: 12, maxWidth: INNER, align: 'center' });
  y -= 22;
  page.text(mark.boxOf, { x: SIDE / 2, y, size: 17, minSize: 10, maxWidth: INNER, align: 'center' });
  y -= 8;
  page.fill(left, y, INNER, 0.8);
  y -= 12;
  page.text(detail.warehouse_name, { x: left, y, size: 10, minSize: 7, maxWidth: INNER });
  for (const line of address) {
    y -= 10;
    page.text(line, { x: left, y, size: 8, maxWidth: INNER });
  }
  y -= 8;
  page.fill(left, y, INNER, 0.8);
  y -= 13;
  page.text(mark.contents, { x: left, y, size: 10, minSize: 7, maxWidth: INNER });
  y -= 11;
  page.text(mark.measures, { x: left, y, size: 8, minSize: 6, maxWidth: INNER });
  drawBarcode(page, mark.box.box_code, MARGIN + 14, y - 8);
  page.text(mark.box.box_code, { x: SIDE / 2, y: MARGIN + 2, size: 10, minSize: 6, maxWidth: INNER, align: 'center' });
  return page;
}

/** Bars of `code` centred between `bottom` and `top`, as wide as the page allows. */
function drawBarcode(page: PageContent, code: string, bottom: number, top: number): void {
  const widths = code128Widths(code);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const module = Math.min(MAX_MODULE, INNER / (modules + 2 * QUIET_MODULES));
  let x = (SIDE - modules * module) / 2;
  widths.forEach((w, index) => {
    if (index % 2 === 0) page.fill(x, bottom, w * module, top - bottom);
    x += w * module;
  });
}

import type { InboundDetail, Lang } from '@portal/contract';
import { PDFDocument } from 'pdf-lib';
import { type DocumentFont, embedCjkFont } from '../../../platform/pdf/cjk-font';
import { addContentPages, PageContent, wrapLines } from '../../../platform/pdf/pdf-content';
import { cellText, type TableColumn, tableRow } from '../../../platform/pdf/pdf-table';
import { arrivalText, DOCUMENT_TEXTS, docText, pageOfText, utcMinute } from './document-texts';
import { type PackedBox, type PackingTotals, packingRows } from './packing-rows';

/** A4 portrait in points. */
const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;
const ROW = 16;
const TABLE = { row: ROW, size: 8.5 };
const FOOTER = 24;

interface Column extends TableColumn {
  title: string;
  /** Box columns are drawn once per box, centred across its item rows (the screen's merged cells). */
  perBox: boolean;
}

/** One table row on a page: a box's items from `from`, all of them or as many as fit. */
interface Slice {
  box: PackedBox;
  from: number;
  to: number;
}

/**
 * The packing list as an A4 PDF: a header with the receiving number, warehouse, address and dates,
 * then one row per box and SKU with the box's number, weight and size merged over its SKUs, and
 * the totals (boxes, units, weight). The table header repeats on every page, pages are numbered.
 */
export async function renderPackingListPdf(detail: InboundDetail, lang: Lang): Promise<Uint8Array> {
  const { boxes, totals } = packingRows(detail, lang);
  const columns: Column[] = [
    { title: docText('boxNo', lang), width: 45, align: 'center', perBox: true },
    { title: docText('sku', lang), width: 115, align: 'left', perBox: false },
    { title: docText('productName', lang), width: 165, align: 'left', perBox: false },
    { title: docText('quantityPerBox', lang), width: 55, align: 'right', perBox: false },
    { title: docText('weightKg', lang), width: 55, align: 'right', perBox: true },
    { title: docText('dimensionsCm', lang), width: A4[0] - 2 * MARGIN - 435, align: 'center', perBox: true },
  ];
  const info = headerInfo(detail, lang);
  const doc = await PDFDocument.create();
  doc.setTitle(`${detail.receiving_no} ${docText('packingList', lang)}`);
  doc.setProducer('Merchant Portal');
  const font = await embedCjkFont(doc, [
    ...Object.values(DOCUMENT_TEXTS).map((text) => text[lang]),
    detail.receiving_no,
    ...info.flat(),
    ...boxes.flatMap((box) => [box.dimensions, ...box.items.flatMap((item) => [item.sku, item.name])]),
    '0123456789 / ·:',
    pageOfText(1, 1, lang),
  ]);

  const pages: PageContent[] = [];
  let page = new PageContent(font);
  let y = drawColumnTitles(page, columns, drawHeader(page, font, info, detail, lang, true));
  const newPage = () => {
    pages.push(page);
    page = new PageContent(font);
    y = drawColumnTitles(page, columns, drawHeader(page, font, info, detail, lang, false));
  };
  /** Item rows that fit above the footer from `top`, keeping one row for the totals. */
  const rowsFrom = (top: number) => Math.floor((top - MARGIN - FOOTER - ROW) / ROW);
  const rowsOfFreshPage = rowsFrom(
    drawColumnTitles(
      new PageContent(font),
      columns,
      drawHeader(new PageContent(font), font, info, detail, lang, false),
    ),
  );
  for (const box of boxes) {
    let from = 0;
    while (from < box.items.length) {
      const left = box.items.length - from;
      const fits = rowsFrom(y);
      // A box stays whole on one page when a page can hold it; a taller one fills the page it starts on.
      if (fits < 1 || (fits < left && left <= rowsOfFreshPage)) {
        newPage();
        continue;
      }
      const to = Math.min(box.items.length, from + fits);
      y = drawSlice(page, columns, { box, from, to }, y);
      from = to;
    }
  }
  if (y - ROW < MARGIN + FOOTER) newPage();
  drawTotals(page, columns, totals, lang, y);
  pages.push(page);
  pages.forEach((p, index) => {
    p.text(pageOfText(index + 1, pages.length, lang), { x: A4[0] / 2, y: MARGIN - 10, size: 8, align: 'center' });
  });
  addContentPages(doc, font, A4, pages);
  return doc.save({ useObjectStreams: false });
}

/** Label and value pairs under the title. */
function headerInfo(detail: InboundDetail, lang: Lang): [string, string][] {
  const shipping = detail.booking.shipping;
  return [
    [docText('warehouse', lang), detail.warehouse_name],
    [docText('address', lang), detail.warehouse_address],
    [docText('createdAt', lang), utcMinute(detail.created_at)],
    [docText('arrivalDate', lang), arrivalText(shipping, lang)],
    [docText('courier', lang), [shipping.courier_company, shipping.tracking_no].filter(Boolean).join(' / ')],
  ];
}

/** The title and receiving number; on the first page also the booking's details. Answers the y below. */
function drawHeader(
  page: PageContent,
  font: DocumentFont,
  info: [string, string][],
  detail: InboundDetail,
  lang: Lang,
  full: boolean,
): number {
  const inner = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN - 14;
  page.text(docText('packingList', lang), { x: MARGIN, y, size: 18 });
  page.text(`${docText('receivingNo', lang)}: ${detail.receiving_no}`, {
    x: A4[0] - MARGIN,
    y,
    size: 11,
    align: 'right',
    maxWidth: inner / 2,
  });
  y -= 12;
  if (full) {
    const labelWidth = 110;
    for (const [label, value] of info) {
      const lines = wrapLines(font, value, 9, inner - labelWidth, 2);
      y -= 13;
      page.text(label, { x: MARGIN, y, size: 9, maxWidth: labelWidth - 6 });
      lines.forEach((line, index) => {
        page.text(line, { x: MARGIN + labelWidth, y: y - index * 12, size: 9 });
      });
      y -= Math.max(0, lines.length - 1) * 12;
    }
    y -= 8;
  }
  page.fill(MARGIN, y, inner, 1);
  return y - 6;
}

function drawColumnTitles(page: PageContent, columns: Column[], top: number): number {
  const titles = columns.map((column) => column.title);
  return tableRow(page, TABLE, columns, titles, { left: MARGIN, top, shade: 0.9 });
}

/** A box's item rows from `slice.from` to `slice.to`, the box cells merged over them. */
function drawSlice(page: PageContent, columns: Column[], slice: Slice, top: number): number {
  const rows = slice.to - slice.from;
  const height = rows * ROW;
  let x = MARGIN;
  for (const column of columns) {
    const index = columns.indexOf(column);
    if (column.perBox) {
      page.stroke(x, top - height, column.width, height);
      const value =
        index === 0 ? String(slice.box.box_no) : index === 4 ? String(slice.box.weight_kg) : slice.box.dimensions;
      cellText(page, TABLE, value, x, top - height / 2 - ROW / 2, column);
    } else {
      for (let row = 0; row < rows; row += 1) {
        const item = slice.box.items[slice.from + row];
        if (!item) continue;
        const cellTop = top - row * ROW;
        page.stroke(x, cellTop - ROW, column.width, ROW);
        const value = index === 1 ? item.sku : index === 2 ? item.name : String(item.quantity);
        cellText(page, TABLE, value, x, cellTop - ROW, column);
      }
    }
    x += column.width;
  }
  return top - height;
}

function drawTotals(page: PageContent, columns: Column[], totals: PackingTotals, lang: Lang, top: number): void {
  const [box, sku, name, units, weight, dims] = columns as [Column, Column, Column, Column, Column, Column];
  const first = box.width + sku.width + name.width;
  page.shade(MARGIN, top - ROW, first + units.width + weight.width + dims.width, ROW, 0.95);
  page.stroke(MARGIN, top - ROW, first, ROW);
  cellText(
    page,
    TABLE,
    `${docText('total', lang)} · ${docText('totalBoxes', lang)}: ${totals.boxes} · ${docText('totalUnits', lang)}: ${totals.units}`,
    MARGIN,
    top - ROW,
    { ...name, width: first, align: 'left' },
  );
  let x = MARGIN + first;
  page.stroke(x, top - ROW, units.width, ROW);
  cellText(page, TABLE, String(totals.units), x, top - ROW, units);
  x += units.width;
  page.stroke(x, top - ROW, weight.width, ROW);
  cellText(page, TABLE, String(totals.weightKg), x, top - ROW, weight);
  x += weight.width;
  page.stroke(x, top - ROW, dims.width, ROW);
}

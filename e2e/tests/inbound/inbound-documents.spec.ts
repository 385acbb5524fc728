import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { downloadBy } from '../../support/import-sheets';
import { createBooking, inboundMerchant, sampleBooking } from '../../support/inbound';
import { openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { sheetRows } from '../../support/products';

/** 100 mm in PDF points (72 per inch). */
const MARK_SIDE_PT = (100 / 25.4) * 72;

test("a booking's detail downloads its shipping marks (one 100 mm page per box) and its packing list", async ({
  page,
  request,
}) => {
  const merchant = await inboundMerchant(request);
  // Two cartons of 5 MUG-01 and 2 CAP-02 each.
  const booking = await createBooking(request, merchant.token, sampleBooking(merchant.warehouseId));
  await openPortal(page, merchant.token, `/inbound/detail?id=${booking.id}`);
  const header = shownPage(page);
  await expect(header.getByText(booking.receiving_no).first()).toBeVisible({ timeout: 30_000 });

  const marks = await downloadBy(page, () => header.getByRole('button', { name: 'Shipping marks (PDF)' }).click());
  const pdf = await PDFDocument.load(await readFile(await marks.path()));
  expect(pdf.getPageCount()).toBe(2);
  for (const mark of pdf.getPages()) {
    expect(mark.getWidth()).toBeCloseTo(MARK_SIDE_PT, 1);
    expect(mark.getHeight()).toBeCloseTo(MARK_SIDE_PT, 1);
  }

  const list = await downloadBy(page, () => header.getByRole('button', { name: 'Packing list (xlsx)' }).click());
  const cells = (await sheetRows(await list.path())).flat().join(' ');
  expect(cells).toContain(booking.receiving_no);
  expect(cells).toContain('MUG-01');
  expect(cells).toContain('CAP-02');

  const printable = await downloadBy(page, () => header.getByRole('button', { name: 'Packing list (PDF)' }).click());
  expect((await readFile(await printable.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

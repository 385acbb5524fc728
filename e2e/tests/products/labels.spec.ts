import { expect, type Page, test } from '@playwright/test';
import { pdfPageCount, pdfPageTexts } from '../../support/pdf-text';
import { merchantWithSkus, openProductList, tickRow } from '../../support/products';

/** Opens the print dialog for the ticked SKUs, picks a size and copies, and answers the saved PDF's path. */
async function printLabels(page: Page, size: string, copies: number, texts = { print: 'Print labels', ok: 'Print' }) {
  await page.getByRole('button', { name: texts.print }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .locator('.ant-select')
    .filter({ has: page.locator('#label_size') })
    .click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(size).click();
  await dialog.locator('#copies').fill(String(copies));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: texts.ok }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^PDF\d{13}\.pdf$/);
  await expect(dialog).toBeHidden();
  return download.path();
}

test('prints one roll label per page for each selected SKU and copy, with the SKU and name on it', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['LBL-A1', 'LBL-B2', 'LBL-NOT'], {
    overrides: (sku) => (sku === 'LBL-B2' ? { barcode: 'BAR-2222', name_en: 'Linen towel' } : {}),
  });
  await openProductList(page, merchant.token);
  await tickRow(page, 'LBL-A1');
  await tickRow(page, 'LBL-B2');

  const file = await printLabels(page, '50 × 30 mm', 2);
  expect(await pdfPageCount(file)).toBe(4);
  const pages = await pdfPageTexts(file);
  const withA = pages.filter((text) => text.includes('LBL-A1'));
  const withB = pages.filter((text) => text.includes('LBL-B2'));
  expect(withA).toHaveLength(2);
  expect(withB).toHaveLength(2);
  // The bars encode the barcode when there is one, and the line under them repeats it.
  expect(withB[0]).toContain('BAR-2222');
  expect(withB[0]).toContain('Linen towel');
  expect(pages.some((text) => text.includes('LBL-NOT'))).toBe(false);
});

test('an A4 sheet holds up to 24 labels a page', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['SHEET-1']);
  await openProductList(page, merchant.token);
  await tickRow(page, 'SHEET-1');
  const file = await printLabels(page, 'A4 sheet, 3 × 8 labels', 25);
  expect(await pdfPageCount(file)).toBe(2);
  // Without a barcode the bars encode the SKU, so each label shows it twice: on top and under the bars.
  const counts = (await pdfPageTexts(file)).map((text) => text.split('SHEET-1').length - 1);
  expect(counts).toEqual([48, 2]);
});

test('in Chinese: no selection is refused, and labels print from the Chinese dialog', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['ZH-LBL'], { lang: 'zh_CN' });
  await openProductList(page, merchant.token);
  await page.getByRole('button', { name: '打印标签' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: '未选择数据！' })).toBeVisible();
  await tickRow(page, 'ZH-LBL');
  const file = await printLabels(page, '60 × 40 mm', 1, { print: '打印标签', ok: '打 印' });
  expect(await pdfPageCount(file)).toBe(1);
});

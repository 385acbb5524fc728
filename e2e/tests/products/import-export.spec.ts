import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { type Product, type ProductProperty, productReference } from '@portal/contract';
import { callApi } from '../../support/api';
import { asRecords, downloadBy, fillTemplate, headerName } from '../../support/import-sheets';
import { productDetail } from '../../support/product-form';
import {
  expectListLoaded,
  expectSkus,
  merchantWithSkus,
  openProductList,
  sheetRows,
  skuRow,
  tickRow,
  toast,
} from '../../support/products';

async function openImport(page: Page) {
  await page.getByTestId('import-button').click();
  const dialog = page.getByRole('dialog', { name: 'Import SKUs' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function downloadTemplate(page: Page): Promise<string> {
  const download = await downloadBy(page, () => page.getByTestId('import-template').click());
  return download.path();
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

/** A row of the new-SKU template with every required column filled. */
function newSkuRow(sku: string, property: ProductProperty, overrides: Record<string, string | number> = {}) {
  return {
    SKU: sku,
    'Chinese name': '导入商品',
    'English name': `Imported ${sku}`,
    'Product attribute': property.name_en,
    'HS code': '610910',
    'Declared value (USD)': 8.5,
    'Weight (g)': 120,
    'Length (cm)': 10,
    'Width (cm)': 8,
    'Height (cm)': 3,
    ...overrides,
  };
}

test('imports new SKUs from the template: good rows saved, bad rows listed and downloadable with reasons', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['IMP-EXISTS']);
  const [property] = await callApi<ProductProperty[]>(request, productReference.getPropertyList, {
    token: merchant.token,
  });
  if (!property) throw new Error('no product attribute in the demo data');
  await openProductList(page, merchant.token);
  await openImport(page);

  const template = await downloadTemplate(page);
  const [header = []] = await sheetRows(template);
  expect(header.map(headerName)).toEqual(expect.arrayContaining(['SKU', 'Chinese name', 'English name', 'HS code']));

  // A name outside 3-64 characters is refused before anything is sent.
  const file = await fillTemplate(template, [
    newSkuRow('IMP-OK-1', property),
    newSkuRow('IMP-EXISTS', property),
    newSkuRow('IMP-OK-2', property),
    newSkuRow('IMP-NO-HS', property, { 'HS code': '' }),
  ]);
  await chooseFile(page, `${'n'.repeat(70)}.xlsx`, file);
  await expect(toast(page, 'The file name must be 3-64 characters')).toBeVisible();

  await chooseFile(page, 'new-skus.xlsx', file);
  await expect(page.getByTestId('import-file')).toHaveText('File: new-skus.xlsx');
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();

  const result = page.getByTestId('import-result');
  await expect(result.getByTestId('import-total')).toContainText('4');
  await expect(result.getByTestId('import-success')).toContainText('2');
  await expect(result.getByTestId('import-failed')).toContainText('2');
  const failures = result.getByTestId('import-failures');
  await expect(failures.locator('tr', { hasText: 'IMP-EXISTS' })).toContainText('SKU already exists');
  await expect(failures.locator('tr', { hasText: 'IMP-NO-HS' })).toContainText('please input HS code');

  const failed = await downloadBy(page, () => result.getByRole('button', { name: 'Download failed rows' }).click());
  const records = asRecords(await sheetRows(await failed.path()));
  expect(records.map((row) => row.SKU)).toEqual(['IMP-EXISTS', 'IMP-NO-HS']);
  expect(records[0]?.Reasons).toContain('SKU already exists');
  expect(records[1]?.Reasons).toContain('please input HS code');

  // The list shows the new SKUs once the dialog is closed.
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await expectListLoaded(page);
  await expectSkus(page, ['IMP-OK-2', 'IMP-OK-1', 'IMP-EXISTS']);
});

test('imports a legacy .xls saved by LibreOffice, keeping a barcode’s leading zeros', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, []);
  await openProductList(page, merchant.token);
  await openImport(page);
  const xls = readFileSync(
    path.join(import.meta.dirname, '../../../apps/server/test/fixtures/spreadsheets/libreoffice.xls'),
  );
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({
    name: 'skus-2003.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: xls,
  });
  await expect(page.getByTestId('import-file')).toHaveText('File: skus-2003.xls');
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByTestId('import-result');
  await expect(result.getByTestId('import-success')).toContainText('2');
  await expect(result.getByTestId('import-failed')).toContainText('0');
  await page.getByRole('dialog').getByRole('button', { name: 'Close', exact: true }).last().click();
  await expectListLoaded(page);
  await expect(skuRow(page, 'FX-LIBREOFFICE-1')).toContainText('0012345678905');
});

test('updates the tax info of existing SKUs; an unknown SKU is listed as failed', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['TAX-1']);
  await openProductList(page, merchant.token);
  const dialog = await openImport(page);
  await dialog.getByText('Update tax info').click();
  const template = await downloadTemplate(page);
  const file = await fillTemplate(template, [
    { SKU: 'TAX-1', 'HS code': '42022900' },
    { SKU: 'TAX-UNKNOWN', 'HS code': '42022900' },
  ]);
  await chooseFile(page, 'tax-info.xlsx', file);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const result = page.getByTestId('import-result');
  await expect(result.getByTestId('import-success')).toContainText('1');
  await expect(result.getByTestId('import-failures').locator('tr', { hasText: 'TAX-UNKNOWN' })).toContainText(
    'SKU code does not exist',
  );
  const updated: Product = await productDetail(request, merchant.token, merchant.ids['TAX-1'] ?? 0);
  expect(updated.hs_code).toBe('42022900');
});

test('exports the filtered list or the selection as xlsx, and says when there is nothing to export', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithSkus(request, ['EXP-CUP', 'EXP-MUG', 'EXP-BOWL'], {
    overrides: (sku) => (sku === 'EXP-MUG' ? { name_en: 'Blue mug' } : {}),
  });
  await openProductList(page, merchant.token);

  const exportedSkus = async () => {
    const download = await downloadBy(page, () => page.getByTestId('export-button').click());
    expect(download.suggestedFilename()).toMatch(/^SKU_\d{14}\.xlsx$/);
    return asRecords(await sheetRows(await download.path())).map((row) => row.SKU);
  };

  expect((await exportedSkus()).sort()).toEqual(['EXP-BOWL', 'EXP-CUP', 'EXP-MUG']);

  await page.getByTestId('query-form').locator('#name').fill('mug');
  await page.getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await expectSkus(page, ['EXP-MUG']);
  expect(await exportedSkus()).toEqual(['EXP-MUG']);

  await page.getByTestId('query-form').getByRole('button', { name: 'Reset' }).click();
  await expectSkus(page, ['EXP-BOWL', 'EXP-MUG', 'EXP-CUP']);
  await tickRow(page, 'EXP-CUP');
  await tickRow(page, 'EXP-BOWL');
  await expect(page.getByTestId('export-button')).toHaveText('Export selected');
  expect((await exportedSkus()).sort()).toEqual(['EXP-BOWL', 'EXP-CUP']);

  await page.getByTestId('query-form').locator('#name').fill('nothing like this');
  await page.getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No data in table')).toBeVisible();
  await page.getByTestId('export-button').click();
  await expect(toast(page, 'No data is exported')).toBeVisible();
});

test('in Chinese: the import result and the empty export speak Chinese', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['ZH-IMP'], { lang: 'zh_CN' });
  await openProductList(page, merchant.token, `?name=${encodeURIComponent('不存在')}`);
  await page.getByTestId('export-button').click();
  await expect(toast(page, '没有可导出的数据')).toBeVisible();

  await page.getByTestId('import-button').click();
  const dialog = page.getByRole('dialog', { name: '导入 SKU' });
  const template = await downloadTemplate(page);
  const [header = []] = await sheetRows(template);
  expect(header.map(headerName)).toEqual(expect.arrayContaining(['SKU', '中文名称', '英文名称', '海关编码']));
  const file = await fillTemplate(template, [{ SKU: 'ZH-NEW', 中文名称: '缺海关编码', 英文名称: 'No HS code' }]);
  await chooseFile(page, 'zh-import.xlsx', file);
  await dialog
    .getByRole('button', { name: '导 入' })
    .or(dialog.getByRole('button', { name: '导入', exact: true }))
    .click();
  await expect(page.getByTestId('import-result')).toContainText('失败');
  await expect(page.getByTestId('import-failures')).toContainText('请输入海关编码');
  await expect(page.getByRole('button', { name: /下载失败数据/ })).toBeVisible();
});

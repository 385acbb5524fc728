import { expect, type Page, test } from '@playwright/test';
import { asRecords, downloadBy, fillTemplate, headerName } from '../../support/import-sheets';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import { expectListLoaded, merchantWithSkus, sheetRows } from '../../support/products';

const LIST_PATH = '/serial-number/list';

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
}

/** The serial-number cells, top to bottom (column 1 holds the checkboxes). */
function serialCells(page: Page) {
  return page.locator('tr.ant-table-row td:nth-child(2)');
}

test('checks an import first, imports it with its bad rows listed, searches and exports', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, ['SN-MUG', 'SN-CAP']);
  await openPortal(page, merchant.token, LIST_PATH);
  await expectListLoaded(page);

  await page.getByTestId('import-button').click();
  const dialog = page.getByRole('dialog', { name: 'Import serial numbers' });
  await expect(dialog).toBeVisible();
  const template = await downloadBy(page, () => dialog.getByTestId('import-template').click());
  const templatePath = await template.path();
  const [header = []] = await sheetRows(templatePath);
  expect(header.map(headerName)).toEqual(['Serial number', 'SKU', 'Alias', 'Receiving no.', 'Box number']);

  const file = await fillTemplate(templatePath, [
    { 'Serial number': 'E2E-MUG-0001', SKU: 'SN-MUG', 'Receiving no.': 'RK-1' },
    { 'Serial number': 'E2E-MUG-0002', SKU: 'SN-MUG', 'Receiving no.': 'RK-1' },
    { 'Serial number': 'E2E-CAP-0001', SKU: 'SN-CAP', Alias: 'cap-one' },
    { 'Serial number': 'bad sn!', SKU: 'SN-MUG' },
    { 'Serial number': 'E2E-NONE-0001', SKU: 'NO-SUCH-SKU' },
  ]);
  await chooseFile(page, 'serial-numbers.xlsx', file);
  await expect(dialog.getByTestId('import-file')).toHaveText('File: serial-numbers.xlsx');

  // Check first: every row is read, nothing is saved.
  await dialog.getByTestId('import-check').click();
  const result = dialog.getByTestId('import-result');
  await expect(result.getByTestId('import-checked')).toContainText('3 rows can be imported, 2 would fail');
  await expect(result.getByTestId('import-failures').locator('tr', { hasText: 'bad sn!' })).toContainText(
    '4-50 letters, digits',
  );
  await expect(result.getByTestId('import-failures').locator('tr', { hasText: 'E2E-NONE-0001' })).toContainText(
    'SKU code does not exist',
  );

  await lookAt(page, 'serial-numbers-checked-en-1440');

  await dialog.getByTestId('import-start').click();
  await expect(result.getByTestId('import-checked')).toHaveCount(0);
  await expect(result.getByTestId('import-success')).toContainText('3');
  await expect(result.getByTestId('import-failed')).toContainText('2');
  const failed = await downloadBy(page, () => result.getByRole('button', { name: 'Download failed rows' }).click());
  const records = asRecords(await sheetRows(await failed.path()));
  expect(records.map((row) => row['Serial number'])).toEqual(['bad sn!', 'E2E-NONE-0001']);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  await expectListLoaded(page);
  await expect(serialCells(page)).toHaveText(['E2E-CAP-0001', 'E2E-MUG-0002', 'E2E-MUG-0001']);

  // Search by SKU: the filter is kept in the address.
  await page.getByTestId('query-form').getByLabel('SKU', { exact: true }).fill('SN-MUG');
  await page.getByTestId('query-form').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/sku=SN-MUG/);
  await expect(serialCells(page)).toHaveText(['E2E-MUG-0002', 'E2E-MUG-0001']);

  const exported = await downloadBy(page, () => page.getByRole('button', { name: 'Export' }).click());
  const rows = asRecords(await sheetRows(await exported.path()));
  expect(rows.map((row) => row['Serial number'])).toEqual(['E2E-MUG-0002', 'E2E-MUG-0001']);
  expect(rows[0]?.['Binding status']).toBe('Unbound');

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `serial-numbers-en-${width}`, { fullPage: true });
  }
});

test('shows the page in Chinese', async ({ page, request }) => {
  const merchant = await merchantWithSkus(request, [], { lang: 'zh_CN' });
  await openPortal(page, merchant.token, LIST_PATH);
  await expectListLoaded(page);
  await expect(page.getByRole('columnheader', { name: '序列号' })).toBeVisible();
  await expect(page.getByTestId('import-button')).toHaveText(/导入序列号/);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `serial-numbers-zh-${width}`, { fullPage: true });
  }
});

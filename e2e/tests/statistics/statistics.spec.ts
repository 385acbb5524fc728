import { expect, type Page, test } from '@playwright/test';
import { demoStatePath } from '../../support/auth-state';
import { downloadBy } from '../../support/import-sheets';
import { lookAt } from '../../support/look';
import { openSignedInPage } from '../../support/merchants';
import { shownPage } from '../../support/orders';

/** The five statistics pages and their headings (the demo merchant has orders, fees and stock today). */
const PAGES = [
  ['/statistics/country', 'Country Data'],
  ['/statistics/monthly-expenses', 'Monthly Expenses'],
  ['/statistics/monthly-shipping', 'Monthly Shipping'],
  ['/statistics/monthly-volume', 'Monthly Volume Detail'],
  ['/statistics/sku-shipment', 'SKU Shipment Quantity'],
] as const;

/** The chart is drawn (a canvas inside the named chart box) and the table has a row. */
async function chartAndTable(page: Page) {
  const shown = shownPage(page);
  await expect(shown.getByTestId('statistics-chart').locator('canvas').first()).toBeVisible();
  await expect(shown.getByTestId('statistics-chart')).toHaveAttribute('aria-label', /\S/);
  await expect(shown.getByTestId('statistics-table').locator('tr.ant-table-row').first()).toBeVisible();
}

async function screenshots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await lookAt(page, `${name}-${width}`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe('as the demo merchant', () => {
  test.use({ storageState: demoStatePath('main') });

  test('each statistics page draws its chart with its table, and a table exports', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedInPage(page, '/statistics/country');
    // The menu moves between the pages without reloading the app: each page's chart code loads once.
    for (const [path, heading] of PAGES) {
      await page.getByRole('menuitem', { name: heading }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(shownPage(page).getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
      await chartAndTable(page);
    }
    const file = await downloadBy(page, () => shownPage(page).getByTestId('export-button').click());
    expect(file.suggestedFilename()).toMatch(/^SKUShipmentQuantity_.*\.xlsx$/);
    await screenshots(page, 'sku-shipment-en');
  });

  test('the analysis and monitor dashboards show their figures and link into the lists, in English and Chinese', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedInPage(page, '/dashboard/analysis');
    await expect(shownPage(page).getByTestId('kpi-orders')).toContainText('Orders', { timeout: 30_000 });
    await expect(shownPage(page).getByTestId('kpi-stock_value')).toContainText('US$');
    await chartAndTable(page);
    await screenshots(page, 'analysis-en');

    await openSignedInPage(page, '/dashboard/monitor');
    const alerts = shownPage(page).getByTestId('monitor-alerts');
    await expect(alerts).toContainText('SKUs below warning quantity', { timeout: 30_000 });
    await expect(alerts).toHaveAttribute('href', /\/inventory\/list\?alert_only=1$/);
    await expect(shownPage(page).getByTestId('monitor-balance')).toContainText('US$');
    await screenshots(page, 'monitor-en');
    // The exceptions tile opens the list filtered to the orders awaiting a reply: as many as it counts.
    const exceptions = shownPage(page).getByTestId('monitor-exceptions');
    const waiting = (await exceptions.locator('.ant-statistic-content-value').innerText()).trim();
    await exceptions.click();
    await expect(page).toHaveURL(/\/order\/order-list\?awaiting_reply=1$/);
    await expect(shownPage(page).getByRole('checkbox', { name: 'Only those awaiting your reply' })).toBeChecked();
    await expect(shownPage(page).getByText(`Total ${waiting}`, { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await shownPage(page).getByTestId('monitor-status-delivered').click();
    await expect(page).toHaveURL(/\/order\/order-list\?status=delivered$/);

    await page.evaluate(() => localStorage.setItem('i18n-lang', 'zh_CN'));
    await openSignedInPage(page, '/statistics/monthly-shipping');
    await expect(shownPage(page).getByRole('heading', { name: '月度发货' })).toBeVisible({ timeout: 30_000 });
    await expect(shownPage(page).getByRole('columnheader', { name: '物流方式' })).toBeVisible();
    await chartAndTable(page);
    await screenshots(page, 'monthly-shipping-zh');
    await page.evaluate(() => localStorage.setItem('i18n-lang', 'en'));
  });
});

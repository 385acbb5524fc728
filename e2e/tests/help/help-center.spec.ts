import { expect, test } from '@playwright/test';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { navigate, tab } from '../shell/shell-helpers';

test('a merchant finds a guide through a misspelt search, follows it into its screen and rates it', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openPortal(page, merchant.token, '/help-center');
  const center = shownPage(page);
  await lookAt(page, 'help-center-en-1440');
  await center.getByRole('searchbox', { name: 'Search the help' }).fill('wbhooks');
  await center.getByRole('searchbox', { name: 'Search the help' }).press('Enter');
  await expect(page).toHaveURL('/help-center?q=wbhooks');
  const first = center.getByTestId('help-hit').first().getByRole('link');
  await expect(first).toContainText('Receive webhooks');
  await first.click();

  await expect(page).toHaveURL('/help-center/article?slug=api-integration&section=webhooks');
  const article = shownPage(page).getByTestId('help-article');
  await expect(article.getByRole('heading', { name: 'Receive webhooks' })).toBeInViewport();
  await lookAt(page, 'help-article-en-1440');
  // The guide's link opens the screen as a tab of the portal.
  await article.locator('a[data-screen][href="/plugins"]').first().click();
  await expect(page).toHaveURL('/plugins');
  await expect(tab(page, 'Plugins')).toBeVisible();

  // On a screen, the header's help opens the section about it; the reader says it helped.
  await navigate(page, '/productsList');
  await page.getByRole('button', { name: 'Help', exact: true }).click();
  await expect(page).toHaveURL('/help-center/article?slug=sku-maintenance&section=list');
  const skus = shownPage(page);
  await expect(skus.getByRole('heading', { name: 'Find, edit and export SKUs' })).toBeInViewport();
  await skus.getByTestId('help-feedback').getByRole('button', { name: 'Yes' }).click();
  await expect(skus.getByText('You found this article helpful.')).toBeVisible();
});

test('a Chinese-speaking merchant finds a guide by a two-character word, on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  await openPortal(page, merchant.token, '/help-center');
  const center = shownPage(page);
  await center.getByRole('searchbox', { name: '搜索帮助' }).fill('充值');
  await center.getByRole('searchbox', { name: '搜索帮助' }).press('Enter');
  const first = center.getByTestId('help-hit').first().getByRole('link');
  await expect(first).toContainText('充值');
  await lookAt(page, 'help-center-zh-390');
  await first.click();
  await expect(page).toHaveURL(/\/help-center\/article\?slug=top-up-and-fees/);
  const article = shownPage(page);
  await expect(article.getByRole('navigation', { name: '目录' })).toBeVisible();
  await expect(article.getByTestId('help-article').locator('img.help-shot').first()).toBeVisible();
  await lookAt(page, 'help-article-zh-390', { fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

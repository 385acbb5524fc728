import { expect, type Page, test } from '@playwright/test';
import { demoStatePath } from '../../support/auth-state';
import { freshMerchant, openWorkplace } from '../../support/merchants';
import { useLanguage } from '../../support/session';
import { expectNoSidewaysScroll } from '../../support/sideways';
import { navigate, openDropdown, tab } from './shell-helpers';

/** An element lies inside the screen (once any opening animation has played). */
async function expectWithinScreen(page: Page, selector: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await expect
    .poll(
      async () => {
        const box = await page.locator(selector).first().boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= width + 0.5;
      },
      { message: `${selector} on screen` },
    )
    .toBe(true);
}

const TEXTS = {
  en: { more: 'More', help: 'Help', guides: 'Help Center', logout: 'Logout', sku: 'SKU List', products: 'Products' },
  zh_CN: { more: '更多', help: '帮助', guides: '帮助中心', logout: '退出登录', sku: 'SKU 列表', products: '产品管理' },
} as const;

for (const width of [390, 360]) {
  for (const lang of ['en', 'zh_CN'] as const) {
    test(`at ${width} px (${lang}) the header fits, the menu is a drawer and signing out is in reach`, async ({
      page,
      request,
    }) => {
      const texts = TEXTS[lang];
      await page.setViewportSize({ width, height: 780 });
      const merchant = await freshMerchant(request, { lang });
      await openWorkplace(page, merchant.token);
      await expectNoSidewaysScroll(page);
      for (const selector of ['[data-testid="user-menu"]', '[data-testid="notice-bell"]', '[data-testid="tab-bar"]']) {
        await expectWithinScreen(page, selector);
      }

      // Help, theme and language live in the "more" menu.
      await page.getByRole('button', { name: texts.more }).click();
      // On the workplace, which no guide section is about, help opens the help center.
      await openDropdown(page).getByRole('menuitem', { name: texts.help }).click();
      await expect(page).toHaveURL('/help-center');
      await expect(page.getByRole('heading', { name: texts.guides })).toBeVisible();
      await expectWithinScreen(page, '[data-testid="help-search"]');
      await expectNoSidewaysScroll(page);

      // The menu opens as a drawer; choosing a page closes it.
      await page.locator('.ant-pro-global-header-collapsed-button').click();
      const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByRole('menu') });
      await drawer.getByText(texts.products, { exact: true }).click();
      await drawer.getByText(texts.sku, { exact: true }).click();
      await expect(page).toHaveURL('/productsList');
      await expect(drawer).toBeHidden();
      await expect(tab(page, texts.sku)).toBeVisible();
      await expectNoSidewaysScroll(page);

      // The account menu, so signing out, is on the screen.
      await page.getByTestId('user-menu').click();
      const logout = page.getByRole('menuitem', { name: texts.logout });
      await expect(logout).toBeVisible();
      await expectWithinScreen(page, '.ant-dropdown:not(.ant-dropdown-hidden)');
      await logout.click();
      await expect(page).toHaveURL(/\/login/);
    });
  }
}

test('on a phone the language is switched from the "more" menu', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 780 });
  const merchant = await freshMerchant(request);
  await openWorkplace(page, merchant.token);
  await page.getByRole('button', { name: 'More' }).click();
  await openDropdown(page).getByRole('menuitem', { name: '简体中文' }).click();
  await expect(tab(page, '工作台')).toBeVisible();
  await expect(page.getByRole('button', { name: '更多' })).toBeVisible();
});

test.describe('the lists at 390 px', () => {
  test.use({ storageState: demoStatePath('main') });

  for (const lang of ['en', 'zh_CN'] as const) {
    test(`(${lang}) the order menu is in reach without scrolling sideways; the SKU table stays under the header and fits beside its pinned columns, at 1440 px too`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await useLanguage(page, lang);
      await page.goto('/order/order-list');
      const menuOfRow = page.getByRole('button', { name: lang === 'en' ? /^Actions of / : / 的操作$/ }).first();
      await expect(menuOfRow).toBeVisible({ timeout: 30_000 });
      // Kept at the table's right edge: on the screen while the table's other columns overflow it.
      await expectWithinScreen(page, '.ant-table-tbody .ant-table-cell-fix-right button');
      await expectNoSidewaysScroll(page);

      await navigate(page, '/productsList');
      const rows = page.locator('[data-page-path="/productsList"] .ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible({ timeout: 30_000 });
      // Scrolled so the rows pass under the tab bar: what is drawn at its place is the bar, not a pinned cell.
      await page.getByTestId('shell-body').evaluate((body) => body.scrollBy(0, 600));
      const bar = await page.getByTestId('tab-bar').boundingBox();
      expect(bar).not.toBeNull();
      const onTop = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="tab-bar"]') !== null,
        { x: 338, y: (bar?.y ?? 0) + (bar?.height ?? 0) / 2 },
      );
      expect(onTop).toBe(true);
      // Every column fits beside the pinned ones, here and at 1440 px with the side menu open.
      await page.getByTestId('shell-body').evaluate((body) => body.scrollTo(0, 0));
      await expectTableFits(page, '[data-page-path="/productsList"] .ant-table-content');
      await page.setViewportSize({ width: 1440, height: 900 });
      await expect(
        page.locator('[data-page-path="/productsList"]').getByRole('columnheader', { name: CREATED[lang] }),
      ).toBeVisible();
      await expectTableFits(page, '[data-page-path="/productsList"] .ant-table-content');
    });
  }
});

const CREATED = { en: 'Created time', zh_CN: '创建时间' } as const;

/** The table does not scroll sideways: no column is drawn under a pinned (fixed) one. */
async function expectTableFits(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.locator(selector).evaluate((table) => table.scrollWidth - table.clientWidth))
    .toBeLessThanOrEqual(0);
}

import { expect, type Page, test } from '@playwright/test';
import { opsOrder, order } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import {
  merchantWithStock,
  openOrderDetail,
  openOrderForm,
  openOrderList,
  placeOrder,
  sampleDraft,
  shownPage,
} from '../../support/orders';
import { expectNoSidewaysScroll } from '../../support/sideways';

/** A screenshot for a person to look at (docs: the order screens at 390 px, in both languages; the walk takes 1440 px). */
async function shoot(page: Page, name: string) {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
  await lookAt(page, `orders-${name}`, { fullPage: true });
}

// At 1440 px every screen is checked for sideways scrolling on the accessibility walk's visit, in
// both languages (accessibility/axe.spec.ts); a phone's width is checked here, with the shipping
// options opened.
const width = 390;
for (const lang of ['en', 'zh_CN'] as const) {
  test(`the order screens fit ${width} px in ${lang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const merchant = await merchantWithStock(request, ['MUG-01', 'CAP-02'], { lang });
    // A few orders in different states, one with a history of the warehouse's steps.
    const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01', 'CAP-02']));
    await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['CAP-02']));
    await callApi(request, order.submitOrders, { token: merchant.token, body: { ids: [placed.id] } });
    await callApi(request, opsOrder.verify, { ops: true, body: { system_order_id: placed.system_order_id } });
    await page.setViewportSize({ width, height: 900 });
    const name = `${lang}-${width}`;

    await openOrderList(page, merchant.token);
    await expectNoSidewaysScroll(page);
    await shoot(page, `list-${name}`);

    await openOrderForm(page, merchant.token);
    await expectNoSidewaysScroll(page);
    await shoot(page, `create-${name}`);

    await openOrderDetail(page, merchant.token, placed.id);
    await expect(shownPage(page).getByTestId('order-transition').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, `detail-${name}`);

    const edit = (await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']))).id;
    await openOrderForm(page, merchant.token, edit);
    await shownPage(page)
      .getByRole('button', { name: lang === 'en' ? 'Next step' : '下一步' })
      .click();
    const options = shownPage(page).getByTestId('shipping-options');
    // A wide screen lists the options in a table whose rows open; a phone in cards with a button.
    const open =
      width < 768
        ? options.getByRole('button', { name: lang === 'en' ? 'Show the charges and weights' : '查看费用与重量' })
        : options.locator('tr.ant-table-row').getByRole('button');
    await open.first().click();
    await expect(shownPage(page).getByTestId('quote-breakdown')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await shoot(page, `next-step-${name}`);
  });
}

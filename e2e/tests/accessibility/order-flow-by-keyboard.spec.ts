import { expect, test } from '@playwright/test';
import { tabTo } from '../../support/keyboard';
import {
  merchantWithStock,
  openOrderForm,
  openOrderList,
  placeOrder,
  sampleDraft,
  shownPage,
} from '../../support/orders';
import { toast } from '../../support/products';

test('the order list’s status tabs and the next step’s shipping options work by keyboard', async ({
  page,
  request,
}) => {
  // The list's tabs, an order's edit form and its next step by keyboard: about 260 browser round trips,
  // 65 s in a loaded CI's browser stage.
  test.setTimeout(120_000);
  const merchant = await merchantWithStock(request, ['MUG-01']);
  const placed = await placeOrder(request, merchant.token, sampleDraft(merchant.warehouseId, ['MUG-01']));

  // The status tabs are one stop of Tab; the arrow keys move between them and open each.
  await openOrderList(page, merchant.token);
  await tabTo(page, shownPage(page).getByRole('radio', { name: 'All Orders (1)' }), { max: 40, drawnOver: true });
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/status=awaiting_packing/);
  await expect(shownPage(page).getByRole('radio', { name: 'Awaiting Packing (0)' })).toBeChecked();

  // The next step: an option's working opens with Enter, the option is chosen with Space, the order saved with Enter.
  await openOrderForm(page, merchant.token, placed.id);
  await tabTo(page, shownPage(page).getByRole('button', { name: 'Next step' }), { max: 120 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/order/next\\?id=${placed.id}$`));
  const options = shownPage(page).getByTestId('shipping-options');
  const rows = options.locator('tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const second = rows.nth(1);
  await tabTo(page, second.getByRole('button'), { max: 40, backwards: true });
  await page.keyboard.press('Enter');
  await expect(shownPage(page).getByTestId('quote-breakdown')).toBeVisible();
  // Each option's radio follows its expand button; Space chooses it.
  await tabTo(page, second.getByRole('radio'), { max: 5, drawnOver: true });
  await page.keyboard.press('Space');
  await expect(second.getByRole('radio')).toBeChecked();
  await expect(rows.first().getByRole('radio')).not.toBeChecked();
  await tabTo(page, shownPage(page).getByRole('button', { name: 'Save' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(toast(page, `Order ${placed.platform_order_no} saved`)).toBeVisible();
});

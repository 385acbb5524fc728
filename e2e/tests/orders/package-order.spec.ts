import { expect, test } from '@playwright/test';
import { product } from '@portal/contract';
import { callApi } from '../../support/api';
import { switchLanguage } from '../../support/language-switch';
import { lookAt } from '../../support/look';
import { openPortal } from '../../support/merchants';
import {
  addSkuLine,
  lineRow,
  merchantWithStock,
  openOrderForm,
  shownPage,
  typeUsRecipient,
} from '../../support/orders';
import { toast } from '../../support/products';

test('orders a package by hand: picked with what its components make, shown with them on the detail, locked for it in the stock log (in Chinese)', async ({
  page,
  request,
}) => {
  // A whole order by hand, then its detail and the stock log: more than a minute on a loaded machine.
  test.setTimeout(120_000);
  // 10 mugs and 10 caps make 5 sets of 1 mug and 2 caps.
  const merchant = await merchantWithStock(request, ['MUG-01', 'CAP-02'], { stock: 10 });
  await callApi(request, product.addPackage, {
    token: merchant.token,
    body: {
      code: 'GIFT-SET',
      name_en: 'Gift set',
      name_cn: '礼品套装',
      assembly: 'pick_components',
      components: [
        { sku: 'MUG-01', quantity: 1 },
        { sku: 'CAP-02', quantity: 2 },
      ],
    },
  });

  await openOrderForm(page, merchant.token);
  await typeUsRecipient(page, merchant, 'PO-E2E-PKG');
  await addSkuLine(page, 'GIFT-SET', 5);
  const line = lineRow(page, 'GIFT-SET');
  await expect(line).toContainText('Package');
  await expect(line).toContainText('MUG-01 × 1, CAP-02 × 2');
  await line.getByLabel('Unit price of GIFT-SET').fill('36');
  await line.getByLabel('Quantity of GIFT-SET').fill('6');
  await expect(line.getByTestId('line-over-stock')).toHaveText(
    'More than the 5 packages its components make in this warehouse: shipping is refused until stock arrives',
  );
  await line.getByLabel('Quantity of GIFT-SET').fill('2');
  await expect(line.getByTestId('line-over-stock')).toHaveCount(0);
  await lookAt(page, 'package-order-form');
  await shownPage(page).getByRole('button', { name: 'Next step' }).click();

  const first = shownPage(page).getByTestId('shipping-options').locator('tr.ant-table-row').first();
  await first.getByRole('radio').check();
  await shownPage(page).getByRole('button', { name: 'Ship the order' }).click();
  await expect(toast(page, 'Order PO-E2E-PKG sent to the warehouse')).toBeVisible();

  // The detail: the package, then its components per package and in all for the 2 sets.
  const components = shownPage(page).getByTestId('package-components-GIFT-SET');
  await expect(components).toContainText('Components of package GIFT-SET');
  const component = (sku: string) => components.locator('tr.ant-table-row').filter({ hasText: sku }).getByRole('cell');
  await expect(component('MUG-01')).toHaveText(['MUG-01', /.+/, '1', '2']);
  await expect(component('CAP-02')).toHaveText(['CAP-02', /.+/, '2', '4']);
  await expect(shownPage(page).getByTestId('order-detail-lines')).toContainText('Package');
  await lookAt(page, 'package-order-detail', { fullPage: true });

  // The stock log, in Chinese: 4 caps locked for the 2 sets.
  await openPortal(page, merchant.token, '/inventory/stock-log?sku=CAP-02');
  await switchLanguage(page, 'zh_CN');
  const lock = shownPage(page).locator('tr.ant-table-row').filter({ hasText: '用于组合商品 GIFT-SET' });
  await expect(lock).toHaveCount(1);
  await expect(lock).toContainText('CAP-02');
  await expect(lock).toContainText('订单锁定');
  await expect(lock).toContainText('+4');
  await lookAt(page, 'package-stock-log-zh');
});

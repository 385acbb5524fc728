import { expect, test } from '@playwright/test';
import { open } from '@portal/contract';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';
import { confirmDialog, toast } from '../../support/products';

test('a named API key: created on the plugins page, shown once, used within its scopes, revoked', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openPortal(page, merchant.token, '/plugins');
  const view = shownPage(page);
  await view.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name', { exact: true }).fill('Stock feed');
  await dialog.getByRole('checkbox', { name: 'Inventory: View' }).check();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(dialog.getByText('Copy the key "Stock feed" now: it is shown only this once')).toBeVisible();
  const key = (await dialog.getByTestId('api-key-secret').textContent()) ?? '';
  expect(key).toMatch(/^pk_[0-9a-f]{40}$/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const row = view.getByRole('row').filter({ hasText: 'Stock feed' });
  await expect(row).toContainText('Inventory (View)');
  await expect(row).toContainText(`${key.slice(0, 7)}…`);
  // Shown once: the list has only the key's start.
  await expect(page.getByText(key)).toHaveCount(0);

  const call = (path: string) => request.get(path, { headers: { 'x-api-key': key } });
  expect(await (await call(open.getStock.path)).json()).toMatchObject({ error_code: 0 });
  const outside = await call(open.getOrders.path);
  expect(outside.status()).toBe(403);
  expect((await outside.json()).msg).toContain('order:view');

  await row.getByRole('button', { name: 'Revoke' }).click();
  await confirmDialog(page).getByRole('button', { name: 'Revoke' }).click();
  await expect(toast(page, 'API key "Stock feed" revoked')).toBeVisible();
  await expect(row).toHaveCount(0);
  const revoked = await call(open.getStock.path);
  expect([revoked.status(), (await revoked.json()).error_code]).toEqual([401, 1301]);
});

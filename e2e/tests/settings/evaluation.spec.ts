import { expect, test } from '@playwright/test';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';

test('a merchant rates the service for the quarter and sees its rating until the next opens', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openPortal(page, merchant.token, '/evaluation');
  const form = shownPage(page);
  await expect(form.getByText(/How did we do in \d{4}-Q[1-4]\?/)).toBeVisible();
  for (const [question, score] of [
    ['overall', '9'],
    ['inbound', '8'],
    ['fulfilment', '10'],
    ['customer_service', '7'],
    ['billing', '6'],
  ] as const) {
    await form.getByTestId(`evaluation-${question}`).getByText(score, { exact: true }).click();
  }
  await form.getByLabel('Comment').fill('Cartons arrive labelled and dry');
  await form.getByRole('button', { name: 'Send rating' }).click();

  await expect(page).toHaveURL(/\/result\/success\?kind=evaluation&no=\d{4}-Q[1-4]$/);
  await expect(shownPage(page).getByRole('heading', { name: 'Thank you for your rating' })).toBeVisible();
  await openPortal(page, merchant.token, '/evaluation');
  const given = shownPage(page).getByTestId('evaluation-given');
  await expect(given).toContainText(/You rated the service for \d{4}-Q[1-4]/);
  await expect(shownPage(page).getByText('Cartons arrive labelled and dry')).toBeVisible();
});

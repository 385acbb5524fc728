import { expect, test } from '@playwright/test';
import { HS_CODE_MAX_DIGITS, HS_CODE_MIN_DIGITS } from '@portal/contract';
import { addInboundSku, goToStep, inboundMerchant, openWizard, pickOption } from '../../support/inbound';
import { shownPage } from '../../support/orders';

test('the inbound wizard opens the chosen warehouse’s guidelines; another warehouse is chosen; the declared-value manual states the rules', async ({
  page,
  request,
}) => {
  const merchant = await inboundMerchant(request);
  await openWizard(page, merchant.token);
  const wizard = shownPage(page);
  await pickOption(
    page,
    wizard.getByRole('combobox', { name: 'Warehouse' }),
    merchant.warehouseOption,
    merchant.warehouseCode,
  );
  await addInboundSku(page, 'MUG-01');
  await wizard.getByLabel('Quantity of MUG-01').fill('10');
  await goToStep(page, 'Packing list');
  await wizard.getByTestId('inbound-guidelines-link').click();

  await expect(page).toHaveURL(`/inbound/guidelines?warehouse=${merchant.warehouseId}`);
  const guidelines = shownPage(page);
  const table = guidelines.getByTestId('guideline-limits');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect(guidelines.getByRole('heading', { name: 'Packing', exact: true })).toBeVisible();

  await pickOption(page, guidelines.getByRole('combobox', { name: 'Warehouse' }), 'All warehouses');
  await expect(page).toHaveURL('/inbound/guidelines');
  await expect(table.getByRole('columnheader')).toHaveCount(5);

  await page.goto('/declared-price-manual');
  const manual = shownPage(page).getByTestId('declared-rules');
  await expect(manual).toContainText(`${HS_CODE_MIN_DIGITS} to ${HS_CODE_MAX_DIGITS} digits`);
});

import { expect, type Page, test } from '@playwright/test';
import { opsContent, product } from '@portal/contract';
import { callApi } from '../../support/api';
import { freshMerchant } from '../../support/merchants';
import {
  createProduct,
  field,
  fieldErrors,
  fillRequired,
  findProduct,
  formItem,
  openProductForm,
  pickCategories,
  pickOption,
  productDetail,
} from '../../support/product-form';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The form's Save button (its value rules and their messages in both languages: product-form-rules.test.tsx). */
const SAVE = /^Save$/;

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: SAVE }).click();
}

test('warning quantity and scan barcode stay read-only until customer service enables them', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  await openProductForm(page, merchant.token);
  const note = 'Must be enabled by customer service.';
  await expect(formItem(page, 'warning_quantity')).toContainText(note);
  await expect(formItem(page, 'scan_barcode')).toContainText(note);
  await expect(field(page, 'warning_quantity')).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Scan barcode when packing' })).toBeDisabled();

  await callApi(request, opsContent.updateCustomerSettings, {
    ops: true,
    body: { customer_id: merchant.customerId, warning_quantity_enabled: 1, scan_barcode_enabled: 1 },
  });
  await page.reload();
  await expect(field(page, 'warning_quantity')).toBeEnabled({ timeout: 30_000 });
  await expect(formItem(page, 'warning_quantity')).not.toContainText(note);
  await expect(page.getByRole('switch', { name: 'Scan barcode when packing' })).toBeEnabled();

  // Once enabled, both are saved with the SKU.
  await field(page, 'warning_quantity').fill('3');
  await page.getByRole('switch', { name: 'Scan barcode when packing' }).click();
  await fillRequired(page, {
    sku: 'WITH-SETTINGS',
    nameCn: '设置',
    nameEn: 'Settings',
    property: 'General cargo',
    hsCode: '123456',
    declaredValue: '5',
    weight: '10',
    length: '1',
    width: '1',
    height: '1',
  });
  await save(page);
  await expect(page).toHaveURL(/\/productsList/);
  expect(await findProduct(request, merchant.token, 'WITH-SETTINGS')).toMatchObject({
    warning_quantity: 3,
    scan_barcode: 1,
  });
});

test('add a SKU through the form, then find it in the list and its detail', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  await openProductForm(page, merchant.token);

  await fillRequired(page, {
    sku: 'TEE-RED-M',
    nameCn: '红色T恤',
    nameEn: 'Red T-shirt',
    property: 'Textile',
    hsCode: '610910',
    declaredValue: '12.99',
    weight: '180.5',
    length: '30',
    width: '20',
    height: '2.5',
  });
  await expect(field(page, 'volume')).toHaveValue('1500.00');
  await field(page, 'alias').fill('red tee');
  await field(page, 'barcode').fill('6901234567892');
  await field(page, 'image_url').setInputFiles({ name: 'tee.png', mimeType: 'image/png', buffer: PNG });
  await expect(formItem(page, 'image_url').locator('img[src^="/uploads/"]')).toBeVisible();
  await field(page, 'color').fill('red');
  await field(page, 'size').fill('M');
  await field(page, 'brand').fill('Acme');
  await pickCategories(page, ['Tops & T-Shirts', 'Shirts']);
  await field(page, 'material_en').fill('cotton');
  await field(page, 'material_cn').fill('棉');
  await field(page, 'purpose_en').fill('wearing');
  await field(page, 'purpose_cn').fill('穿着');
  await field(page, 'export_unit_price').fill('8.5');
  await formItem(page, 'tax_refund').getByText('Yes', { exact: true }).click();
  await pickOption(page, 'consumable_ids', 'Poly mailer S');

  await save(page);
  await expect(page.getByText('SKU saved')).toBeVisible();
  await expect(page).toHaveURL(/\/productsList/);

  const saved = await findProduct(request, merchant.token, 'TEE-RED-M');
  expect(saved).toMatchObject({
    name_cn: '红色T恤',
    name_en: 'Red T-shirt',
    alias: 'red tee',
    barcode: '6901234567892',
    color: 'red',
    size: 'M',
    brand: 'Acme',
    hs_code: '610910',
    declared_value: 1299,
    export_unit_price: 850,
    tax_refund: 1,
    weight_g: 180.5,
    height_cm: 2.5,
    volume_cm3: 1500,
    category_ids: expect.arrayContaining([1012, 1021]),
    consumable_ids: [4],
    warning_quantity: null,
    scan_barcode: 0,
  });
  expect(saved?.image_url).toMatch(/^\/uploads\/.+\.png$/);

  // The detail shows what was saved, read-only, with the way to edit it.
  await openProductForm(page, merchant.token, saved?.id, true);
  await expect(page.getByTestId('product-detail-sku')).toHaveText('TEE-RED-M');
  for (const text of [
    'Red T-shirt',
    '红色T恤',
    '6901234567892',
    'Textile',
    'Tops & T-Shirts, Shirts',
    '12.99',
    '8.50',
    '1500',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText('BAG-PE-S · Poly mailer S')).toBeVisible();
  await expect(page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).first()).toBeVisible();
});

test('a duplicate SKU or barcode is refused under its field', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  await createProduct(request, merchant.token, 'DUP-1', { barcode: 'UPC-0001' });
  await openProductForm(page, merchant.token);
  await fillRequired(page, {
    sku: 'DUP-1',
    nameCn: '重复',
    nameEn: 'Duplicate',
    property: 'General cargo',
    hsCode: '123456',
    declaredValue: '5',
    weight: '10',
    length: '1',
    width: '1',
    height: '1',
  });
  await save(page);
  await expect(fieldErrors(page, 'sku')).toHaveText(['SKU already exists']);
  // A refusal comes back in a few milliseconds: the Save button must come back as it was each
  // time (antd's loading icon could stay after so quick a reply, and the button read "loading Save").
  const saveButton = page.getByRole('button', { name: SAVE });
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const refused = page.waitForResponse((response) => response.url().endsWith(product.addProduct.path));
    await saveButton.click();
    await refused;
    await expect(fieldErrors(page, 'sku')).toHaveText(['SKU already exists']);
    await expect(saveButton).toHaveAccessibleName('Save', { timeout: 2000 });
    await expect(saveButton).toBeEnabled();
  }

  await field(page, 'sku').fill('DUP-2');
  await field(page, 'barcode').fill('UPC-0001');
  await save(page);
  await expect(fieldErrors(page, 'barcode')).toHaveText(['UPC already exists']);
  expect(await findProduct(request, merchant.token, 'DUP-2')).toBeUndefined();
});

test('edit a SKU: the code is locked, the change is saved and shown', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const id = await createProduct(request, merchant.token, 'EDIT-ME', { name_en: 'Old name', declared_value: 500 });
  await openProductForm(page, merchant.token, id);
  await expect(field(page, 'sku')).toHaveValue('EDIT-ME');
  await expect(field(page, 'sku')).toBeDisabled();
  await expect(field(page, 'declared_value')).toHaveValue('5.00');
  await expect(page.getByRole('button', { name: 'Save and add another' })).toHaveCount(0);

  await field(page, 'name_en').fill('New name');
  await field(page, 'declared_value').fill('7.25');
  await save(page);
  await expect(page).toHaveURL(/\/productsList/);

  const detail = await productDetail(request, merchant.token, id);
  expect(detail).toMatchObject({ sku: 'EDIT-ME', name_en: 'New name', declared_value: 725 });
  await openProductForm(page, merchant.token, id, true);
  await expect(page.getByText('New name', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/add\\?id=${id}$`));
  await expect(field(page, 'name_en')).toHaveValue('New name');
});

test('the detail shows stock per warehouse: total, frozen and available', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  const id = await createProduct(request, merchant.token, 'STOCKED');
  await callApi(request, product.setStock, {
    ops: true,
    body: { customer_id: merchant.customerId, sku: 'STOCKED', warehouse_id: 1, total: 12, frozen: 5 },
  });
  await openProductForm(page, merchant.token, id, true);
  const row = page.getByRole('row').filter({ hasText: 'USWE' });
  await expect(row.getByRole('cell')).toHaveText(['USWE', '12', '5', '7']);
});

test('translating without a configured service says so and leaves the form usable', async ({ page, request }) => {
  const merchant = await freshMerchant(request);
  await openProductForm(page, merchant.token);
  await field(page, 'name_en').fill('Red T-shirt');
  await page.getByRole('button', { name: 'Translate from English' }).click();
  await expect(page.getByText('translation service not configured')).toBeVisible();
  await field(page, 'name_cn').fill('红色T恤');
  await expect(field(page, 'name_cn')).toHaveValue('红色T恤');
  await expect(fieldErrors(page, 'name_cn')).toHaveCount(0);
});

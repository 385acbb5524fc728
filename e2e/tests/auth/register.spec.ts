import { expect, type Page, test } from '@playwright/test';
import { DEMO } from '../../support/api';
import { shownErrors } from '../../support/form-errors';
import { chooseBySearch } from '../../support/select';
import { storedToken, uniqueEmail } from './auth-helpers';

/** Picks an option of the form's select labelled `label` by typing into its search box. */
function choose(page: Page, label: string, search: string, option: string): Promise<void> {
  return chooseBySearch(page, page.getByLabel(label, { exact: true }), search, option);
}

test('a new merchant registers through the form and lands signed in', async ({ page }) => {
  const email = uniqueEmail('register');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Form');
  await page.getByLabel('Email').fill(email);
  // Not "Register2026": the address is e2e-register-…, and a password may not contain its words.
  await page.getByLabel('Password', { exact: true }).fill('Harbour2026x');
  await page.getByLabel('Confirm password').fill('Harbour2026x');
  await page.getByLabel('Phone').fill('+49 30 123456');
  await choose(page, 'Country', 'Germ', 'Germany');
  await choose(page, 'Currency', 'EUR', 'EUR');
  await page.getByLabel('Company (optional)').fill('Rita Form GmbH');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();

  // Registration signs the merchant in and ends on the result page, which offers the checklist first.
  await expect(page).toHaveURL('/result/success?kind=registration');
  await expect(page.getByText('Registration complete')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Get started' })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
});

test('a taken email is told on leaving the field, and two different passwords are refused', async ({ page }) => {
  await page.goto('/register');
  const email = page.getByLabel('Email');
  await email.fill(DEMO.main);
  await email.blur();
  await expect(page.getByText('The email has already been registered')).toBeVisible();

  await email.fill(uniqueEmail('free'));
  await email.blur();
  await expect(page.getByText('The email has already been registered')).toHaveCount(0);

  await page.getByLabel('Password', { exact: true }).fill('Register2026');
  await page.getByLabel('Confirm password').fill('Register2027');
  await expect(page.getByText('Inconsistency between two password entries')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Register2026');
  await expect(page.getByText('Inconsistency between two password entries')).toHaveCount(0);
});

test('country names follow the language of the page', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: '简体中文' }).click();
  await page.getByLabel('国家', { exact: true }).fill('德');
  await expect(page.getByTitle('德国', { exact: true })).toBeVisible();
});

test("a breached or personal password is refused under the password field with the server's message", async ({
  page,
}) => {
  const email = uniqueEmail('weak');
  await page.goto('/register');
  await page.getByLabel('First name').fill('Rosalind');
  await page.getByLabel('Last name').fill('Form');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('+49 30 123456');
  await choose(page, 'Country', 'Germ', 'Germany');
  await choose(page, 'Currency', 'EUR', 'EUR');
  await page.getByRole('checkbox').check();
  const passwordItem = page.locator('.ant-form-item').filter({ has: page.getByLabel('Password', { exact: true }) });
  for (const [password, message] of [
    ['Password1', 'This password is too common or has appeared in a data breach, please choose another'],
    ['Rosalind2026', 'The password must not contain your email address or name'],
  ] as const) {
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(shownErrors(passwordItem)).toHaveText(message);
  }
  await expect(page).toHaveURL('/register');
});

import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../support/api';
import { expectReadingOrder, focusStop, tabStops } from '../../support/focus-order';
import { tabTo } from '../../support/keyboard';
import { uniqueEmail } from '../auth/auth-helpers';

const LANGUAGES = ['button "English" [pressed]', 'button "简体中文"'];

/** Types into the focused search select, waits for `option` to be the active one and takes it with Enter. */
async function chooseByTyping(page: Page, label: string, search: string, option: string): Promise<void> {
  const box = page.getByLabel(label, { exact: true });
  await expect(box).toBeFocused();
  await page.keyboard.type(search);
  const listbox = await box.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  await expect(dropdown.locator('.ant-select-item-option-active')).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
  const select = page.locator('.ant-select').filter({ has: box });
  await expect(select.locator('.ant-select-selection-item')).toHaveAttribute('title', option);
}

/** Presses Tab and types `text` into the field it reaches, checking that it is the one expected. */
async function tabAndType(page: Page, label: string, text: string): Promise<void> {
  await page.keyboard.press('Tab');
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

test('login by keyboard: the focus runs down the page, empty fields are told, Enter signs in and a shortcut opens by Enter', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  const stops = await tabStops(page, 8);
  expect(stops.map((stop) => stop.name)).toEqual([
    ...LANGUAGES,
    'textbox "Email"',
    'textbox "Password"',
    'button "Show password"',
    'link "Forgot password?"',
    'button "Log in"',
    'link "Register now"',
  ]);
  expectReadingOrder(stops);

  // Back to the button: Enter with nothing filled names both fields.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('please input Email', { exact: true })).toBeVisible();
  await expect(page.getByText('please input Password', { exact: true })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), { backwards: true, max: 4 });
  await page.keyboard.type(DEMO.main);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Password' })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  // The eye beside it is a button: Space shows what was typed.
  await page.keyboard.press('Tab');
  const show = page.getByRole('button', { name: 'Show password' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Space');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveAttribute('type', 'text');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard/workplace');
  await expect(page.getByTestId('workplace-greeting')).toContainText('Demo Merchant', { timeout: 30_000 });

  // The workplace: the skip link passes the menu and header; the shortcuts follow the welcome card.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  const newOrder = page.getByTestId('shortcut-order').getByRole('link');
  await tabTo(page, newOrder, { max: 8 });
  // The shortcuts are one stop each, left to right.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByTestId('shortcut-sku').getByRole('link')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(newOrder).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/order/create');
});

test('forgotten password and registration by keyboard: every field, both selects and the privacy box', async ({
  page,
}) => {
  // /forget: Enter in the empty field asks for it; then the page says where the link went (the same
  // for any address, so none needs registering first).
  const known = uniqueEmail('forget');
  await page.goto('/forget');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  const forgetStops = await tabStops(page, 5);
  expect(forgetStops.map((stop) => stop.name)).toEqual([
    ...LANGUAGES,
    'textbox "Email"',
    'button "Send reset link"',
    'link "Back to login"',
  ]);
  expectReadingOrder(forgetStops);
  await tabTo(page, page.getByRole('textbox', { name: 'Email' }), { backwards: true, max: 2 });
  await page.keyboard.press('Enter');
  await expect(page.getByText('please input Email', { exact: true })).toBeVisible();
  await page.keyboard.type(known);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send reset link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/send-email?email=${encodeURIComponent(known)}`);
  await expect(page.getByTestId('sent-to')).toHaveText(`A password reset link has been sent to ${known}.`);

  // /register: each field is filled as Tab reaches it, so the order is the one a person meets.
  const email = uniqueEmail('keyboard');
  await page.goto('/register');
  await expect(page.getByLabel('First name')).toBeVisible();
  const stops = await tabStops(page, 2);
  const fill = async (label: string, text: string) => {
    await tabAndType(page, label, text);
    const stop = await focusStop(page);
    if (stop) stops.push(stop);
  };
  await fill('First name', 'Kay');
  await fill('Last name', 'Board');
  await fill('Email', email);
  await fill('Password', 'Harbour2026x');
  stops.push(...(await tabStops(page, 1)));
  await fill('Confirm password', 'Harbour2026x');
  stops.push(...(await tabStops(page, 1)));
  await fill('Phone', '+49 30 123456');
  stops.push(...(await tabStops(page, 1)));
  await chooseByTyping(page, 'Country', 'Germ', 'Germany');
  stops.push(...(await tabStops(page, 1)));
  await chooseByTyping(page, 'Currency', 'EUR', 'EUR');
  await fill('Company (optional)', 'Kay Board GmbH');
  stops.push(...(await tabStops(page, 3)));
  expect(stops.map((stop) => stop.name)).toEqual([
    ...LANGUAGES,
    'textbox "First name"',
    'textbox "Last name"',
    'textbox "Email"',
    'textbox "Password"',
    'button "Show password"',
    'textbox "Confirm password"',
    'button "Show password"',
    'textbox "Phone"',
    'combobox "Country"',
    'combobox "Currency"',
    'textbox "Company (optional)"',
    'checkbox "I have read and agree to the Privacy Policy"',
    'link "Privacy Policy"',
    'button "Register"',
  ]);
  expectReadingOrder(stops);

  // Enter on Register with the box unticked: the agreement is asked for and nobody is registered.
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Please read and agree to the privacy policy', { exact: true })).toBeVisible();
  await expect(page).toHaveURL('/register');

  const agree = page.getByRole('checkbox');
  await tabTo(page, agree, { backwards: true, max: 2 });
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await expect(page.getByText('Please read and agree to the privacy policy', { exact: true })).toHaveCount(0);
  await tabTo(page, submit, { max: 2 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/result/success?kind=registration');
  await expect(page.getByText('Registration complete')).toBeVisible({ timeout: 30_000 });
});

import { expect, type Page, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from '../../support/api';
import { demoStatePath } from '../../support/auth-state';
import { openSignedInPage } from '../../support/merchants';
import { logInThroughForm } from '../auth/auth-helpers';

/**
 * antd takes the default theme's CSS from the sheets written ahead (apps/web/src/app/antd-styles),
 * one per area of the app, instead of generating it while the first screen renders: the first
 * screens add no antd style. When one does (a component new to the screen, an antd upgrade, an
 * area's sheet that antd does not read), this names it.
 */
async function runtimeStyles(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() =>
    [...document.querySelectorAll('style[data-css-hash]')].map(
      (style) => /\.(ant-[\w-]+)/.exec(style.textContent ?? '')?.[1] ?? (style.textContent ?? '').slice(0, 80),
    ),
  );
}

const HINT = 'antd generated styles at runtime: run `npm run antd-styles` and commit the antd-<area>-styles.css sheets';

test('the sign-in page, and the public pages reached from it, generate no antd style', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await runtimeStyles(page), HINT).toEqual([]);

  // Their form's styles come with their own sheet, not the sign-in page's.
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  expect(await runtimeStyles(page), HINT).toEqual([]);
});

test('after signing in through the form, the workplace takes its styles from the signed-in sheet', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, DEMO.main, DEMO_PASSWORD);
  // The whole signed-in area loads now, no part of it asked for ahead as on a reload: on a busy machine
  // that takes over 10 s, as the shell's first start does (`openPortal`).
  await expect(page.getByTestId('workplace-greeting')).toBeVisible({ timeout: 30_000 });
  expect(await runtimeStyles(page), HINT).toEqual([]);
});

test.describe('signed in', () => {
  test.use({ storageState: demoStatePath('main') });

  test('the workplace and the SKU list generate no antd style', async ({ page }) => {
    await openSignedInPage(page, '/dashboard/workplace');
    await expect(page.getByTestId('workplace-greeting')).toBeVisible();
    expect(await runtimeStyles(page), HINT).toEqual([]);

    await openSignedInPage(page, '/productsList');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    expect(await runtimeStyles(page), HINT).toEqual([]);
  });

  test('dark mode, whose styles the file does not hold, still gets them, generated at runtime', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', JSON.stringify({ darkMode: true })));
    await openSignedInPage(page, '/productsList');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    expect(await runtimeStyles(page)).toContain('ant-table-wrapper');
    // antd's dark container colour, not the light one the file holds.
    await expect(page.locator('.ant-table').first()).toHaveCSS('background-color', 'rgb(20, 20, 20)');
  });
});

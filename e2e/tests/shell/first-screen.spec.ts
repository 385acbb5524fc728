import { expect, type Page, test } from '@playwright/test';
import { user } from '@portal/contract';
import { DEMO } from '../../support/api';
import { demoSession } from '../../support/merchants';

/** The addresses the page asks for, in the order it asks. */
function requests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  return asked;
}

const isPageCode = (path: string) => /^\/assets\/product-list-page-[\w-]+\.js$/.test(path);
const isSignedInArea = (path: string) => /^\/assets\/signed-in-[\w-]+\.js$/.test(path);

test('a signed-in load of the SKU list asks for the signed-in area and the page code before the app runs; a visitor without a session does not ask for the page', async ({
  page,
  request,
}) => {
  const asked = requests(page);
  await page.goto('/productsList');
  await expect(page).toHaveURL('/login?from=%2FproductsList');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  // The guard that sent it to /login is in the signed-in chunk; the page is not asked for.
  expect(asked.filter(isPageCode)).toEqual([]);

  const token = await demoSession(request, DEMO.main);
  await page.evaluate((session) => localStorage.setItem('token', session), token);
  asked.length = 0;
  await page.goto('/productsList');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  // index.html's script asks for them while the page is parsed; the app, once running, asks for the
  // current user first of all, and would otherwise find the area and then the page after it.
  const currentUser = asked.indexOf(user.getCurrentUser.path);
  expect(currentUser).toBeGreaterThan(0);
  expect(asked.findIndex(isSignedInArea)).toBeLessThan(currentUser);
  expect(asked.findIndex(isPageCode)).toBeLessThan(currentUser);
  expect(asked.findIndex(isPageCode)).toBeGreaterThanOrEqual(0);
  // Each file once: the app's own imports find what was asked for.
  expect(asked.filter(isPageCode)).toHaveLength(1);
  expect(asked.filter(isSignedInArea)).toHaveLength(1);
});

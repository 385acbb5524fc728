import { expect, type Page, test } from '@playwright/test';
import { user } from '@portal/contract';
import { DEMO } from '../../support/api';
import { demoStatePath } from '../../support/auth-state';
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

test.describe('a page whose code a deploy removed', () => {
  test.use({ storageState: demoStatePath('main') });

  test('reloads once by itself, then says so in words with a Reload button under the header, and the Reload brings the page', async ({
    page,
  }) => {
    // The order list's chunk is gone from the server, as after a deploy that dropped it.
    const orderListCode = /\/assets\/order-list-page-[\w-]+\.js$/;
    let askedForCode = 0;
    await page.route(orderListCode, (route) => {
      askedForCode += 1;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error_code":404}' });
    });
    let documentLoads = 0;
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
    });

    await page.goto('/order/order-list');
    // Two loads of the signed-in app: the first, and the one it made itself.
    await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible({
      timeout: 30_000,
    });
    // The app reloaded itself once for the current build, then stopped.
    expect(documentLoads).toBe(2);
    // A few requests per load, not dozens.
    expect(askedForCode).toBeLessThanOrEqual(4);
    await expect(page.getByText(/Minified React error|Something went wrong/)).toHaveCount(0);
    // The shell stays around the message: its header and the page's tab.
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Order List' })).toBeVisible();

    await page.unroute(orderListCode);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  });
});

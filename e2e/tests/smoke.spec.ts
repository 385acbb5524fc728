import { expect, test } from '@playwright/test';

test('the portal serves the web app and the API from one port', async ({ page, request }) => {
  const docs = await request.get('/api/docs');
  expect((await docs.json()).openapi).toBe('3.0.3');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/login/);
});

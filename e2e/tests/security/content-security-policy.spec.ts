import { expect, test } from '@playwright/test';
import { DEMO } from '../../support/api';
import { watchCspViolations } from '../../support/csp';
import { logInThroughForm } from '../auth/auth-helpers';
import { expectShown } from '../shell/shell-helpers';

/**
 * Every screen is loaded under the policy by the screen walk (`tests/accessibility/axe.spec.ts`), in
 * the visit that checks it with axe, and fails on any violation. This test shows the policy is sent
 * and live, and covers what the walk does not do: signing in through the form, and a full load of a
 * deep page (the app started as a reload starts it, its first reads and chunks at once).
 */
test.describe('Content-Security-Policy', () => {
  test('the policy is sent and refuses an injected script; signing in through the form and a deep reload break none of it', async ({
    page,
  }) => {
    const violations = await watchCspViolations(page);

    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

    // The policy is live: a script written into the page is refused and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "injected"';
      document.body.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.title()).not.toBe('injected');
    violations.length = 0;

    await logInThroughForm(page, DEMO.main, 'Demo#2026');
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/productsList');
    await expectShown(page, '/productsList');
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 30_000 });

    expect(violations).toEqual([]);
  });
});

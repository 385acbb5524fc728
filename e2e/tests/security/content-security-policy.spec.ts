import { expect, type Page, test } from '@playwright/test';
import { apiLogin, DEMO } from '../../support/api';
import { PUBLIC_SCREENS, signedInScreens } from '../../support/screens';
import { logInThroughForm } from '../auth/auth-helpers';
import { expectShown, navigate } from '../shell/shell-helpers';

/** CSP violations the page reported, collected from the moment each document starts. */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  return seen;
}

test.describe('Content-Security-Policy', () => {
  test('every built screen loads under the policy without a violation, and an injected script is blocked', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const violations = await watchViolations(page);

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

    for (const path of PUBLIC_SCREENS) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }

    await page.goto('/login');
    await logInThroughForm(page, DEMO.main, 'Demo#2026');
    await expect(page).not.toHaveURL(/\/login/);
    const token = await apiLogin(request, DEMO.main);
    // Every screen of the built app: public pages (above), each ready menu page, pages outside the menu.
    // One full load of a deep page starts the app as a reload does (its first reads and chunks at
    // once); the others are reached inside it, as a link goes, each page's code and reads loading then.
    const screens = [...(await signedInScreens(request, token)), '/system/dictionary'];
    await page.goto('/productsList');
    await expectShown(page, '/productsList');
    for (const path of screens) {
      await navigate(page, path);
      await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
    }

    expect(violations).toEqual([]);
  });
});

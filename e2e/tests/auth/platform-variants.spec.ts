import { expect, test } from '@playwright/test';
import { useLanguage } from '../../support/session';

const PRIVACY_PATH: Record<string, RegExp> = {
  '1': /^https?:\/\/[^/]+\/agree\/information_id\/3$/,
  '3': /^https?:\/\/[^/]+\/privacy-policy$/,
  '4': /^https?:\/\/[^/]+\/index\.php\?route=services\/privacy$/,
};

test('the platform_type of the login link picks the logo, favicon and privacy-policy link', async ({ page }) => {
  const hrefs = new Set<string>();
  for (const type of ['3', '4', '1']) {
    await page.goto(`/login?platform_type=${type}`);
    await expect(page.getByTestId('platform-logo')).toHaveAttribute('src', `/brand/logo-${type}.svg`);
    await expect(page.locator('link#favicon')).toHaveAttribute('href', `/favicon-${type}.svg`);

    await page.getByRole('link', { name: 'Register now' }).click();
    const privacy = page.getByRole('link', { name: 'Privacy Policy' });
    await expect(privacy).toHaveAttribute('href', PRIVACY_PATH[type] ?? /never/);
    await expect(privacy).toHaveAttribute('target', '_blank');
    hrefs.add((await privacy.getAttribute('href')) ?? '');
  }
  expect(hrefs.size).toBe(3);
});

test('the variant is remembered, and an unknown platform_type keeps it', async ({ page }) => {
  await page.goto('/login?platform_type=3');
  await expect(page.getByRole('heading', { name: 'Portal Shop', exact: true })).toBeVisible();
  await page.goto('/login?platform_type=2');
  await expect(page.getByRole('heading', { name: 'Portal Shop', exact: true })).toBeVisible();
  await page.goto('/forget');
  await expect(page.getByTestId('platform-logo')).toHaveAttribute('src', '/brand/logo-3.svg');
  await expect(page).toHaveTitle('Forgot password - Portal Shop ucenter');
});

test('the default brand links its Chinese privacy policy under /cn', async ({ page }) => {
  await useLanguage(page, 'zh_CN');
  await page.goto('/login?platform_type=1');
  await page.goto('/register');
  await expect(page.getByRole('link', { name: '隐私政策' })).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/cn\/agree\/information_id\/3$/,
  );
});

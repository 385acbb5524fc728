import type { Page, PageScreenshotOptions } from '@playwright/test';

/**
 * A picture of the page as a person should look at it (a screen at 1440 and 390 px, in both
 * languages), written under test-results/screens/ only when E2E_SCREENSHOTS=1. CI takes none:
 * nobody opens them there, and a full-page screenshot costs a second or more on 2 cores.
 */
export async function lookAt(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ ...options, path: `test-results/screens/${name}.png` });
}

import type { Page } from '@playwright/test';

/**
 * Content-Security-Policy violations the page reports, collected from the moment each document
 * starts (every load of this page, however it navigates): the `securitypolicyviolation` event and
 * Chromium's console line. The screen walk (`tests/accessibility/axe.spec.ts`) watches its pages
 * with it, so the screens are checked under the policy in the visit that checks them with axe.
 */
export async function watchCspViolations(page: Page): Promise<string[]> {
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

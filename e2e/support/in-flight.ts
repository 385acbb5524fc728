import { expect, type Page, type Request } from '@playwright/test';

const open = new WeakMap<Page, Set<Request>>();

/**
 * Counts the page's requests still waiting for an answer, from now on. Playwright's `networkidle` is
 * a state of the document's load: after a screen changes in place (a route, a language switch), it is
 * already reached, while the screen's queries are still running.
 */
export function watchRequests(page: Page): void {
  const waiting = new Set<Request>();
  open.set(page, waiting);
  page.on('request', (request) => waiting.add(request));
  page.on('requestfinished', (request) => waiting.delete(request));
  page.on('requestfailed', (request) => waiting.delete(request));
}

/**
 * Waits until every request of a watched page has its answer, and the page has drawn what the answers
 * brought (two frames: a React render, then the style changes it starts, such as a button's fade from
 * disabled to enabled). An answer may start another query (a record, then what depends on it): the
 * wait ends only when none started during those frames.
 */
export async function answered(page: Page): Promise<void> {
  const waiting = open.get(page);
  if (!waiting) throw new Error('the page is not watched: call watchRequests(page) first');
  do {
    await expect.poll(() => waiting.size, { intervals: [50] }).toBe(0);
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
  } while (waiting.size > 0);
}

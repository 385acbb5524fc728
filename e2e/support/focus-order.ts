import { expect, type Page } from '@playwright/test';

/** One stop of the focus: its role and accessible name, and where it sits on the page. */
export interface FocusStop {
  /** `role "name" [state]`, as a screen reader announces it (from Playwright's aria snapshot). */
  name: string;
  /** Position in the document (not the viewport), so a page that scrolls as the focus moves compares. */
  top: number;
  left: number;
}

/** Where the focus is now, or `null` when it fell to the page's body. */
export async function focusStop(page: Page): Promise<FocusStop | null> {
  const where = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left + window.scrollX };
  });
  if (!where) return null;
  const snapshot = await page.locator(':focus').ariaSnapshot();
  // `- textbox "Email" [invalid]: typed text`: the role, the name and the states, not the value.
  const announced = snapshot.match(/^- (\w+(?: "(?:[^"\\]|\\.)*")?(?: \[[^\]]*\])*)/)?.[1] ?? snapshot;
  return { name: announced, ...where };
}

/** Presses Tab `presses` times from where the focus is and records each stop. */
export async function tabStops(page: Page, presses: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 1; press <= presses; press++) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    expect(stop, `Tab #${press} lands on a control`).not.toBeNull();
    if (stop) stops.push(stop);
  }
  return stops;
}

/** A control on the same line sits within this many pixels of the one before (text baselines differ). */
const SAME_LINE = 8;

/**
 * Fails unless the stops run as a sighted reader reads the page: each one lower than the one before,
 * or on the same line and to its right. A control moved up or down in the DOM breaks it.
 */
export function expectReadingOrder(stops: FocusStop[]): void {
  for (let index = 1; index < stops.length; index++) {
    const before = stops[index - 1];
    const stop = stops[index];
    if (!before || !stop) continue;
    const sameLine = Math.abs(stop.top - before.top) <= SAME_LINE;
    const follows = sameLine ? stop.left > before.left : stop.top > before.top;
    expect(
      follows,
      `${stop.name} (${stop.left},${stop.top}) comes after ${before.name} (${before.left},${before.top})`,
    ).toBe(true);
  }
}

import { expect, type Page } from '@playwright/test';

/**
 * What reaches past the screen's right edge where no scrolling box of its own holds it: a page a
 * user must scroll sideways, or content cut off at the edge. A table or other box that scrolls or
 * clips inside the page holds what it overflows; the page's own scrollers (the document and the
 * shell's body, `shell-body`) do not, since their scrolling is the page's. Measuring the document's
 * `scrollWidth` instead missed it: the signed-in pages scroll inside the shell's body, and the
 * document never grew. Answers up to three culprits, each with how far it reaches past the edge.
 */
export async function pastTheRightEdge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const edge = window.innerWidth;
    const pageScrollers = new Set<Element>([document.documentElement, document.body]);
    for (const body of document.querySelectorAll('[data-testid="shell-body"]')) pageScrollers.add(body);
    const heldInside = (element: Element): boolean => {
      for (let box = element.parentElement; box && box !== document.documentElement; box = box.parentElement) {
        if (!pageScrollers.has(box) && getComputedStyle(box).overflowX !== 'visible') return true;
      }
      return false;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= edge + 0.5) continue;
      if (getComputedStyle(element).visibility === 'hidden' || heldInside(element)) continue;
      const testId = element.getAttribute('data-testid');
      const classes = [...element.classList].map((name) => `.${name}`).join('');
      const id = element.id ? `#${element.id}` : '';
      const name = testId ? `[data-testid="${testId}"]` : `${element.tagName.toLowerCase()}${id}${classes}`;
      found.push(`${name} by ${Math.round(box.right - edge)} px`);
      if (found.length === 3) break;
    }
    return found;
  });
}

/** The page fits the screen's width: nothing reaches past its right edge (see `pastTheRightEdge`). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await pastTheRightEdge(page), 'reaching past the right edge of the screen').toEqual([]);
}

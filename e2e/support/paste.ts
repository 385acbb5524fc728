import type { Locator } from '@playwright/test';

/**
 * Puts text into a text area as one paste does: a single input event. Playwright's `fill` types a
 * multi-line text line by line (an input event per line), which for thousands of lines takes
 * minutes and is not what a merchant pasting a column of order numbers does.
 */
export async function pasteInto(box: Locator, text: string): Promise<void> {
  await box.focus();
  await box.evaluate((element, value) => {
    const area = element as HTMLTextAreaElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setter?.call(area, value);
    area.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

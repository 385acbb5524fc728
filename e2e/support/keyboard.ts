import { expect, type Locator, type Page } from '@playwright/test';

/** How many Tab presses a control may be away: more means the order buries it. */
const MAX_PRESSES = 80;

async function holdsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person walks the page, and fails
 * when it is not reached within a screenful of presses. Each press moves the focus at once, so
 * this is a walk, not a wait. A radio or checkbox antd draws over a transparent input is found by
 * its input (`drawnOver: true`): the input takes the focus, its label is what shows.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = MAX_PRESSES, drawnOver = false } = {},
): Promise<number> {
  await (drawnOver ? expect(target).toBeAttached() : expect(target).toBeVisible());
  for (let press = 1; press <= max; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await holdsFocus(target)) return press;
  }
  throw new Error(`not reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses: ${target}`);
}

/** The element that has the focus now. */
export function focused(page: Page): Locator {
  return page.locator(':focus');
}

/** What a sighted keyboard user sees around the focused element: its outline or box shadow. */
export async function focusIndicator(page: Page): Promise<{ outline: string; boxShadow: string; visible: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { outline: '', boxShadow: '', visible: false };
    const style = getComputedStyle(element);
    const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
    const hasOutline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return { outline, boxShadow: style.boxShadow, visible: hasOutline || hasShadow };
  });
}

/** Whether the focus is inside an element matching `selector` (the focused element included). */
export async function focusWithin(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((within) => document.activeElement?.closest(within) !== null, selector);
}

/**
 * Walks the focus with Tab `presses` times forwards and as many backwards, and fails as soon as
 * it leaves the element matching `selector`: a dialog or drawer that traps the focus.
 */
export async function expectFocusTrapped(page: Page, selector: string, presses = 25): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 1; press <= presses; press++) {
      await page.keyboard.press(key);
      expect(await focusWithin(page, selector), `${key} #${press} stays in ${selector}`).toBe(true);
    }
  }
}

/** The text of the focused menu item, or null when the focus is not on one. */
async function focusedMenuItem(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const item = document.activeElement?.closest('.ant-dropdown-menu-item');
    return item instanceof HTMLElement ? item.innerText : null;
  });
}

/**
 * Presses ArrowDown in the open menu until `item` has the focus (a walk down a short menu).
 * It starts once the menu holds the focus: arrows pressed before reach the menu's button, and the
 * Enter that follows would act on whatever item a menu still closing had left active. Each step
 * waits for the focus itself, not the item's active look: rc-menu marks the item active at once
 * but focuses it a frame later, and an Enter in between acts on the item the focus is still on.
 */
export async function arrowToItem(page: Page, item: string, max = 10): Promise<void> {
  const focusedMenu = '.ant-dropdown:not(.ant-dropdown-hidden):focus-within';
  await expect.poll(() => focusWithin(page, focusedMenu)).toBe(true);
  const active = page.locator(`${focusedMenu} .ant-dropdown-menu-item-active`);
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('ArrowDown');
    await expect(active).toHaveCount(1);
    const activeText = await active.innerText();
    await expect.poll(() => focusedMenuItem(page)).toBe(activeText);
    if (activeText === item) return;
  }
  throw new Error(`menu item not reached with ArrowDown: ${item}`);
}

/** Presses ArrowDown in the open select until `option` is its active option. */
export async function arrowToOption(page: Page, option: string, max = 10): Promise<void> {
  const active = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-active');
  for (let press = 0; press < max; press++) {
    if ((await active.count()) === 1 && (await active.innerText()) === option) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`option not reached with ArrowDown: ${option}`);
}

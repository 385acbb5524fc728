import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select with search by keyboard: the typed text narrows the list, Enter takes
 * the active option. No pointer is used, because a dropdown still sliding in (or another one sliding out)
 * moves under a click; the pick is checked on the select itself.
 */
export async function chooseBySearch(page: Page, box: Locator, search: string, option: string): Promise<void> {
  await box.fill(search);
  // This select's own dropdown: the one of a select just left may still be fading out.
  const listbox = await box.getAttribute('aria-controls');
  const dropdown = page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${listbox}"]`) });
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(active).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
  const select = page.locator('.ant-select').filter({ has: box });
  await expect(select.locator('.ant-select-selection-item')).toHaveAttribute('title', option);
}

import { expect, type Page, test } from '@playwright/test';
import { tabTo } from '../../support/keyboard';
import { merchantWithSkus, openProductList, skuRow } from '../../support/products';

interface Ring {
  width: number;
  /** Contrast of the ring's colour with the background behind the control. */
  contrast: number;
}

/**
 * The focus indicator of the focused control (or of the element antd draws for it: a checkbox's
 * box, a field's frame), and its contrast with the nearest opaque background around it.
 */
async function focusRing(page: Page): Promise<Ring> {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    const drawn =
      active.closest(
        '.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .ant-tabs-tab, .ant-menu-item',
      ) ?? (active.matches('.ant-checkbox-input') ? active.nextElementSibling : active);
    const style = getComputedStyle(drawn as Element);
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    // Behind the ring: the control's own background when the ring is drawn inside it, else its surroundings.
    const inside = Number.parseFloat(style.outlineOffset) < 0;
    let background =
      getComputedStyle(document.documentElement).colorScheme === 'dark' ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)';
    for (
      let element: Element | null = inside ? (drawn as Element) : (drawn as Element).parentElement;
      element;
      element = element.parentElement
    ) {
      const colour = getComputedStyle(element).backgroundColor;
      const alpha = rgb(colour)[3];
      if (colour !== 'transparent' && (alpha === undefined || alpha === 1)) {
        background = colour;
        break;
      }
    }
    const [light, dark] = [luminance(rgb(style.outlineColor)), luminance(rgb(background))].sort((a, b) => b - a);
    const width = style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth);
    return { width, contrast: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) };
  });
}

async function expectVisibleRing(page: Page, what: string): Promise<void> {
  const ring = await focusRing(page);
  expect(ring.width, `${what}: ring width`).toBeGreaterThanOrEqual(2);
  expect(ring.contrast, `${what}: ring contrast`).toBeGreaterThanOrEqual(3);
}

for (const darkMode of [false, true]) {
  test(`keyboard focus shows a ring of 3:1 contrast on menus, buttons, fields, checkboxes and tabs (${darkMode ? 'dark' : 'light'})`, async ({
    page,
    request,
  }) => {
    const merchant = await merchantWithSkus(request, ['RING-1']);
    // The saved look, as the theme drawer leaves it (light mode keeps the default dark side menu).
    if (darkMode) await page.addInitScript(() => localStorage.setItem('theme', JSON.stringify({ darkMode: true })));
    await openProductList(page, merchant.token);
    await expect(page.locator('html')).toHaveAttribute('data-theme', darkMode ? 'dark' : 'light');

    const skip = page.getByRole('button', { name: 'Skip to content' });
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleRing(page, 'skip link');

    await tabTo(page, page.locator('.ant-pro-sider').getByRole('menu').first());
    await expectVisibleRing(page, 'side menu');
    await tabTo(page, page.locator('.ant-pro-sider').getByRole('link', { name: 'SKU List' }));
    await expectVisibleRing(page, 'side menu link');
    await tabTo(page, page.getByRole('button', { name: 'Theme settings' }));
    await expectVisibleRing(page, 'header icon button');
    await tabTo(page, page.getByTestId('tab-bar').locator('[data-node-key="/productsList"] [role="tab"]').first());
    await expectVisibleRing(page, 'tab');
    await tabTo(page, page.locator('#sku'));
    await expectVisibleRing(page, 'text field');
    await tabTo(page, page.locator('#category_id'));
    await expectVisibleRing(page, 'select');
    await tabTo(page, page.getByRole('button', { name: 'Search' }));
    await expectVisibleRing(page, 'primary button');
    await tabTo(page, skuRow(page, 'RING-1').getByRole('checkbox'));
    await expectVisibleRing(page, 'row checkbox');
    await tabTo(page, skuRow(page, 'RING-1').getByRole('link', { name: 'Edit' }));
    await expectVisibleRing(page, 'row link');
  });
}

import { expect, type Locator, type Page, test } from '@playwright/test';
import { setting } from '@portal/contract';
import { callApi } from '../../support/api';
import { arrowToItem, arrowToOption, expectFocusTrapped, focusWithin, tabTo } from '../../support/keyboard';
import { openShell, toast } from '../shell/shell-helpers';

// rc-drawer focuses its root as it opens; its sentinels, inside it, keep Tab in.
const OPEN_DRAWER = '.ant-drawer-open';
const OPEN_MODAL = '.ant-modal-wrap:not([style*="display: none"])';

/** Opens a dialog with Enter on `opener`, checks that it holds the focus and gives it back on Escape. */
async function expectTrapAndReturn(page: Page, opener: Locator, dialog: Locator, within: string) {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusWithin(page, within)).toBe(true);
  await expectFocusTrapped(page, within);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('each header drawer and dialog opened by keyboard traps the focus and gives it back on Escape', async ({
  page,
  request,
}) => {
  // Six dialogs, each walked 50 Tab presses: 45 s on a busy CI machine, too close to the default 60.
  test.setTimeout(120_000);
  // A new merchant: three unread notices, so the bell opens the newest in a dialog.
  await openShell(page, request);

  const themeButton = page.getByRole('button', { name: 'Theme settings' });
  await tabTo(page, themeButton);
  await page.keyboard.press('Enter');
  await expectTrapAndReturn(page, themeButton, page.getByRole('dialog', { name: 'Theme settings' }), OPEN_DRAWER);

  // The bell shows the newest notice in a dialog; its "All notices" leads to the list drawer, which
  // gives the focus to the bell on closing (the dialog's button is gone by then).
  const bell = page.getByTestId('notice-bell');
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  const notice = page.getByRole('dialog').filter({ has: page.getByTestId('notice-content') });
  await expect(notice).toBeVisible();
  await expect.poll(() => focusWithin(page, OPEN_MODAL)).toBe(true);
  await expectFocusTrapped(page, OPEN_MODAL);
  await tabTo(page, notice.getByRole('button', { name: 'All notices' }));
  await page.keyboard.press('Enter');
  const list = page.getByRole('dialog', { name: 'Notices' });
  await expect(list.getByTestId('notice-list-item')).toHaveCount(3);
  await expect(notice).toBeHidden();
  await expectTrapAndReturn(page, bell, list, OPEN_DRAWER);

  // With the newest read the bell opens the list; a notice opened from it returns to its title.
  await page.keyboard.press('Enter');
  await expect(list.getByTestId('notice-list-item')).toHaveCount(3);
  await expect.poll(() => focusWithin(page, OPEN_DRAWER)).toBe(true);
  const title = list.getByTestId('notice-list-item').first().getByRole('button');
  await tabTo(page, title);
  await page.keyboard.press('Enter');
  await expectTrapAndReturn(page, title, notice, OPEN_MODAL);
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(bell).toBeFocused();

  // The avatar's menu: Enter opens it, the arrows pick Settings; the drawer returns to the avatar.
  const avatar = page.getByTestId('user-menu');
  await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await arrowToItem(page, 'Settings');
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByTestId('api-key')).toBeVisible();
  await expectTrapAndReturn(page, avatar, settings, OPEN_DRAWER);

  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeVisible();
  await arrowToItem(page, 'Change password');
  await page.keyboard.press('Enter');
  await expectTrapAndReturn(page, avatar, page.getByRole('dialog', { name: 'Change password' }), OPEN_MODAL);
});

test('header menus open by keyboard with the focus in them and give it back to their button', async ({
  page,
  request,
}) => {
  await openShell(page, request);
  // The language button sits in a wrapper that carries the menu: Escape still returns to the button.
  const language = page.getByRole('button', { name: 'Language' });
  await tabTo(page, language);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '简体中文' })).toBeVisible();
  await expect.poll(() => focusWithin(page, '.ant-dropdown')).toBe(true);
  await page.keyboard.press('Escape');
  await expect(language).toBeFocused();

  // Choosing an item closes the menu; the focus is back on the button, now in the other language.
  // The arrows go to the menu once it holds the focus (pressed before, they reach the button, and
  // the Enter that follows closes the menu instead of choosing).
  await page.keyboard.press('Enter');
  await expect.poll(() => focusWithin(page, '.ant-dropdown:not(.ant-dropdown-hidden)')).toBe(true);
  await arrowToItem(page, '简体中文');
  await page.keyboard.press('Enter');
  const chinese = page.getByRole('button', { name: '语言' });
  await expect(chinese).toBeVisible();
  await expect(chinese).toBeFocused();
});

test("the theme and settings drawers' own controls work by keyboard", async ({ page, request }) => {
  const merchant = await openShell(page, request);
  const layoutRoot = page.locator('.ant-pro-layout');
  const stored = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('theme'))) ?? '{}');

  const themeButton = page.getByRole('button', { name: 'Theme settings' });
  await tabTo(page, themeButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Theme settings' });
  await expect.poll(() => focusWithin(page, OPEN_DRAWER)).toBe(true);

  // A switch flips with Space: the page turns dark.
  const dark = drawer.getByRole('switch', { name: 'Dark mode' });
  await tabTo(page, dark);
  await page.keyboard.press('Space');
  await expect(dark).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  // A colour swatch is a button: Enter picks it.
  const purple = drawer.getByRole('button', { name: '#722ed1' });
  await tabTo(page, purple);
  await page.keyboard.press('Enter');
  await expect(purple).toHaveAttribute('aria-pressed', 'true');
  expect(await stored()).toMatchObject({ darkMode: true, color: '#722ed1' });

  // A row of choices is one Tab stop (the chosen one); the arrows choose the next.
  await tabTo(page, drawer.getByRole('radio', { name: 'Side menu' }), { drawnOver: true });
  await page.keyboard.press('ArrowRight');
  await expect(layoutRoot).toHaveClass(/ant-pro-layout-top/);
  const top = drawer.getByRole('radio', { name: 'Top menu' });
  await expect(top).toBeChecked();
  await expect(top).toBeFocused();

  // A select opens with the arrow keys and takes the active option with Enter.
  const transition = drawer.getByRole('combobox', { name: 'Page transition' });
  await tabTo(page, transition);
  await page.keyboard.press('ArrowDown');
  await arrowToOption(page, 'Fade');
  await page.keyboard.press('Enter');
  await expect(drawer.locator('.ant-select-selection-item')).toHaveText('Fade');
  expect(await stored()).toMatchObject({ layoutStyle: 'top', transitionName: 'fade' });
  // The layout switch remounted the header: the focus goes to the theme button that is there now.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(themeButton).toBeFocused();

  // The settings drawer's switch is saved for the merchant when flipped with Space.
  const avatar = page.getByTestId('user-menu');
  await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  await arrowToItem(page, 'Settings');
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const trueTracking = settings.getByRole('switch', { name: 'Show true tracking number' });
  await tabTo(page, trueTracking);
  await expect(trueTracking).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(toast(page, 'Saved')).toBeVisible();
  await expect(trueTracking).toBeChecked();
  await expect(trueTracking).toBeFocused();
  const info = await callApi<{ show_true_tracking_number: number }>(request, setting.getSettingInfo, {
    token: merchant.token,
  });
  expect(info.show_true_tracking_number).toBe(1);
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(avatar).toBeFocused();
});

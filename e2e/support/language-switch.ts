import { expect, type Page } from '@playwright/test';

export type Lang = 'en' | 'zh_CN';

export function otherLanguage(lang: Lang): Lang {
  return lang === 'en' ? 'zh_CN' : 'en';
}

/** Each language's name in the switches (the same in either language). */
const CHOICE: Record<Lang, string> = { en: 'English', zh_CN: '简体中文' };
/** The header button holding the switch: Language at desktop width, More on a phone. */
const OPENER: Record<Lang, RegExp> = { en: /^(Language|More)$/, zh_CN: /^(语言|更多)$/ };

/**
 * Switches the shown page to `to` with the portal's own switch, by keyboard: the sign-in pages'
 * buttons, or the header's menu (its "more" menu on a phone). The mouse stays where it was, so no
 * hover style or tooltip is left on the page a check then reads. Waits until the page is drawn in
 * the new language (the switch's own control re-rendered in it). Returns false on a page that
 * offers no switch (the 500 and not-found pages).
 */
export async function switchLanguage(page: Page, to: Lang): Promise<boolean> {
  const from = otherLanguage(to);
  const button = page.getByRole('button', { name: CHOICE[to], exact: true }).filter({ visible: true });
  const opener = page.getByRole('button', { name: OPENER[from] }).filter({ visible: true });
  if ((await button.count()) === 1) {
    await button.press('Enter');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  } else if ((await opener.count()) === 1) {
    await opener.press('Enter');
    // antd keeps closed dropdowns in the page, hidden; the open one is the one not hidden or leaving.
    const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden):not([class*="-leave"])');
    await menu.getByRole('menuitem', { name: CHOICE[to] }).press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: OPENER[to] }).filter({ visible: true })).toHaveCount(1);
  } else {
    return false;
  }
  await expect(page.locator('html')).toHaveAttribute('lang', to.replace('_', '-'));
  return true;
}

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { type CurrentUser, user } from '@portal/contract';
import { callApi, DEMO } from '../../support/api';
import { COLOUR_RULES, type RuleScope, seriousViolations, TEXT_RULES } from '../../support/axe';
import { watchCspViolations } from '../../support/csp';
import { answered, watchRequests } from '../../support/in-flight';
import { type Lang, otherLanguage, switchLanguage } from '../../support/language-switch';
import { lookAt } from '../../support/look';
import { demoSession } from '../../support/merchants';
import { PUBLIC_SCREENS, partOfWalk, walkedScreens } from '../../support/screens';
import { pastTheRightEdge } from '../../support/sideways';
import { navigate } from '../shell/shell-helpers';

/** Tests the walked screens are shared among, so a test's time does not grow with every new screen. */
const SCREEN_PARTS = 6;
/** The same for dark mode, which checks a third of the screens by two rules. */
const DARK_PARTS = 3;

/** The screens checked again at a phone's width: the lists, the order and parcel forms and the workplace. */
const PHONE_SCREENS = [
  '/productsList',
  '/dashboard/workplace',
  '/order/order-list',
  '/order/create',
  '/self-service-order',
  '/self-service-order/create',
  '/inventory/list',
];

/**
 * The screens dark mode is checked on. Its colours are antd's dark tokens, the same on every screen
 * that only composes the kits, so one screen of each kit is enough (a list, a form, a detail, the
 * wizard, a chart, the sign-in layout); every screen that sets colours of its own (status tags, the
 * workplace's cards, the monitor, order and inbound columns, the stock log's references) is here too.
 * A new screen that sets a colour of its own joins this list.
 */
const DARK_SCREENS = new Set([
  '/login',
  '/register',
  '/no-such-page',
  '/dashboard/workplace',
  '/dashboard/analysis',
  '/dashboard/monitor',
  '/productsList',
  '/products/add',
  '/order/order-list',
  '/order/create',
  '/order/detail',
  '/self-service-order',
  '/self-service-order/detail',
  '/inbound/list',
  '/inbound/edit',
  '/inbound/detail',
  '/inventory/stock-log',
  '/inventory/loss-orders',
  '/inventory/loss-order-detail',
  '/billing/transactions',
  '/billing/topUp',
  '/statistics/country',
  '/operation-log',
]);

/**
 * The rules each look is checked by, each the rules it can break. English runs every rule. Chinese
 * runs what a translation can break (`TEXT_RULES`: names, labels, text alternatives, the document's
 * language, a control's size); roles and structure are the same elements in both languages, and
 * colours do not depend on the language. Dark mode, whose greys are tokens of their own, checks only
 * the rules about colour: the rest does not depend on the theme.
 */
const LANGUAGE_RULES: Record<Lang, RuleScope> = { en: {}, zh_CN: { rulesOnly: TEXT_RULES } };
const DARK_RULES: RuleScope = { rulesOnly: COLOUR_RULES };

/**
 * A page walking screens. Light: each screen is checked in the language shown, then switched in place
 * to the other language and checked again (one visit, both languages; the next screen starts in the
 * language the last one ended in). Dark: English, by the colour rules. Every page of a walk is
 * watched for Content-Security-Policy violations from its first document on.
 */
interface Walk {
  page: Page;
  dark: boolean;
  lang: Lang;
  found: string[];
  csp: string[];
}

function lookName(walk: Walk): string {
  return `${walk.lang}${walk.dark ? ', dark' : ''}`;
}

/** A browser context of the look, its language and theme in its storage before the app starts. */
async function startWalk(browser: Browser, dark: boolean): Promise<Walk> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
  await context.addInitScript((dark) => {
    // Only when unset: a page without a language switch is reloaded in the other language.
    if (!localStorage.getItem('i18n-lang')) localStorage.setItem('i18n-lang', 'en');
    if (dark && !localStorage.getItem('theme')) localStorage.setItem('theme', JSON.stringify({ darkMode: true }));
  }, dark);
  const page = await context.newPage();
  watchRequests(page);
  return { page, dark, lang: 'en', found: [], csp: await watchCspViolations(page) };
}

/** Signs the walk's page in as the demo merchant, on the workplace, and answers the session's token. */
async function signIn(walk: Walk, request: APIRequestContext): Promise<string> {
  const token = await demoSession(request, DEMO.main);
  await keepLanguageUnsaved(walk, request, token);
  await walk.page.goto(`/dashboard/workplace?token=${encodeURIComponent(token)}`);
  await expect(walk.page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
  // The workplace stays open in its tab: let it finish loading, or its placeholders, hidden
  // behind the next screen, would be counted as that screen still loading.
  await settled(walk.page);
  return token;
}

/**
 * The header's switch saves the language to the account, and every page load of the account's
 * sessions opens in the saved one. The demo merchant is shared by every spec, on parallel workers,
 * and keeps no saved language (each spec's browser chooses): the walk's switches are answered here,
 * with the profile as stored in the language chosen, and never reach the account.
 */
async function keepLanguageUnsaved(walk: Walk, request: APIRequestContext, token: string): Promise<void> {
  const stored = await callApi<user.Profile>(request, user.getProfile, { token });
  await walk.page.context().route(`**${user.updateLanguage.path}`, async (route) => {
    const { lang } = route.request().postDataJSON() as { lang: Lang };
    await route.fulfill({ json: { error_code: 0, msg: 'OK', content: { ...stored, lang } } });
  });
}

/** Checks what the page shows now by the rules of the walk's look (`within`: a dialog only). */
async function checkNow(walk: Walk, where: string, within?: string): Promise<void> {
  await settled(walk.page);
  const rules = walk.dark ? DARK_RULES : LANGUAGE_RULES[walk.lang];
  walk.found.push(...(await seriousViolations(walk.page, `${lookName(walk)} ${where}`, { within, ...rules })));
  if (!within) walk.found.push(...(await sidewaysScroll(walk.page, `${lookName(walk)} ${where}`)));
  await lookAt(walk.page, `a11y-${walk.lang}${walk.dark ? '-dark' : ''}${where.replace(/[/?&=\s]/g, '_')}`);
}

/** What reaches past the screen's right edge (`support/sideways.ts`), checked on the walk's visit. */
async function sidewaysScroll(page: Page, where: string): Promise<string[]> {
  return (await pastTheRightEdge(page)).map((culprit) => `${where}: past the right edge of the screen: ${culprit}`);
}

/** Switches a light walk's page to the other language with the portal's switch. */
async function switchWalkLanguage(walk: Walk): Promise<boolean> {
  const next = otherLanguage(walk.lang);
  if (!(await switchLanguage(walk.page, next))) return false;
  walk.lang = next;
  return true;
}

/**
 * Checks the screen shown: in dark mode once; in light, in its language, then switched in place and
 * checked in the other. A public page without a switch (500, not found) is loaded again in the other
 * language; a signed-in screen always has the header's switch.
 */
async function checkScreen(walk: Walk, where: string, { publicPage = false } = {}): Promise<void> {
  await checkNow(walk, where);
  if (walk.dark) return;
  if (!(await switchWalkLanguage(walk))) {
    if (!publicPage) throw new Error(`${where} shows no language switch`);
    const next = otherLanguage(walk.lang);
    await walk.page.evaluate((lang) => localStorage.setItem('i18n-lang', lang), next);
    await walk.page.reload();
    walk.lang = next;
  }
  await checkNow(walk, where);
}

/**
 * Opens a dialog of the current screen, checks it (the page behind was checked on its own), and
 * closes it with Escape; in light, again in the other language, switched while it is closed.
 */
async function checkDialog(walk: Walk, where: string, open: () => Promise<void>): Promise<void> {
  const { page } = walk;
  for (const round of walk.dark ? [1] : [1, 2]) {
    if (round === 2 && !(await switchWalkLanguage(walk))) throw new Error(`${where}: no language switch`);
    await open();
    await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-content:visible').first()).toBeVisible();
    await checkNow(walk, where, DIALOGS);
    // The dialog takes the focus once it has finished opening (a keyboard user's Escape then reaches it):
    // pressed before that, Escape went to the page behind and the dialog stayed open.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.ant-modal-wrap, .ant-drawer') !== null))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible')).toHaveCount(0);
  }
}

/**
 * Closes the tab of the screen just checked. A kept-alive tab stays rendered, hidden: left open, each
 * language switch rendered every screen walked so far again and each check read their elements
 * too (the walk's browser used a sixth more CPU). Each screen is checked on its own visit anyway.
 */
async function closeShownTab(walk: Walk): Promise<void> {
  const close = walk.page.getByTestId('tab-bar').locator('.ant-tabs-tab-active .ant-tabs-tab-remove');
  if ((await close.count()) > 0) await close.click();
}

/** Fails on what axe found, and on what the Content-Security-Policy refused, during the walk. */
async function finish(walk: Walk): Promise<void> {
  await walk.page.context().close();
  expect(walk.found, `${walk.found.length} serious or critical violations:\n${walk.found.join('\n')}`).toEqual([]);
  expect(walk.csp, 'Content-Security-Policy violations').toEqual([]);
}

/**
 * Waits until the screen is drawn as a user sees it: its data read, no spinner or skeleton, and no
 * fade still running (a half-faded text would be measured at the wrong contrast). Queries a screen
 * starts once its record is read (an order's services, by its warehouse) answer after the skeleton
 * has gone: a button enabled by such an answer was once checked in the middle of its fade.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await answered(page);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

const DIALOGS = '.ant-modal-wrap, .ant-drawer';

/** A checkbox without a name (#unnamed-box), the fault the checker's own tests expect it to report. */
async function addUnnamedBox(page: Page): Promise<void> {
  await page.evaluate(() => {
    const box = document.createElement('input');
    box.type = 'checkbox';
    box.id = 'unnamed-box';
    document.body.append(box);
  });
}

test.describe('accessibility (axe, WCAG 2.2 A and AA) and the Content-Security-Policy, one visit per screen', () => {
  // Long tests: spread over the workers, or this file alone sets the suite's length.
  test.describe.configure({ mode: 'parallel' });

  test('the check reports a control without a name, with its rule and target, and a page wider than the screen', async ({
    page,
  }) => {
    watchRequests(page);
    await page.goto('/login');
    await settled(page);
    await addUnnamedBox(page);
    const found = await seriousViolations(page, '/login');
    expect(found.join('\n')).toContain('/login: label (critical) at #unnamed-box');
    expect(await sidewaysScroll(page, '/login')).toEqual([]);
    await page.evaluate(() => {
      const wide = document.createElement('div');
      wide.id = 'too-wide';
      wide.style.width = `${window.innerWidth + 40}px`;
      document.body.append(wide);
    });
    expect(await sidewaysScroll(page, '/login')).toEqual([
      '/login: past the right edge of the screen: div#too-wide by 40 px',
    ]);
  });

  test("each look's rules report what they are about, and only that", async ({ page }) => {
    watchRequests(page);
    await page.goto('/login');
    await settled(page);
    await addUnnamedBox(page);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'faint-text';
      faint.textContent = 'Hard to read';
      faint.style.cssText = 'color: #999; background: #fff';
      // Structure, the same in every language: a list item outside any list.
      const stray = document.createElement('li');
      stray.id = 'stray-item';
      stray.textContent = 'Alone';
      document.body.append(faint, stray);
    });
    const reports: string[] = [];
    // One after the other: axe refuses a run while another is under way.
    for (const rules of [LANGUAGE_RULES.en, LANGUAGE_RULES.zh_CN, DARK_RULES]) {
      reports.push((await seriousViolations(page, '/login', rules)).join('\n'));
    }
    const [english, chinese, dark] = reports;
    expect(english).toContain('color-contrast (serious) at #faint-text');
    expect(english).toContain('label (critical) at #unnamed-box');
    expect(english).toContain('listitem (serious) at #stray-item');
    expect(chinese).toContain('label (critical) at #unnamed-box');
    expect(chinese).not.toContain('color-contrast');
    expect(chinese).not.toContain('listitem');
    expect(dark).toContain('color-contrast (serious) at #faint-text');
    expect(dark).not.toContain('label (critical)');
  });

  test('the walk reaches every listed screen in exactly one part, and every screen dark mode is checked on exists', async ({
    request,
  }) => {
    const token = await demoSession(request, DEMO.main);
    const screens = await walkedScreens(request, token);
    for (const parts of [SCREEN_PARTS, DARK_PARTS]) {
      const walked = Array.from({ length: parts }, (_, part) => partOfWalk(screens, part, parts)).flat();
      expect([...walked].sort()).toEqual([...screens].sort());
    }
    const paths = [...PUBLIC_SCREENS, ...screens].map((path) => path.split('?')[0]);
    expect([...DARK_SCREENS].filter((path) => !paths.includes(path))).toEqual([]);
  });

  for (let part = 0; part < SCREEN_PARTS; part++) {
    test(`screens, part ${part + 1} of ${SCREEN_PARTS}: no serious or critical violation in English or Chinese, nothing refused by the CSP`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(300_000);
      const walk = await startWalk(browser, false);
      if (part === 0) {
        for (const path of PUBLIC_SCREENS) {
          await walk.page.goto(path);
          await checkScreen(walk, path, { publicPage: true });
        }
      }
      const token = await signIn(walk, request);
      // Inside the running app, as a link would go: no reload per screen (a shown tab hides the others).
      for (const path of partOfWalk(await walkedScreens(request, token), part, SCREEN_PARTS)) {
        await navigate(walk.page, path);
        await checkScreen(walk, path);
        await closeShownTab(walk);
      }
      await finish(walk);
      // Switched back and forth on every screen, the demo merchant still has no saved language.
      expect((await callApi<CurrentUser>(request, user.getCurrentUser, { token })).lang).toBeNull();
    });
  }

  for (let part = 0; part < DARK_PARTS; part++) {
    test(`dark-mode screens, part ${part + 1} of ${DARK_PARTS}: no colour violation`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const walk = await startWalk(browser, true);
      if (part === 0) {
        for (const path of PUBLIC_SCREENS.filter((path) => DARK_SCREENS.has(path))) {
          await walk.page.goto(path);
          await checkScreen(walk, path);
        }
      }
      const token = await signIn(walk, request);
      const screens = (await walkedScreens(request, token)).filter((path) =>
        DARK_SCREENS.has(path.split('?')[0] ?? path),
      );
      for (const path of partOfWalk(screens, part, DARK_PARTS)) {
        await navigate(walk.page, path);
        await checkScreen(walk, path);
        await closeShownTab(walk);
      }
      await finish(walk);
    });
  }

  for (const dark of [false, true]) {
    const look = dark ? 'dark' : 'English and Chinese';

    test(`the main dialogs have no serious or critical violation (${look})`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const walk = await startWalk(browser, dark);
      const { page } = walk;
      const token = await signIn(walk, request);
      // An order's cancel dialog, once an order can exist (the server quotes shipping).
      const orderDetail = (await walkedScreens(request, token)).find((path) => path.startsWith('/order/detail?id='));
      if (orderDetail) {
        await navigate(page, orderDetail);
        await expect(page.getByTestId('order-detail-header')).toBeVisible({ timeout: 30_000 });
        await checkDialog(walk, 'cancel order dialog', () =>
          page
            .getByTestId('order-detail-header')
            .getByRole('button', { name: /(Cancel|取消)$/ })
            .click(),
        );
      }

      // Each list's Import button by its own name: a kept-alive list tab stays in the document, and
      // while tabs switch the one leaving is still shown for a moment.
      const skuImport = page.getByRole('button', { name: /^import (Import|导入)$/ });
      await navigate(page, '/productsList');
      await expect(skuImport).toBeVisible({ timeout: 30_000 });
      await checkDialog(walk, 'import dialog', () => skuImport.click());
      const orderImport = page.getByRole('button', { name: /^import (Import orders|导入订单)$/ });
      await navigate(page, '/order/order-list');
      await expect(orderImport).toBeVisible({ timeout: 30_000 });
      await checkDialog(walk, 'order import dialog', () => orderImport.click());
      const serialImport = page.getByRole('button', { name: /^import (Import serial numbers|导入序列号)$/ });
      await navigate(page, '/serial-number/list');
      await expect(serialImport).toBeVisible({ timeout: 30_000 });
      await checkDialog(walk, 'serial-number import dialog', () => serialImport.click());
      // An operation-log entry's detail drawer (the demo's sign-ins are logged), with its parameters' text area.
      const entryDetail = page
        .locator('.shell-page:visible tr.ant-table-row')
        .first()
        .getByRole('button', { name: /^(Detail|详情)$/ });
      await navigate(page, '/operation-log');
      await expect(entryDetail).toBeVisible({ timeout: 30_000 });
      await checkDialog(walk, 'operation-log detail drawer', async () => {
        await entryDetail.click();
        await expect(page.getByTestId('operation-log-detail').getByRole('textbox')).toBeVisible();
      });
      await checkDialog(walk, 'settings drawer', async () => {
        await page.getByTestId('user-menu').click();
        await page.getByRole('menuitem', { name: /Settings|设置/ }).click();
      });
      await checkDialog(walk, 'theme drawer', () =>
        page.getByRole('button', { name: /^(Theme settings|主题设置)$/ }).click(),
      );
      await finish(walk);
    });

    test(`the phone's shell has no serious or critical violation (${look})`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const walk = await startWalk(browser, dark);
      await signIn(walk, request);
      // A phone's shell differs (compact header, menu in a drawer, no fixed columns): the lists, the order form and the workplace at 390 px.
      await walk.page.setViewportSize({ width: 390, height: 844 });
      // The shell measures the screen again after a pause: wait for its phone header (help moves to "more").
      await expect(walk.page.getByRole('button', { name: /^(Help|帮助)$/ })).toHaveCount(0);
      for (const path of PHONE_SCREENS) {
        await navigate(walk.page, path);
        await checkScreen(walk, `390px ${path}`);
      }
      await finish(walk);
    });
  }
});

import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO } from '../../support/api';
import { COLOUR_RULES, type RuleScope, seriousViolations } from '../../support/axe';
import { demoSession } from '../../support/merchants';
import { PUBLIC_SCREENS, signedInScreens } from '../../support/screens';
import { navigate } from '../shell/shell-helpers';

type Lang = 'en' | 'zh_CN';

/** Tests the menu's screens are shared among, per look. */
const SCREEN_PARTS = 3;

/** The screens checked again at a phone's width: the lists, the order form and the workplace. */
const PHONE_SCREENS = [
  '/productsList',
  '/dashboard/workplace',
  '/order/order-list',
  '/order/create',
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
  '/inbound/list',
  '/inbound/edit',
  '/inbound/detail',
  '/inventory/stock-log',
  '/inventory/loss-orders',
  '/inventory/loss-order-detail',
  '/billing/transactions',
  '/billing/topUp',
  '/statistics/country',
]);

/**
 * The looks each screen is checked in, each by the rules it can break. English runs every rule.
 * Chinese leaves out contrast (colours do not depend on the language) and checks what a translation
 * can break: names, labels, roles. Dark mode, whose greys are tokens of their own, checks only the
 * rules about colour: the rest does not depend on the theme.
 */
const VARIANTS: { lang: Lang; dark: boolean; rules: RuleScope; checks: (path: string) => boolean }[] = [
  { lang: 'en', dark: false, rules: {}, checks: () => true },
  { lang: 'zh_CN', dark: false, rules: { rulesOff: COLOUR_RULES }, checks: () => true },
  {
    lang: 'en',
    dark: true,
    rules: { rulesOnly: COLOUR_RULES },
    checks: (path) => DARK_SCREENS.has(path.split('?')[0] ?? path),
  },
];

/** One browser context per variant: the language and the look are in its storage before the app starts. */
async function variantPage(browser: Browser, lang: Lang, dark: boolean): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'en' ? 'en-US' : 'zh-CN',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(
    ({ lang, dark }) => {
      localStorage.setItem('i18n-lang', lang);
      if (dark && !localStorage.getItem('theme')) localStorage.setItem('theme', JSON.stringify({ darkMode: true }));
    },
    { lang, dark },
  );
  return context.newPage();
}

/**
 * Waits until the screen is drawn as a user sees it: its data read, no spinner or skeleton, and no
 * fade still running (a half-faded text would be measured at the wrong contrast).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * With E2E_SCREENSHOTS=1, a screenshot of the screen as checked, for a person's look at the colours
 * (docs/ACCESSIBILITY.md). Not by default: CI would write 270 pictures nobody opens, a minute of its time.
 */
async function lookAt(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: `test-results/screens/${name}.png` });
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

/** Opens a dialog of the current screen, checks it (the page behind was checked on its own), and closes it with Escape. */
async function checkDialog(
  page: Page,
  where: string,
  open: () => Promise<void>,
  found: string[],
  rules: RuleScope,
): Promise<void> {
  await open();
  await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-content:visible').first()).toBeVisible();
  await settled(page);
  found.push(...(await seriousViolations(page, where, { within: DIALOGS, ...rules })));
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-content-wrapper:visible')).toHaveCount(0);
}

test.describe('accessibility (axe, WCAG 2.2 A and AA)', () => {
  // Fifteen long tests: spread over the workers, or this file alone sets the suite's length.
  test.describe.configure({ mode: 'parallel' });

  test('the check reports a control without a name, with its rule and target', async ({ page }) => {
    await page.goto('/login');
    await settled(page);
    await addUnnamedBox(page);
    const found = await seriousViolations(page, '/login');
    expect(found.join('\n')).toContain('/login: label (critical) at #unnamed-box');
  });

  test("each look's rules report what they are about, and only that", async ({ page }) => {
    await page.goto('/login');
    await settled(page);
    await addUnnamedBox(page);
    await page.evaluate(() => {
      const faint = document.createElement('p');
      faint.id = 'faint-text';
      faint.textContent = 'Hard to read';
      faint.style.cssText = 'color: #999; background: #fff';
      document.body.append(faint);
    });
    const reports: string[] = [];
    // One after the other: axe refuses a run while another is under way.
    for (const { rules } of VARIANTS) reports.push((await seriousViolations(page, '/login', rules)).join('\n'));
    const [english, chinese, dark] = reports;
    expect(english).toContain('color-contrast (serious) at #faint-text');
    expect(english).toContain('label (critical) at #unnamed-box');
    expect(chinese).toContain('label (critical) at #unnamed-box');
    expect(chinese).not.toContain('color-contrast');
    expect(dark).toContain('color-contrast (serious) at #faint-text');
    expect(dark).not.toContain('label (critical)');
  });

  test('every screen dark mode is checked on exists', async ({ request }) => {
    const token = await demoSession(request, DEMO.main);
    const screens = [...PUBLIC_SCREENS, ...(await signedInScreens(request, token))].map((path) => path.split('?')[0]);
    expect([...DARK_SCREENS].filter((path) => !screens.includes(path))).toEqual([]);
  });

  for (const { lang, dark, rules, checks } of VARIANTS) {
    const look = `${lang}${dark ? ', dark' : ''}`;

    /** A page of this look signed in as the demo merchant, on the workplace. */
    async function signedIn(browser: Browser, request: APIRequestContext): Promise<{ page: Page; token: string }> {
      const page = await variantPage(browser, lang, dark);
      const token = await demoSession(request, DEMO.main);
      await page.goto(`/dashboard/workplace?token=${encodeURIComponent(token)}`);
      await expect(page.getByTestId('user-menu')).toBeVisible({ timeout: 30_000 });
      // The workplace stays open in its tab: let it finish loading, or its placeholders, hidden
      // behind the next screen, would be counted as that screen still loading.
      await settled(page);
      return { page, token };
    }

    function expectNone(found: string[]): void {
      expect(found, `${found.length} serious or critical violations:\n${found.join('\n')}`).toEqual([]);
    }

    // The menu's screens in SCREEN_PARTS tests each, so a test's time does not grow with every new screen.
    for (let part = 0; part < SCREEN_PARTS; part++) {
      test(`built screens, part ${part + 1} of ${SCREEN_PARTS}, have no serious or critical violation (${look})`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(180_000);
        const found: string[] = [];
        if (part === 0) {
          const page = await variantPage(browser, lang, dark);
          for (const path of PUBLIC_SCREENS.filter(checks)) {
            await page.goto(path);
            await settled(page);
            found.push(...(await seriousViolations(page, `${look} ${path}`, rules)));
          }
          await page.context().close();
        }
        const { page, token } = await signedIn(browser, request);
        const screens = (await signedInScreens(request, token))
          .filter(checks)
          .filter((_, index) => index % SCREEN_PARTS === part);
        for (const path of screens) {
          // Inside the running app, as a link would go: no reload per screen (a shown tab hides the others).
          await navigate(page, path);
          await settled(page);
          found.push(...(await seriousViolations(page, `${look} ${path}`, rules)));
          await lookAt(page, `a11y-${lang}${dark ? '-dark' : ''}${path.replace(/[/?&=]/g, '_')}`);
        }
        await page.context().close();
        expectNone(found);
      });
    }

    test(`the main dialogs have no serious or critical violation (${look})`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const { page, token } = await signedIn(browser, request);
      const found: string[] = [];
      // An order's cancel dialog, once an order can exist (the server quotes shipping).
      const orderDetail = (await signedInScreens(request, token)).find((path) => path.startsWith('/order/detail?id='));
      if (orderDetail) {
        await navigate(page, orderDetail);
        await expect(page.getByTestId('order-detail-header')).toBeVisible({ timeout: 30_000 });
        await checkDialog(
          page,
          `${look} cancel order dialog`,
          () =>
            page
              .getByTestId('order-detail-header')
              .getByRole('button', { name: /(Cancel|取消)$/ })
              .click(),
          found,
          rules,
        );
      }

      // Each list's Import button by its own name: a kept-alive list tab stays in the document, and
      // while tabs switch the one leaving is still shown for a moment.
      const skuImport = page.getByRole('button', { name: /^import (Import|导入)$/ });
      await navigate(page, '/productsList');
      await expect(skuImport).toBeVisible({ timeout: 30_000 });
      await checkDialog(page, `${look} import dialog`, () => skuImport.click(), found, rules);
      const orderImport = page.getByRole('button', { name: /^import (Import orders|导入订单)$/ });
      await navigate(page, '/order/order-list');
      await expect(orderImport).toBeVisible({ timeout: 30_000 });
      await checkDialog(page, `${look} order import dialog`, () => orderImport.click(), found, rules);
      const serialImport = page.getByRole('button', { name: /^import (Import serial numbers|导入序列号)$/ });
      await navigate(page, '/serial-number/list');
      await expect(serialImport).toBeVisible({ timeout: 30_000 });
      await checkDialog(page, `${look} serial-number import dialog`, () => serialImport.click(), found, rules);
      await checkDialog(
        page,
        `${look} settings drawer`,
        async () => {
          await page.getByTestId('user-menu').click();
          await page.getByRole('menuitem', { name: lang === 'en' ? 'Settings' : '设置', exact: false }).click();
        },
        found,
        rules,
      );
      await checkDialog(
        page,
        `${look} theme drawer`,
        () => page.getByRole('button', { name: /^(Theme settings|主题设置)$/ }).click(),
        found,
        rules,
      );
      await page.context().close();
      expectNone(found);
    });

    test(`the phone's shell has no serious or critical violation (${look})`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      const { page } = await signedIn(browser, request);
      const found: string[] = [];
      // A phone's shell differs (compact header, menu in a drawer, no fixed columns): the lists, the order form and the workplace at 390 px.
      await page.setViewportSize({ width: 390, height: 844 });
      // The shell measures the screen again after a pause: wait for its phone header (help moves to "more").
      await expect(page.getByRole('button', { name: /^(Help|帮助)$/ })).toHaveCount(0);
      for (const path of PHONE_SCREENS) {
        await navigate(page, path);
        await settled(page);
        found.push(...(await seriousViolations(page, `${look} 390px ${path}`, rules)));
        await lookAt(page, `a11y-390-${lang}${dark ? '-dark' : ''}${path.replace(/[/?&=]/g, '_')}`);
      }
      await page.context().close();
      expectNone(found);
    });
  }
});

import { expect, test } from '@playwright/test';
import { MENU_REGISTRY, type MenuEntry, type MenuNode, user } from '@portal/contract';
import { apiLogin, callApi, DEMO, DEMO_PASSWORD } from '../../support/api';
import { demoSession } from '../../support/merchants';
import { openSignedIn, useLanguage } from '../../support/session';
import { expectShell, menu, newMerchant, tab, tabBar, tabTitles } from './shell-helpers';

test('a signed-out visit to the workplace goes to login and comes back after signing in', async ({ page, request }) => {
  const merchant = await newMerchant(request);
  await page.goto('/dashboard/workplace');
  await expect(page).toHaveURL('/login?from=%2Fdashboard%2Fworkplace');

  await page.getByLabel('Email').fill(merchant.email);
  await page.getByLabel('Password', { exact: true }).fill(merchant.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL('/dashboard/workplace');
  await expectShell(page);
  await expect(tab(page, 'Workplace')).toHaveAttribute('aria-selected', 'true');
  await expect(menu(page).getByText('Workplace')).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()} `)).toBeVisible();
  await expect(page).toHaveTitle('Workplace - ucenter');
});

test("'/' opens home, an unknown address shows 404 and a registry page not granted shows 403, inside the layout", async ({
  page,
  request,
}) => {
  const merchant = await newMerchant(request);
  await openSignedIn(page, merchant.token, '/');
  await expect(page).toHaveURL('/dashboard/workplace');

  await page.goto('/no/such/page');
  await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  await expect(tabBar(page)).toBeVisible();
  // Shown without a tab of its own: visiting error pages does not fill the tab bar.
  await expect.poll(() => tabTitles(page)).toEqual(['Workplace']);

  await page.goto('/403');
  await expect(
    page.getByText('you do not have permission to access this page, please consult your administrator'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back Home' }).click();
  await expect(page).toHaveURL('/dashboard/workplace');
});

function registryTitles(nodes: MenuNode[]): string[] {
  return nodes.flatMap((node) => [node.title.en, ...registryTitles(node.children ?? [])]);
}

/** Titles of menu_list entries, and of the ones the menu lists (not hidden, above depth 3). */
function entryTitles(entries: MenuEntry[], listedOnly = false, depth = 1): string[] {
  return entries.flatMap((entry) =>
    listedOnly && (entry.meta.hide || depth >= 3)
      ? []
      : [entry.meta.title_en, ...entryTitles(entry.children, listedOnly, depth + 1)],
  );
}

test('the sub-account sees no menu entry it has no permission for', async ({ page, request }) => {
  const token = await apiLogin(request, DEMO.sub, DEMO_PASSWORD);
  const me = await callApi<{ menu_list: MenuEntry[] }>(request, user.getCurrentUser, { token });
  const granted = new Set(entryTitles(me.menu_list));
  await openSignedIn(page, token);
  await expectShell(page);

  const side = menu(page);
  for (const entry of me.menu_list.filter((e) => !e.meta.hide)) {
    const parent = side.getByText(entry.meta.title_en, { exact: true });
    await expect(parent).toBeVisible();
    const children = entryTitles(entry.children, true, 2);
    // A group's entries show once its submenu is open.
    if (children.length && !(await side.getByText(children[0] as string, { exact: true }).isVisible())) {
      await parent.click();
    }
    for (const title of children) await expect(side.getByText(title, { exact: true })).toBeVisible();
  }
  for (const title of registryTitles(MENU_REGISTRY).filter((t) => !granted.has(t))) {
    await expect(side.getByText(title, { exact: true })).toHaveCount(0);
  }
  // A menu path it was not given is refused even when typed in.
  await page.goto('/order/order-list');
  await expect(
    page.getByText('you do not have permission to access this page, please consult your administrator'),
  ).toBeVisible();
});

test('every side-menu label shows whole at 1440 px, in English and in Chinese', async ({ browser, request }) => {
  // Two sign-ins and every group of the menu opened in turn in each language.
  test.setTimeout(120_000);
  const token = await demoSession(request, DEMO.main);
  for (const lang of ['en', 'zh_CN'] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await useLanguage(page, lang);
    await openSignedIn(page, token);
    await expectShell(page);
    const side = menu(page);
    const groups = side.locator('.ant-menu-submenu-title');
    const count = await groups.count();
    expect(count).toBeGreaterThan(5);
    // The menu opens one group at a time: each in turn, and every label shown then is measured.
    for (let index = 0; index < count; index += 1) {
      const group = groups.nth(index);
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await expect(group).toHaveAttribute('aria-expanded', 'true');
      const cut = await side.evaluate((element) =>
        Array.from(element.querySelectorAll<HTMLElement>('.ant-menu-title-content'))
          .filter((label) => label.getBoundingClientRect().width > 0)
          .filter((label) =>
            [label, ...Array.from(label.querySelectorAll<HTMLElement>('*'))].some(
              (part) => part.scrollWidth > part.clientWidth,
            ),
          )
          .map((label) => label.textContent),
      );
      expect(cut, `${lang}: labels cut off`).toEqual([]);
    }
    await context.close();
  }
});

import { expect, type Page, test } from '@playwright/test';
import { opsContent, opsJobs } from '@portal/contract';
import { callApi } from '../../support/api';
import { shownErrors } from '../../support/form-errors';
import { lookAt } from '../../support/look';
import { mailbox } from '../../support/mailbox';
import { freshMerchant, openPortal } from '../../support/merchants';
import { merchantWithStock, orderOnHold, shownPage } from '../../support/orders';
import { toast } from '../../support/products';
import { chooseBySearch } from '../../support/select';

/** What the screen says in each language the walk runs in. */
const TEXTS = {
  en: {
    width: 1440,
    disabled: 'Warning emails are not enabled for your account yet, please contact customer service',
    add: 'Add email',
    save: /^Save$/,
    email: (n: number) => `E-mail ${n}`,
    kinds: (n: number) => `Alerts mailed to e-mail ${n}`,
    lowStock: 'Low stock (daily digest)',
    badAddress: 'Invailid email,please re-enter!',
    digestHour: 'Low-stock digest time (UTC)',
    saved: 'Saved',
  },
  zh_CN: {
    width: 390,
    disabled: '您的账号尚未开通预警邮件，请联系客服',
    add: '添加邮箱',
    save: /^保\s*存$/,
    email: (n: number) => `邮箱 ${n}`,
    kinds: (n: number) => `邮箱 ${n} 接收的预警`,
    lowStock: '低库存（每日汇总）',
    badAddress: '邮箱格式错误，请重新输入！',
    digestHour: '低库存汇总发送时间（UTC）',
    saved: '已保存',
  },
} as const;

/** The form item (label, control and messages) of the field named `label`. */
function formItem(page: Page, label: string) {
  return shownPage(page)
    .locator('.ant-form-item')
    .filter({ has: page.getByLabel(label, { exact: true }) });
}

for (const lang of ['en', 'zh_CN'] as const) {
  const text = TEXTS[lang];
  test(`warning e-mails (${lang}, ${text.width} px): read-only until customer service enables them, then two addresses saved and kept`, async ({
    page,
    request,
  }) => {
    const merchant = await freshMerchant(request, { lang });
    await page.setViewportSize({ width: text.width, height: 900 });
    await openPortal(page, merchant.token, '/warning-email');
    const view = shownPage(page);

    // A new merchant: the setting is off, the screen says whom to ask and nothing can be changed.
    await expect(view.getByTestId('warning-email-disabled')).toContainText(text.disabled);
    await expect(view.getByRole('button', { name: text.add })).toBeDisabled();
    await expect(view.getByRole('button', { name: text.save })).toBeDisabled();
    await lookAt(page, `warning-email-disabled-${lang}-${text.width}`, { fullPage: true });

    await callApi(request, opsContent.updateCustomerSettings, {
      ops: true,
      body: { customer_id: merchant.customerId, warning_email_enabled: 1 },
    });
    await page.reload();
    const add = view.getByRole('button', { name: text.add });
    await expect(add).toBeEnabled({ timeout: 30_000 });
    await expect(view.getByTestId('warning-email-disabled')).toHaveCount(0);

    // The first address, typed wrong, then right; it does not want the low-stock digest.
    await add.click();
    const first = view.getByLabel(text.email(1), { exact: true });
    await expect(first).toBeFocused();
    await first.fill('ops@shop');
    await expect(shownErrors(formItem(page, text.email(1)))).toHaveText(text.badAddress);
    await first.fill('Ops@Shop.test');
    await expect(shownErrors(formItem(page, text.email(1)))).toHaveCount(0);
    await view
      .getByRole('group', { name: text.kinds(1) })
      .getByText(text.lowStock)
      .click();
    await expect(
      view.getByRole('group', { name: text.kinds(1) }).getByRole('checkbox', { name: text.lowStock }),
    ).not.toBeChecked();

    await add.click();
    await view.getByLabel(text.email(2), { exact: true }).fill('night@shop.test');
    await chooseBySearch(page, page.getByRole('combobox', { name: text.digestHour }), '22', '22:00');
    await lookAt(page, `warning-email-${lang}-${text.width}`, { fullPage: true });

    await view.getByRole('button', { name: text.save }).click();
    await expect(toast(page, text.saved)).toBeVisible();
    // Shown as stored: lower case.
    await expect(first).toHaveValue('ops@shop.test');

    await page.reload();
    await expect(view.getByLabel(text.email(1), { exact: true })).toHaveValue('ops@shop.test', { timeout: 30_000 });
    await expect(view.getByLabel(text.email(2), { exact: true })).toHaveValue('night@shop.test');
    await expect(
      view.getByRole('group', { name: text.kinds(1) }).getByRole('checkbox', { name: text.lowStock }),
    ).not.toBeChecked();
    await expect(
      view.getByRole('group', { name: text.kinds(2) }).getByRole('checkbox', { name: text.lowStock }),
    ).toBeChecked();
    await expect(formItem(page, text.digestHour).locator('.ant-select-selection-item')).toHaveAttribute(
      'title',
      '22:00',
    );
  });
}

test('warning e-mails (en): an eleventh address is refused, and an order put on hold is mailed to the address', async ({
  page,
  request,
}) => {
  const merchant = await merchantWithStock(request, ['MUG-01']);
  const runJob = (name: string) => callApi(request, opsJobs.runJob, { ops: true, body: { name } });
  // The alerts subscriber starts after the newest event: the merchant's setup is not its.
  await runJob('platform.drainEvents');
  await callApi(request, opsContent.updateCustomerSettings, {
    ops: true,
    body: { customer_id: merchant.customerId, warning_email_enabled: 1 },
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await openPortal(page, merchant.token, '/warning-email');
  const view = shownPage(page);
  const add = view.getByRole('button', { name: TEXTS.en.add });
  await expect(add).toBeEnabled({ timeout: 30_000 });
  const address = `alerts-${Date.now()}@shop.test`;
  for (let n = 1; n <= 10; n += 1) {
    await add.click();
    await view.getByLabel(TEXTS.en.email(n), { exact: true }).fill(n === 1 ? address : `desk${n}@shop.test`);
  }
  // The tenth is the last: the button says why no eleventh can be added.
  await expect(add).toBeDisabled();
  await expect(view.getByTestId('warning-email-count')).toHaveText('At most 10 addresses');
  await view.getByRole('button', { name: TEXTS.en.save }).click();
  await expect(toast(page, TEXTS.en.saved)).toBeVisible();

  // Customer service puts an order on hold with a question: the address is mailed about it.
  const placed = await orderOnHold(request, merchant, 'Apartment number missing');
  await runJob('platform.drainEvents');
  await runJob('warning-email.send');
  await expect(() => {
    const mails = mailbox(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(placed.system_order_id);
    expect(mails[0]?.text).toContain('Apartment number missing');
  }).toPass({ timeout: 10_000 });
});

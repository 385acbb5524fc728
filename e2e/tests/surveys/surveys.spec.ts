import { expect, test } from '@playwright/test';
import { survey } from '@portal/contract';
import { callApi } from '../../support/api';
import { lookAt } from '../../support/look';
import { freshMerchant, openPortal } from '../../support/merchants';
import { shownPage } from '../../support/orders';

/**
 * The open campaign's name as the page shows it (the demo seed opens one per survey, untitled, so
 * it goes by the survey's own name in the page's language).
 */
async function openCampaignName(
  request: Parameters<typeof callApi>[0],
  token: string,
  read: typeof survey.getTaxOpinions | typeof survey.getCustoms,
  surveyName: string,
): Promise<string> {
  const current = await callApi<{ open: { title: string } | null }>(request, read, { token });
  if (!current.open) throw new Error(`${read.id}: the demo seed opened no campaign`);
  return current.open.title || surveyName;
}

test('a merchant answers the tax questionnaire, prefilled from the account, and sees the result page', async ({
  page,
  request,
}) => {
  const merchant = await freshMerchant(request);
  const title = await openCampaignName(request, merchant.token, survey.getTaxOpinions, 'Tax Opinions Collection');
  await openPortal(page, merchant.token, '/tax-opinions');
  const form = shownPage(page);
  await expect(form.getByTestId('survey-campaign')).toContainText(`${title} · open since `);
  await expect(form.getByLabel('Email')).toHaveValue(merchant.email);
  await lookAt(page, 'tax-opinions-en-top-1440');
  await expect(form.getByLabel('Customer ID')).toHaveValue(String(merchant.customerId));
  await form.getByLabel('Name').fill('Li Lei');
  await form.getByLabel('Telephone').fill('+86 755 1234 5678');
  await form.getByRole('button', { name: 'Send answers' }).click();
  await expect(form.getByText('please select Declaration option')).toBeVisible();
  await form.getByText('Option 2: prepay by the average taxable income of the previous tax year').click();
  await form.getByLabel('Feedback').fill('A yearly average suits our seasonal sales');
  await lookAt(page, 'tax-opinions-en-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'tax-opinions-en-390', { fullPage: true });
  await form.getByRole('button', { name: 'Send answers' }).click();

  await expect(page).toHaveURL(/\/result\/success\?kind=survey&no=/);
  const result = shownPage(page);
  await expect(result.getByRole('heading', { name: 'Thank you for your answers' })).toBeVisible();
  await expect(result.getByText(`Your answers to “${title}” reached the provider.`, { exact: false })).toBeVisible();

  await openPortal(page, merchant.token, '/tax-opinions');
  const again = shownPage(page);
  await expect(again.getByTestId('survey-campaign')).toContainText('You answered on');
  await expect(again.getByLabel('Feedback')).toHaveValue('A yearly average suits our seasonal sales');
  await expect(again.getByRole('radio', { name: /^Option 2/ })).toBeChecked();
});

test('a merchant answers the customs survey in Chinese and sees the result page', async ({ page, request }) => {
  const merchant = await freshMerchant(request, { lang: 'zh_CN' });
  const title = await openCampaignName(request, merchant.token, survey.getCustoms, '海关调查问卷');
  await openPortal(page, merchant.token, '/customs-survey');
  const form = shownPage(page);
  await expect(form.getByRole('heading', { name: '海关调查问卷' })).toBeVisible();
  await form.getByRole('button', { name: '提交答案' }).click();
  await expect(form.getByText('请选择主要目的地')).toBeVisible();

  const question = (name: string) => form.getByRole('group', { name });
  await question('主要目的地').getByText('欧盟').click();
  await question('主要目的地').getByText('美国').click();
  await form.getByRole('radiogroup', { name: '单个包裹常见申报价值' }).getByText('22 至 150 美元').click();
  await form.getByRole('radiogroup', { name: '申报使用的税号' }).getByText('仅 IOSS').click();
  await question('商品类别').getByText('带电池商品').click();
  await form.getByLabel('其他清关意见').fill('电池类商品需要提前确认');
  await lookAt(page, 'customs-survey-zh-1440', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await lookAt(page, 'customs-survey-zh-390', { fullPage: true });
  await form.getByRole('button', { name: '提交答案' }).click();

  await expect(page).toHaveURL(/\/result\/success\?kind=survey&no=/);
  const result = shownPage(page);
  await expect(result.getByRole('heading', { name: '感谢您的回答' })).toBeVisible();
  await lookAt(page, 'survey-result-zh-1440');
  await expect(result.getByText(`您对「${title}」的回答已提交给服务商。`, { exact: false })).toBeVisible();

  const answers = await callApi<{ answer: { markets: string[]; categories: string[]; tax_numbers: string } }>(
    request,
    survey.getCustoms,
    { token: merchant.token },
  );
  expect(answers.answer).toMatchObject({ markets: ['us', 'eu'], categories: ['batteries'], tax_numbers: 'ioss_only' });
});

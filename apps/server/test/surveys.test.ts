import { opsContent, survey } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSubAccount } from './support/grants';
import { registerMerchant } from './support/products';
import { TestApp } from './support/test-app';
import { readXlsx } from './support/xlsx';

/**
 * The customs survey and the tax opinions collection (docs/server/surveys.md): staff open and close
 * campaigns; a merchant's main account keeps one answer per campaign, changeable until it closes.
 */
describe('surveys', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const tax = (campaign_id: number, overrides: Record<string, unknown> = {}) => ({
    campaign_id,
    name: 'Li Lei',
    telephone: '+86 138-0000-0000',
    email: 'Tax@Shop.test',
    declaration_option: 1,
    feedback: 'Quarterly is fine',
    ...overrides,
  });

  /** A fresh campaign of the survey: whatever is open (the demo seed opens one) is closed first. */
  async function freshCampaign(kind: 'customs' | 'tax_opinions') {
    const open = await t.call(opsContent.getSurveyCampaigns, { ops: true, query: { kind } });
    for (const c of open.content.list.filter((c) => c.closed_at === null)) {
      await t.call(opsContent.closeSurveyCampaign, { ops: true, body: { id: c.id } });
    }
    const opened = await t.call(opsContent.openSurveyCampaign, { ops: true, body: { kind, title: `${kind} test` } });
    expect(opened.error_code, opened.msg).toBe(0);
    return opened.content;
  }

  it('keeps one answer per merchant and campaign, editable while open, read-only once closed', async () => {
    const campaign = await freshCampaign('tax_opinions');
    const m = await registerMerchant(t);
    const before = await t.call(survey.getTaxOpinions, { token: m.token });
    expect(before.content.open?.id).toBe(campaign.id);
    expect(before.content.answer).toBeNull();
    expect(before.content.prefill.customer_id).toBe(m.customerId);
    expect(before.content.prefill.email).toContain('@');

    const first = await t.call(survey.submitTaxOpinions, { token: m.token, body: tax(campaign.id) });
    expect(first.error_code, first.msg).toBe(0);
    expect(first.content).toMatchObject({ customer_id: m.customerId, email: 'tax@shop.test', declaration_option: 1 });
    const edited = await t.call(survey.submitTaxOpinions, {
      token: m.token,
      body: tax(campaign.id, { declaration_option: 2, feedback: '' }),
    });
    expect(edited.content).toMatchObject({ declaration_option: 2, feedback: '', created_at: first.content.created_at });
    const answers = await t.call(opsContent.getSurveyAnswers, { ops: true, query: { campaign_id: campaign.id } });
    expect(answers.content.list.filter((a) => a.customer_id === m.customerId)).toHaveLength(1);

    const closed = await t.call(opsContent.closeSurveyCampaign, { ops: true, body: { id: campaign.id } });
    expect(closed.content.closed_at).not.toBeNull();
    const late = await t.call(survey.submitTaxOpinions, { token: m.token, body: tax(campaign.id), lang: 'zh_CN' });
    expect(late.error_code).toBe(1741);
    expect(late.msg).toContain('问卷已结束');
    const after = await t.call(survey.getTaxOpinions, { token: m.token });
    expect(after.content.open).toBeNull();
    expect(after.content.answer).toMatchObject({ declaration_option: 2, campaign: { id: campaign.id } });
    const again = await t.call(opsContent.closeSurveyCampaign, { ops: true, body: { id: campaign.id } });
    expect(again.error_code).toBe(1744);
  });

  it('shows a merchant only its own answer and refuses sub-accounts', async () => {
    const campaign = await freshCampaign('customs');
    const [a, b] = [await registerMerchant(t), await registerMerchant(t)];
    const body = {
      campaign_id: campaign.id,
      markets: ['eu', 'us'],
      declared_value: '22_to_150',
      tax_numbers: 'ioss_and_vat',
      categories: ['apparel'],
      feedback: 'IOSS checks are slow',
    };
    expect((await t.call(survey.submitCustoms, { token: a.token, body })).error_code).toBe(0);
    expect((await t.call(survey.getCustoms, { token: b.token })).content.answer).toBeNull();
    expect((await t.call(survey.getCustoms, { token: a.token })).content.answer).toMatchObject({
      markets: ['eu', 'us'],
    });

    const sub = await signedInSubAccount(t, a.customerId, `survey-${a.customerId}@shop.test`, ['order']);
    expect((await t.call(survey.getCustoms, { token: sub })).error_code).not.toBe(0);
    expect((await t.call(survey.submitCustoms, { token: sub, body })).error_code).not.toBe(0);
  });

  it('refuses bad answers with the field message in the request language, saving nothing', async () => {
    const campaign = await freshCampaign('tax_opinions');
    const m = await registerMerchant(t);
    for (const overrides of [
      { declaration_option: 3 },
      { email: 'nope' },
      { telephone: 'abc' },
      { name: '' },
      { feedback: 'x'.repeat(1001) },
    ]) {
      const reply = await t.call(survey.submitTaxOpinions, { token: m.token, body: tax(campaign.id, overrides) });
      expect(reply.error_code, JSON.stringify(overrides).slice(0, 40)).toBe(1001);
    }
    const zh = await t.call(survey.submitTaxOpinions, {
      token: m.token,
      body: tax(campaign.id, { feedback: 'x'.repeat(1001) }),
      lang: 'zh_CN',
    });
    expect(JSON.stringify(zh.content)).toContain('不能超过 1000 个字符');
    const other = await t.call(survey.submitTaxOpinions, { token: m.token, body: tax(999_999) });
    expect(other.error_code).toBe(1742);
    expect((await t.call(survey.getTaxOpinions, { token: m.token })).content.answer).toBeNull();
  });

  it('lets staff open one campaign of a survey at a time, list it with its count and export its answers', async () => {
    const campaign = await freshCampaign('customs');
    const twice = await t.call(opsContent.openSurveyCampaign, { ops: true, body: { kind: 'customs' } });
    expect(twice.error_code).toBe(1743);
    const m = await registerMerchant(t);
    await t.call(survey.submitCustoms, {
      token: m.token,
      body: {
        campaign_id: campaign.id,
        markets: ['uk'],
        declared_value: 'under_22',
        tax_numbers: 'vat_only',
        categories: ['toys', 'home'],
      },
    });
    const list = await t.call(opsContent.getSurveyCampaigns, { ops: true, query: { kind: 'customs' } });
    expect(list.content.list[0]).toMatchObject({ id: campaign.id, answers: 1, closed_at: null });

    const file = await t.call(opsContent.exportSurveyAnswers, {
      ops: true,
      query: { campaign_id: campaign.id },
      lang: 'zh_CN',
    });
    expect(file.raw.statusCode).toBe(200);
    const [sheet] = await readXlsx(file.raw.rawPayload);
    expect(sheet?.rows[0]).toContain('主要目的市场');
    expect(sheet?.rows[1]).toContain('英国');
    expect(sheet?.rows[1]).toContain('玩具爱好; 家居园艺');
    expect((await t.call(opsContent.getSurveyCampaigns, { query: {} })).error_code).not.toBe(0);
  });
});

import { type CustomsAnswer, type SurveyCampaign, survey } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import CustomsSurveyPage from './customs-survey-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent ?? '';
const OPEN: SurveyCampaign = {
  id: 3,
  kind: 'customs',
  title: '2027 customs planning',
  opened_at: '2026-11-02T01:00:00.000Z',
  closed_at: null,
};
const PREFILL = { name: 'Demo Trading', customer_id: 1001, telephone: '', email: 'demo@portal.test' };
const pick = (question: string, role: 'checkbox' | 'radio', name: string) =>
  fireEvent.click(within(screen.getByTestId(`customs-${question}`)).getByRole(role, { name }));

describe('the customs survey', { timeout: 30_000 }, () => {
  it('asks every question in Chinese, sends the picked answers and ends on the result page', async () => {
    await i18n.changeLanguage('zh_CN');
    // Staff left the campaign untitled: it goes by the survey's name.
    const untitled = { ...OPEN, title: '' };
    const api = fakeApi([
      [survey.getCustoms, () => ok({ open: untitled, answer: null, prefill: PREFILL })],
      [survey.submitCustoms, (body) => ok({ campaign: OPEN, customer_id: 1001, ...(body as object) })],
    ]);
    renderWithApp(<CustomsSurveyPage />, { route: '/customs-survey' });
    expect((await screen.findByTestId('survey-campaign')).textContent).toBe(
      '海关调查问卷 · 2026-11-02 01:00:00 起开放',
    );
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    expect(await screen.findByText('请选择主要目的地')).toBeTruthy();
    expect(await screen.findByText('请选择商品类别')).toBeTruthy();
    expect(callsTo(api.calls, survey.submitCustoms)).toHaveLength(0);

    pick('markets', 'checkbox', '欧盟');
    pick('markets', 'checkbox', '英国');
    pick('declared_value', 'radio', '22 至 150 美元');
    pick('tax_numbers', 'radio', 'IOSS 和 VAT 税号');
    pick('categories', 'checkbox', '带电池商品');
    fireEvent.click(screen.getByRole('button', { name: '提交答案' }));
    await waitFor(() =>
      expect(location()).toBe(`/result/success?${new URLSearchParams({ kind: 'survey', no: '海关调查问卷' })}`),
    );
    expect(callsTo(api.calls, survey.submitCustoms)[0]?.body).toEqual({
      campaign_id: 3,
      markets: ['eu', 'uk'],
      declared_value: '22_to_150',
      tax_numbers: 'ioss_and_vat',
      categories: ['batteries'],
      feedback: '',
    });
  });

  it('says when no survey is open, and shows a closed one’s answers read-only', async () => {
    fakeApi([[survey.getCustoms, () => ok({ open: null, answer: null, prefill: PREFILL })]]);
    const { unmount } = renderWithApp(<CustomsSurveyPage />, { route: '/customs-survey' });
    expect((await screen.findByTestId('survey-none-open')).textContent).toContain('No survey is open right now.');
    unmount();

    const answer: CustomsAnswer = {
      campaign: { ...OPEN, closed_at: '2026-11-30T10:00:00.000Z' },
      customer_id: 1001,
      created_at: '2026-11-20T02:03:04.000Z',
      updated_at: '2026-11-20T02:03:04.000Z',
      markets: ['us', 'ca'],
      declared_value: 'under_22',
      tax_numbers: 'none',
      categories: ['apparel', 'toys'],
      feedback: '',
    };
    fakeApi([[survey.getCustoms, () => ok({ open: null, answer, prefill: PREFILL })]]);
    renderWithApp(<CustomsSurveyPage />, { route: '/customs-survey' });
    expect(await screen.findByText('United States, Canada')).toBeTruthy();
    expect(screen.getByText('Apparel and shoes, Toys and games')).toBeTruthy();
    expect(screen.getByText('Under 22 USD')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send answers' })).toBeNull();
  });
});

import { type SurveyCampaign, survey, type TaxOpinionAnswer } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import TaxOpinionsPage from './tax-opinions-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent ?? '';
const OPEN: SurveyCampaign = {
  id: 7,
  kind: 'tax_opinions',
  title: 'CIT prepayment 2027',
  opened_at: '2026-11-02T01:00:00.000Z',
  closed_at: null,
};
const PREFILL = { name: 'Demo Trading', customer_id: 1001, telephone: '+86 755 1234 5678', email: 'demo@portal.test' };
const ANSWER: TaxOpinionAnswer = {
  campaign: OPEN,
  customer_id: 1001,
  created_at: '2026-11-20T02:03:04.000Z',
  updated_at: '2026-11-21T02:03:04.000Z',
  name: 'Li Lei',
  telephone: '+86 755 8888 0000',
  email: 'finance@portal.test',
  declaration_option: 1,
  feedback: 'Quarterly is fine',
};

describe('the tax opinions collection', { timeout: 30_000 }, () => {
  it('starts from the account, asks for the declaration option, sends the campaign’s answer and ends on the result page', async () => {
    const api = fakeApi([
      [survey.getTaxOpinions, () => ok({ open: OPEN, answer: null, prefill: PREFILL })],
      [survey.submitTaxOpinions, (body) => ok({ ...ANSWER, ...(body as object) })],
    ]);
    renderWithApp(<TaxOpinionsPage />, { route: '/tax-opinions' });
    expect((await screen.findByTestId('survey-campaign')).textContent).toContain(
      'CIT prepayment 2027 · open since 2026-11-02 01:00:00',
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Demo Trading');
    expect((screen.getByLabelText('Customer ID') as HTMLInputElement).value).toBe('1001');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('demo@portal.test');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    expect(await screen.findByText('please select Declaration option')).toBeTruthy();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(callsTo(api.calls, survey.submitTaxOpinions)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'finance@portal.test' } });
    fireEvent.click(
      screen.getByRole('radio', { name: 'Option 2: prepay by the average taxable income of the previous tax year' }),
    );
    fireEvent.change(screen.getByLabelText('Feedback'), { target: { value: 'Keep the yearly average' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send answers' }));
    await waitFor(() => expect(location()).toBe('/result/success?kind=survey&no=CIT+prepayment+2027'));
    expect(callsTo(api.calls, survey.submitTaxOpinions)[0]?.body).toEqual({
      campaign_id: 7,
      name: 'Demo Trading',
      telephone: '+86 755 1234 5678',
      email: 'finance@portal.test',
      declaration_option: 2,
      feedback: 'Keep the yearly average',
    });
  });

  it('says a closed campaign’s refusal and stays on the form', async () => {
    fakeApi([
      [survey.getTaxOpinions, () => ok({ open: OPEN, answer: ANSWER, prefill: PREFILL })],
      [
        survey.submitTaxOpinions,
        () => ({ error_code: 1741, msg: 'This survey has closed: its answers can no longer change' }),
      ],
    ]);
    renderWithApp(<TaxOpinionsPage />, { route: '/tax-opinions' });
    expect((await screen.findByTestId('survey-campaign')).textContent).toContain(
      'You answered on 2026-11-21 02:03:04. You can change your answers until the survey closes.',
    );
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Li Lei');
    fireEvent.click(screen.getByRole('button', { name: 'Update answers' }));
    expect(await screen.findByText('This survey has closed: its answers can no longer change')).toBeTruthy();
    expect(location()).toBe('/tax-opinions');
  });

  it('shows the answer to a closed campaign read-only, in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [
        survey.getTaxOpinions,
        () =>
          ok({
            open: null,
            answer: { ...ANSWER, campaign: { ...OPEN, closed_at: '2026-11-30T10:00:00.000Z' } },
            prefill: PREFILL,
          }),
      ],
    ]);
    renderWithApp(<TaxOpinionsPage />, { route: '/tax-opinions' });
    expect((await screen.findByTestId('survey-closed-answer')).textContent).toBe(
      '您对 CIT prepayment 2027 的答案，该问卷已于 2026-11-30 10:00:00 关闭。',
    );
    expect(screen.getByText('方式 1：按当期实际利润预缴')).toBeTruthy();
    expect(screen.getByText('Quarterly is fine')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '更新答案' })).toBeNull();
  });
});

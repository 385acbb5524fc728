import { evaluation } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import EvaluationPage from './evaluation-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent ?? '';
const GIVEN = {
  quarter: '2026-Q4',
  overall: 9,
  inbound: 8,
  fulfilment: 10,
  customer_service: 7,
  billing: 6,
  comment: 'Fast packing',
  created_at: '2026-12-01T03:04:05.000Z',
};
const pick = (question: string, score: number) =>
  fireEvent.click(within(screen.getByTestId(`evaluation-${question}`)).getByRole('radio', { name: String(score) }));

describe('rating the service', { timeout: 30_000 }, () => {
  it('asks for every score, sends the rating and ends on the thank-you page', async () => {
    const api = fakeApi([
      [evaluation.getCurrent, () => ok({ quarter: '2026-Q4', next_opens_on: '2027-01-01', evaluation: null })],
      [evaluation.submit, (body) => ok({ ...GIVEN, ...(body as object) })],
    ]);
    renderWithApp(<EvaluationPage />, { route: '/evaluation' });
    expect(await screen.findByText(/How did we do in 2026-Q4\?/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('please select Overall')).toBeTruthy();
    expect(callsTo(api.calls, evaluation.submit)).toHaveLength(0);

    pick('overall', 9);
    pick('inbound', 8);
    pick('fulfilment', 10);
    pick('customer_service', 7);
    pick('billing', 0);
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Fast packing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(location()).toBe('/result/success?kind=evaluation&no=2026-Q4'));
    expect(callsTo(api.calls, evaluation.submit)[0]?.body).toEqual({
      overall: 9,
      inbound: 8,
      fulfilment: 10,
      customer_service: 7,
      billing: 0,
      comment: 'Fast packing',
    });
  });

  it('shows the quarter’s rating once given, and when the next opens, in Chinese too', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [evaluation.getCurrent, () => ok({ quarter: '2026-Q4', next_opens_on: '2027-01-01', evaluation: GIVEN })],
    ]);
    renderWithApp(<EvaluationPage />, { route: '/evaluation' });
    const given = await screen.findByTestId('evaluation-given');
    expect(given.textContent).toContain('您已评价 2026-Q4 的服务，谢谢。');
    expect(given.textContent).toContain('下次评价将于 2027-01-01 开放。');
    expect(screen.getByText('10 / 10')).toBeTruthy();
    expect(screen.getByText('Fast packing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });
});

import { help } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import HelpArticlePage from './help-article-page';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent ?? '';
const ROUTE = '/help-center/article?slug=top-up-and-fees';

describe('a help article', { timeout: 30_000 }, () => {
  it('shows its contents and opens a screen it links to inside the portal', async () => {
    fakeApi([[help.getFeedback, () => ok({ feedback: null })]]);
    renderWithApp(<HelpArticlePage />, { route: ROUTE });
    expect(screen.getByRole('heading', { level: 2, name: 'Top up your balance and understand fees' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    expect(contents.querySelectorAll('li').length).toBeGreaterThan(2);
    const topUp = screen
      .getByTestId('help-article')
      .querySelector<HTMLAnchorElement>('a[data-screen][href="/billing/topUp"]');
    expect(topUp).toBeTruthy();
    fireEvent.click(topUp as HTMLAnchorElement);
    await waitFor(() => expect(location()).toBe('/billing/topUp'));
  });

  it('asks whether it helped, takes a "no" with what was missing, and shows the answer after', async () => {
    const api = fakeApi([
      [help.getFeedback, () => ok({ feedback: null })],
      [help.sendFeedback, (body) => ok({ ...(body as object), updated_at: '2026-12-01T00:00:00.000Z' })],
    ]);
    renderWithApp(<HelpArticlePage />, { route: ROUTE });
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    fireEvent.change(screen.getByLabelText(/What was missing/), { target: { value: 'Bank details' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You told us this article did not help/)).toBeTruthy();
    expect(callsTo(api.calls, help.sendFeedback)[0]?.body).toEqual({
      article: 'top-up-and-fees',
      helpful: 0,
      lang: 'en',
      comment: 'Bank details',
    });
  });

  it('reads in Chinese when the portal is in Chinese, and says so for an unknown article', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [
        help.getFeedback,
        () => ok({ feedback: { article: 'top-up-and-fees', helpful: 1, comment: '', updated_at: '' } }),
      ],
    ]);
    renderWithApp(<HelpArticlePage />, { route: ROUTE });
    expect(screen.getByRole('navigation', { name: '目录' })).toBeTruthy();
    expect(await screen.findByText('您认为这篇文章有帮助。')).toBeTruthy();
  });

  it('says so for an article that does not exist', () => {
    fakeApi([]);
    renderWithApp(<HelpArticlePage />, { route: '/help-center/article?slug=nope' });
    expect(screen.getByText('There is no such help article.')).toBeTruthy();
  });
});

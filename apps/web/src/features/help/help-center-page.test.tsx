import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { fakeApi } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import HelpCenterPage from './help-center-page';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent ?? '';
const search = (text: string) => {
  const box = screen.getByRole('searchbox', { name: /Search the help|搜索帮助/ });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

describe('the help center', { timeout: 30_000 }, () => {
  it('lists the six guides in the reader’s language', async () => {
    fakeApi([]);
    renderWithApp(<HelpCenterPage />, { route: '/help-center' });
    expect(screen.getByRole('link', { name: 'Maintain your SKUs' })).toBeTruthy();
    expect(screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.includes('slug='))).toHaveLength(6);
  });

  it('finds an English word typed with a typo, keeps the search in the address and opens the section', async () => {
    fakeApi([]);
    renderWithApp(<HelpCenterPage />, { route: '/help-center' });
    search('wbhooks');
    await waitFor(() => expect(location()).toBe('/help-center?q=wbhooks'));
    const hits = await screen.findAllByTestId('help-hit');
    const first = within(hits[0] as HTMLElement).getByRole('link');
    expect(first.textContent).toContain('Receive webhooks');
    expect(first.getAttribute('href')).toBe('/help-center/article?slug=api-integration&section=webhooks');
  });

  it('finds a two-character Chinese word in the Chinese guides', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([]);
    renderWithApp(<HelpCenterPage />, { route: '/help-center?q=充值' });
    const hits = await screen.findAllByTestId('help-hit');
    expect(hits[0]?.textContent).toMatch(/充值/);
    expect(
      within(hits[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toContain('slug=top-up-and-fees');
  });

  it('says when nothing matches', async () => {
    fakeApi([]);
    renderWithApp(<HelpCenterPage />, { route: '/help-center?q=zzzzqqqq' });
    expect(await screen.findByText(/Nothing in the help matches "zzzzqqqq"/)).toBeTruthy();
  });
});

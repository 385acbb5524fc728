import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { resultPath } from '../../shared/routing/result-path';
import { renderWithApp } from '../../test/render-with-app';
import FailPage from './fail-page';
import SuccessPage from './success-page';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const location = () => screen.getByTestId('location').textContent ?? '';

describe('result pages', () => {
  it('says a top-up was submitted, names it, and offers its records first', async () => {
    const path = resultPath('success', 'top_up', 'TU2612010001');
    expect(path).toBe('/result/success?kind=top_up&no=TU2612010001');
    renderWithApp(<SuccessPage />, { route: path });
    expect(screen.getByRole('heading', { name: 'Top-up submitted' })).toBeTruthy();
    expect(screen.getByText(/Top-up TU2612010001 waits for finance/)).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['View top-up records', 'Back to the workplace']);
    screen.getByRole('button', { name: 'View top-up records' }).click();
    expect(await screen.findByText('/billing/top-up-records')).toBeTruthy();
    expect(location()).toBe('/billing/top-up-records');
  });

  it('shows the general page for a kind it does not know, in Chinese too', async () => {
    await i18n.changeLanguage('zh_CN');
    renderWithApp(<FailPage />, { route: '/result/fail?kind=nothing' });
    expect(screen.getByRole('heading', { name: '操作未完成' })).toBeTruthy();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['返回工作台']);
  });
});

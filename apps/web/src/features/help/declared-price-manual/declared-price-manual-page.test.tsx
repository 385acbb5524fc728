import { HS_CODE_MAX_DIGITS, HS_CODE_MIN_DIGITS, MONEY_DECIMALS } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithApp } from '../../../test/render-with-app';
import DeclaredPriceManualPage from './declared-price-manual-page';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('declared-value manual', { timeout: 30_000 }, () => {
  it('states the rules the portal checks with the contract’s numbers, in both languages', async () => {
    renderWithApp(<DeclaredPriceManualPage />, { route: '/declared-price-manual' });
    const rules = screen.getByTestId('declared-rules').textContent ?? '';
    expect(rules).toContain(`at most ${MONEY_DECIMALS} decimals`);
    expect(rules).toContain(`${HS_CODE_MIN_DIGITS} to ${HS_CODE_MAX_DIGITS} digits`);
    expect(screen.getByText(/VAT is due on every import from 0 euro/)).toBeTruthy();

    await i18n.changeLanguage('zh_CN');
    const zh = await screen.findByTestId('declared-rules');
    expect(zh.textContent).toContain(`最多 ${MONEY_DECIMALS} 位小数`);
    expect(zh.textContent).toContain(`${HS_CODE_MIN_DIGITS} 至 ${HS_CODE_MAX_DIGITS} 位数字`);
  });
});

import { BILL_TYPE_NAMES, type BillingTransaction, statistics, WALLET_TRANSACTION_TYPES } from '@portal/contract';
import { renderHook, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StatementSummary } from '../../features/billing/statements/statement-summary';
import { useTransactionColumns } from '../../features/billing/transactions/use-transaction-columns';
import MonthlyExpensesPage from '../../features/statistics/monthly-expenses-page';
import { fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { i18n } from '../i18n/i18n';
import { billTypeLabel } from './bill-type-label';

// The chart draws on a canvas jsdom has not; its words are the table's.
vi.mock('../charts/chart-canvas', () => ({ ChartCanvas: (): ReactNode => null }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('one name per bill type', () => {
  it('is the contract map the statement files read, in both languages', () => {
    for (const type of WALLET_TRANSACTION_TYPES) {
      expect(billTypeLabel(type, 'en')).toBe(BILL_TYPE_NAMES[type].en);
      expect(billTypeLabel(type, 'zh_CN')).toBe(BILL_TYPE_NAMES[type].zh_CN);
    }
    expect(billTypeLabel('adjustment', 'en')).toBe('Manual adjustment');
  });

  it('names a manual adjustment the same on the statement, in statistics and in the transaction list', async () => {
    renderWithApp(
      <StatementSummary
        summary={{
          month: '2026-10',
          currency: 'USD',
          opening_balance: 0,
          closing_balance: 500,
          credits: 500,
          debits: 0,
          groups: [{ type: 'adjustment', count: 1, subtotal: 500 }],
        }}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Manual adjustment' })).toBeTruthy();

    const column = renderHook(() => useTransactionColumns(() => undefined)).result.current.find(
      (c) => c.key === 'type',
    );
    const row = { id: 1, type: 'adjustment' } as BillingTransaction;
    expect(column?.render?.(undefined, row, 0)).toBe('Manual adjustment');
  });

  it('says it in the statistics table in Chinese as the statement does', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [
        statistics.getMonthlyExpenses,
        () =>
          ok({
            start_date: '2026-10-01',
            end_date: '2026-10-31',
            rows: [{ month: '2026-10', type: 'adjustment', transactions: 1, expense: 500 }],
          }),
      ],
    ]);
    renderWithApp(<MonthlyExpensesPage />, { route: '/statistics/monthly-expenses' });
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('cell', { name: BILL_TYPE_NAMES.adjustment.zh_CN })).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { statisticsSheet } from './statistics-sheets';

describe('the monthly-expenses workbook', () => {
  it('names bill types as the statement does (one map, in the contract)', () => {
    const data = {
      start_date: '2026-10-01',
      end_date: '2026-10-31',
      rows: [{ month: '2026-10', type: 'adjustment' as const, transactions: 1, expense: 500 }],
    };
    const en = statisticsSheet({ chart: 'monthly_expenses', data }, 'en');
    const zh = statisticsSheet({ chart: 'monthly_expenses', data }, 'zh_CN');
    expect([...en.rows][1]?.cells[1]).toBe('Manual adjustment');
    expect([...zh.rows][1]?.cells[1]).toBe('人工调整');
  });
});

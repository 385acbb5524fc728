import { inbound } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, ok } from '../../../test/fake-api';
import { DRAFT_BOOKING } from '../../../test/inbound-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import InboundDetailPage from './inbound-detail-page';

const WITH_PACKAGING = {
  ...DRAFT_BOOKING,
  status: 'pending_qc' as const,
  packaging: [
    { id: 5, code: 'BOX-MAILER', name_en: 'Branded mailer', name_cn: '品牌邮寄盒', quantity: 200, received: 150 },
    { id: 6, code: 'TISSUE-01', name_en: 'Tissue paper', name_cn: '薄页纸', quantity: 0, received: 20 },
  ],
};

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const rows = () =>
  within(screen.getByTestId('inbound-detail-packaging'))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    )
    .filter((cells) => cells.length > 0);

describe('the inbound detail’s packaging card', () => {
  it('lists each item with what was declared and what the warehouse received', async () => {
    fakeApi([[inbound.getDetail, () => ok(WITH_PACKAGING)]]);
    renderWithApp(<InboundDetailPage />, { route: '/inbound/detail?id=21' });
    expect(await screen.findByText('Packaging')).toBeTruthy();
    const header = within(screen.getByTestId('inbound-detail-packaging')).getAllByRole('columnheader');
    expect(header.map((cell) => cell.textContent)).toEqual(['Packaging code', 'Product name', 'Declared', 'Received']);
    expect(rows()).toEqual([
      ['BOX-MAILER', 'Branded mailer', '200', '150'],
      ['TISSUE-01', 'Tissue paper', '0', '20'],
    ]);
  });

  it('in Chinese, with the Chinese names', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([[inbound.getDetail, () => ok(WITH_PACKAGING)]]);
    renderWithApp(<InboundDetailPage />, { route: '/inbound/detail?id=21' });
    expect(await screen.findByText('包材')).toBeTruthy();
    expect(rows()[0]).toEqual(['BOX-MAILER', '品牌邮寄盒', '200', '150']);
  });

  it('is not shown when the booking has no packaging', async () => {
    fakeApi([[inbound.getDetail, () => ok(DRAFT_BOOKING)]]);
    renderWithApp(<InboundDetailPage />, { route: '/inbound/detail?id=21' });
    expect(await screen.findByTestId('inbound-detail-lines')).toBeTruthy();
    expect(screen.queryByTestId('inbound-detail-packaging')).toBeNull();
  });
});

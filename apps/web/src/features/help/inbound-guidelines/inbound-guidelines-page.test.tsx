import { help, INBOUND_BOX_SIDE_MAX_CM, INBOUND_BOX_WEIGHT_MAX_KG, type InboundGuideline } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderWithApp } from '../../../test/render-with-app';
import InboundGuidelinesPage from './inbound-guidelines-page';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const guideline = (id: number, name: string, side: number, days: number[]): InboundGuideline => ({
  warehouse_id: id,
  warehouse_code: `W${id}`,
  warehouse_name: name,
  lang: 'en',
  limits: {
    max_box_side_cm: side,
    max_box_weight_kg: 25,
    max_pallet_height_cm: 180,
    max_pallet_weight_kg: 1000,
    receiving_days: days,
    receiving_from: '08:00',
    receiving_to: '16:00',
    appointment_hours: 48,
  },
  sections: [{ title: `Packing at ${name}`, paragraphs: ['Tape every seam.'] }],
  updated_at: '2026-12-01T00:00:00.000Z',
});

describe('inbound guidelines page', { timeout: 30_000 }, () => {
  it('shows every warehouse side by side, or the one the address names, with the booking’s limits', async () => {
    fakeApi([
      [
        help.getInboundGuidelines,
        () =>
          ok({
            guidelines: [guideline(1, 'US West', 120, [1, 2, 3, 4, 5]), guideline(4, 'Frankfurt', 100, [1, 3, 6])],
          }),
      ],
    ]);
    renderWithApp(<InboundGuidelinesPage />, { route: '/inbound/guidelines' });
    const table = await screen.findByTestId('guideline-limits');
    expect(within(table).getAllByText('US West').length).toBeGreaterThan(0);
    expect(within(table).getByText('at most 100 cm')).toBeTruthy();
    expect(within(table).getByText('Mon–Fri 08:00–16:00')).toBeTruthy();
    expect(within(table).getByText('Mon, Wed, Sat 08:00–16:00')).toBeTruthy();
    expect(screen.getByTestId('guideline-booking-limits').textContent).toContain(
      `over ${INBOUND_BOX_SIDE_MAX_CM} cm or a weight over ${INBOUND_BOX_WEIGHT_MAX_KG} kg`,
    );
    expect(screen.getByText('Packing at Frankfurt')).toBeTruthy();
  });

  it('shows one warehouse when the wizard names it, in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    fakeApi([
      [
        help.getInboundGuidelines,
        () => ok({ guidelines: [guideline(1, '美西仓', 120, [1, 2, 3, 4, 5]), guideline(4, '德国仓', 100, [1])] }),
      ],
    ]);
    renderWithApp(<InboundGuidelinesPage />, { route: '/inbound/guidelines?warehouse=4' });
    const table = await screen.findByTestId('guideline-limits');
    expect(within(table).queryByText('美西仓')).toBeNull();
    expect(within(table).getByText('不超过 100 厘米')).toBeTruthy();
    expect(within(table).getByText('至少提前 48 小时')).toBeTruthy();
    expect(screen.queryByText('Packing at 美西仓')).toBeNull();
  });
});

import { common, parcelActionsFor, selfServiceOrder } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { callsTo, fakeApi, ok } from '../../../test/fake-api';
import { COUNTRIES } from '../../../test/order-fixtures';
import { PRE_ADVISED_DETAIL } from '../../../test/parcel-fixtures';
import { renderWithApp } from '../../../test/render-with-app';
import ParcelDetailPage from './parcel-detail-page';

type Detail = selfServiceOrder.ParcelDetail;

const DRAFT: Detail = {
  ...PRE_ADVISED_DETAIL,
  status: 'draft',
  can: parcelActionsFor({ status: 'draft', interception_requested: false }),
};

/** Received and measured: the final fee charged beside the estimate, an exception waiting for a reply. */
const RECEIVED: Detail = {
  ...PRE_ADVISED_DETAIL,
  status: 'received',
  fee: 2010,
  fee_is_final: true,
  needs_reply: true,
  can: parcelActionsFor({ status: 'received', interception_requested: false }),
  pieces: PRE_ADVISED_DETAIL.pieces.map((piece) => ({
    ...piece,
    measured: { weight_g: 850, length_cm: 31, width_cm: 21, height_cm: 10 },
  })),
  final_fee: {
    lines: [{ code: 'basic_shipping', name: 'Basic shipping', amount: 1985 }],
    shipping_total: 1985,
    insurance_fee: 25,
    total: 2010,
    charged_at: '2026-11-30T10:00:00.000Z',
  },
  exceptions: [
    {
      id: 7,
      reason: 'Contents do not match the declaration',
      state: 'open',
      reply: '',
      created_at: '2026-11-30T10:30:00.000Z',
      replied_at: null,
    },
  ],
  transitions: [
    ...PRE_ADVISED_DETAIL.transitions,
    {
      from_status: 'pre_advised',
      to_status: 'received',
      actor: { kind: 'staff', label: 'Grace' },
      reason: '',
      created_at: '2026-11-30T10:00:00.000Z',
    },
  ],
};

const CANCELED: Detail = {
  ...PRE_ADVISED_DETAIL,
  status: 'canceled',
  fee: null,
  can: parcelActionsFor({ status: 'canceled', interception_requested: false }),
};

function serve(detail: Detail) {
  return fakeApi([
    [selfServiceOrder.getParcelDetail, () => ok(detail)],
    [common.getCountryList, () => ok(COUNTRIES)],
    [selfServiceOrder.submitParcels, () => ok({ submitted: 1, estimated_total: 1890 })],
    [selfServiceOrder.requestParcelInterception, () => ok({ status: detail.status, interception_requested: true })],
    [selfServiceOrder.replyParcelException, () => ok({ state: 'replied' })],
  ]);
}

const ACTIONS = ['Pre-advise', 'Edit', 'Label PDF', 'Customs declaration PDF', 'Request interception', 'Cancel'];

/** The header's action buttons, in their order. */
async function headerActions(): Promise<string[]> {
  const header = await screen.findByTestId('parcel-detail-header');
  return within(header)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim() ?? '')
    .filter((text) => ACTIONS.includes(text));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ParcelDetailPage', { timeout: 30_000 }, () => {
  it('offers what `can` allows in each status', async () => {
    for (const [detail, expected] of [
      [DRAFT, ['Pre-advise', 'Edit', 'Cancel']],
      [PRE_ADVISED_DETAIL, ['Label PDF', 'Customs declaration PDF', 'Cancel']],
      [RECEIVED, ['Label PDF', 'Customs declaration PDF', 'Request interception']],
      [CANCELED, []],
    ] as const) {
      serve(detail);
      const view = renderWithApp(<ParcelDetailPage />, { route: `/self-service-order/detail?id=${detail.id}` });
      await screen.findByTestId('parcel-detail-no');
      expect(await headerActions()).toEqual(expected);
      view.unmount();
      vi.unstubAllGlobals();
    }
  });

  it('pre-advises a draft after the confirmation', async () => {
    const api = serve(DRAFT);
    renderWithApp(<ParcelDetailPage />, { route: '/self-service-order/detail?id=21' });
    fireEvent.click(await screen.findByRole('button', { name: /Pre-advise/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Pre-advise' }));
    await waitFor(() => expect(callsTo(api.calls, selfServiceOrder.submitParcels)[0]?.body).toEqual({ ids: [21] }));
    expect(await screen.findByText('Parcel order pre-advised; estimated fee 18.90 USD held')).toBeTruthy();
  });

  it('shows the estimate until the hub measures, with the insurance as a line', async () => {
    serve(PRE_ADVISED_DETAIL);
    renderWithApp(<ParcelDetailPage />, { route: '/self-service-order/detail?id=21' });
    const estimate = await screen.findByTestId('estimated-fee');
    expect(within(estimate).getByText('Basic shipping')).toBeTruthy();
    expect(within(estimate).getByText('Insurance premium')).toBeTruthy();
    expect(within(estimate).getByText('18.90')).toBeTruthy();
    expect(screen.queryByTestId('final-fee')).toBeNull();
    expect(within(screen.getByTestId('parcel-fees')).getByText(/final fee is charged on the weight/)).toBeTruthy();
    expect(within(screen.getByTestId('parcel-pieces')).getAllByText('Not measured yet')).toHaveLength(2);
    expect(within(screen.getByTestId('parcel-handover')).getByText('Drop-off at hub')).toBeTruthy();
  });

  it('shows the final fee beside the estimate once measured, the measures, and takes the reply to an exception', async () => {
    const api = serve(RECEIVED);
    renderWithApp(<ParcelDetailPage />, { route: '/self-service-order/detail?id=21' });
    const final = await screen.findByTestId('final-fee');
    expect(within(final).getByText('20.10')).toBeTruthy();
    expect(within(screen.getByTestId('estimated-fee')).getByText('18.90')).toBeTruthy();
    expect(within(screen.getByTestId('parcel-pieces')).getAllByText('0.85 kg · 31 × 21 × 10 cm')).toHaveLength(2);
    expect(screen.getByText('Pre-advised → Received at hub')).toBeTruthy();
    expect(screen.getByText('Staff: Grace')).toBeTruthy();

    fireEvent.change(await screen.findByLabelText('Your reply'), { target: { value: 'Two shirts, one cap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent: the hub will read it')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.replyParcelException)[0]?.body).toEqual({
      id: 21,
      exception_id: 7,
      reply: 'Two shirts, one cap',
    });
  });

  it('asks an interception with its reason, saying it is not guaranteed (zh_CN)', async () => {
    await i18n.changeLanguage('zh_CN');
    const api = serve(RECEIVED);
    renderWithApp(<ParcelDetailPage />, { route: '/self-service-order/detail?id=21' });
    fireEvent.click(await screen.findByRole('button', { name: /申请拦截/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/拦截不保证成功/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '客户取消' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '申请拦截' }));
    expect(await screen.findByText('已申请拦截：收货仓会尝试拦截该包裹，但不保证成功。')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.requestParcelInterception)[0]?.body).toEqual({
      id: 21,
      reason: '客户取消',
    });
  });

  it('says a canceled parcel is charged nothing', async () => {
    serve(CANCELED);
    renderWithApp(<ParcelDetailPage />, { route: '/self-service-order/detail?id=21' });
    const fees = await screen.findByTestId('parcel-fees');
    expect(fees.textContent).toContain('Canceled: nothing is charged');
    expect(screen.queryByTestId('estimated-fee')).toBeNull();
  });
});

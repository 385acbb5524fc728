import { lossOrder } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import LossOrderDetailPage from './loss-order-detail-page';
import type { LossOrderDetail } from './loss-order-loader';

const PENDING: LossOrderDetail = {
  id: 3,
  loss_no: 'LS261123000101',
  type: 'normal',
  state: 'pending_review',
  inbound_id: 9,
  receiving_no: 'RK2611230001',
  warehouse_code: 'US-W1',
  difference: -2,
  created_at: '2026-11-23T08:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
  lines: [
    {
      sku: 'MUG-01',
      name_en: 'Mug',
      name_cn: '杯子',
      appointment: 10,
      arrival: 10,
      qualified: 8,
      actual: 8,
      difference: -2,
    },
  ],
  comments: [
    {
      id: 1,
      actor: { kind: 'staff', label: 'Lee' },
      content: 'Two mugs arrived broken',
      dispute: false,
      created_at: '2026-11-23T08:05:00.000Z',
    },
  ],
  can_comment: true,
  compensation: null,
};

function serve(detail: LossOrderDetail) {
  let current = detail;
  const api = fakeApi([
    [lossOrder.getDetail, () => ok(current)],
    [
      lossOrder.addComment,
      (body) => {
        const { content, dispute } = body as { content: string; dispute: boolean };
        current = {
          ...current,
          state: dispute ? 'disputed' : current.state,
          comments: [
            ...current.comments,
            {
              id: current.comments.length + 1,
              actor: { kind: 'merchant', label: 'demo@portal.test' },
              content,
              dispute,
              created_at: '2026-11-23T09:00:00.000Z',
            },
          ],
        };
        return ok(current);
      },
    ],
  ]);
  return api;
}

afterEach(() => vi.unstubAllGlobals());

describe('LossOrderDetailPage', { timeout: 30_000 }, () => {
  it('shows the quantities per SKU and the review thread', async () => {
    serve(PENDING);
    renderWithApp(<LossOrderDetailPage />, { route: '/inventory/loss-order-detail?id=3' });
    expect((await screen.findByTestId('loss-order-no')).textContent).toBe('LS261123000101');
    const lines = within(screen.getByTestId('loss-order-lines'));
    const cells = lines.getByText('MUG-01').closest('tr')?.textContent ?? '';
    expect(cells).toContain('1010');
    expect(cells).toContain('-2');
    expect(screen.getByText('Found at quality check: the difference is against the booked quantity.')).toBeTruthy();
    const thread = within(screen.getByTestId('loss-order-comments'));
    expect(thread.getByText('Staff: Lee')).toBeTruthy();
    expect(thread.getByText('Two mugs arrived broken')).toBeTruthy();
  });

  it('posts a comment, then a dispute, and shows both in the thread', async () => {
    const api = serve(PENDING);
    renderWithApp(<LossOrderDetailPage />, { route: '/inventory/loss-order-detail?id=3' });
    const box = await screen.findByLabelText('Comment');
    fireEvent.change(box, { target: { value: 'Please check box 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please check box 2')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'We shipped ten' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Dispute this result/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('We shipped ten')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('Disputed').length).toBeGreaterThan(0));
    expect(callsTo(api.calls, lossOrder.addComment).map((call) => call.body)).toEqual([
      { id: 3, content: 'Please check box 2', dispute: false },
      { id: 3, content: 'We shipped ten', dispute: true },
    ]);
    expect(within(screen.getByTestId('loss-order-comments')).getByText('Dispute')).toBeTruthy();
  });

  it('refuses an empty comment in words, without asking the server', async () => {
    const api = serve(PENDING);
    renderWithApp(<LossOrderDetailPage />, { route: '/inventory/loss-order-detail?id=3' });
    await screen.findByLabelText('Comment');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('please input Comment')).toBeTruthy();
    expect(callsTo(api.calls, lossOrder.addComment)).toEqual([]);
  });

  it('offers no comment box once the loss order is final, and says why', async () => {
    serve({ ...PENDING, state: 'confirmed', can_comment: false });
    renderWithApp(<LossOrderDetailPage />, { route: '/inventory/loss-order-detail?id=3' });
    expect(await screen.findByText('This loss order is Confirmed: it can no longer be commented on.')).toBeTruthy();
    expect(screen.queryByLabelText('Comment')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it('shows the insurance compensation credited for a confirmed loss order', async () => {
    serve({ ...PENDING, state: 'confirmed', can_comment: false, compensation: { amount: 42, transaction_id: 901 } });
    renderWithApp(<LossOrderDetailPage />, { route: '/inventory/loss-order-detail?id=3' });
    expect(await screen.findByText('USD 0.42 credited to your balance (transaction 901)')).toBeTruthy();
    expect(screen.getByText('Insurance compensation')).toBeTruthy();
  });

  it('reads "not found" for another merchant\'s or an unknown loss order', async () => {
    fakeApi([[lossOrder.getDetail, () => ({ error_code: 1390, msg: 'The loss order does not exist' })]]);
    renderWithApp(<LossOrderDetailPage />, { route: '/inventory/loss-order-detail?id=77' });
    expect(await screen.findByText('This loss order does not exist, or is not yours.')).toBeTruthy();
  });
});

import { selfServiceOrder, user } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asSubAccount, callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { operationKey } from '../api/use-operation';
import { ExceptionsCard, type RecordException } from './exceptions-card';

const OPEN: RecordException = {
  id: 7,
  reason: 'Contents do not match the declaration',
  state: 'open',
  reply: '',
  created_at: '2026-11-30T10:30:00.000Z',
  replied_at: null,
};

const RESOLVED: RecordException = {
  id: 6,
  reason: 'Label unreadable',
  state: 'resolved',
  reply: 'Reprinted',
  created_at: '2026-11-29T08:00:00.000Z',
  replied_at: '2026-11-29T09:00:00.000Z',
};

function Card({ exceptions }: { exceptions: RecordException[] }) {
  return (
    <ExceptionsCard
      record={{ id: 21, exceptions }}
      reply={selfServiceOrder.replyParcelException}
      texts="parcels.detail"
      testId="parcel-exceptions"
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ExceptionsCard', { timeout: 20_000 }, () => {
  it("shows each exception in the screen's words and sends the reply to an open one", async () => {
    const api = fakeApi([[selfServiceOrder.replyParcelException, () => ok({ state: 'replied' })]]);
    renderWithApp(<Card exceptions={[OPEN, RESOLVED]} />);
    const card = screen.getByTestId('parcel-exceptions');
    expect(within(card).getByText('Awaiting your reply')).toBeTruthy();
    expect(within(card).getByText('Resolved')).toBeTruthy();
    // Only the open exception takes a reply (once the account's rights are known, in its time zone).
    const send = await within(card).findByRole('button', { name: 'Send reply' });
    expect(within(card).getByText('Your reply: Reprinted (2026-11-29 09:00:00)')).toBeTruthy();
    expect(within(card).getAllByRole('button', { name: 'Send reply' })).toHaveLength(1);

    fireEvent.change(within(card).getByLabelText('Your reply'), { target: { value: 'Two shirts, one cap' } });
    fireEvent.click(send);
    expect(await screen.findByText('Reply sent: the hub will read it')).toBeTruthy();
    expect(callsTo(api.calls, selfServiceOrder.replyParcelException)[0]?.body).toEqual({
      id: 21,
      exception_id: 7,
      reply: 'Two shirts, one cap',
    });
  });

  it('says there are none', () => {
    fakeApi([]);
    renderWithApp(<Card exceptions={[]} />);
    expect(within(screen.getByTestId('parcel-exceptions')).getByText('No exceptions')).toBeTruthy();
  });

  it('offers no reply box to an account that may only view the area', async () => {
    fakeApi([asSubAccount({ areas: { order: 'view' }, export: false })]);
    const { client } = renderWithApp(<Card exceptions={[OPEN]} />);
    await waitFor(() => expect(client.getQueryData(operationKey(user.getCurrentUser))).toBeDefined());
    // The card has drawn again with the account's rights.
    await act(() => new Promise((settled) => setTimeout(settled, 0)));
    expect(screen.getByText('Contents do not match the declaration')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });
});

import { inventory, order, product, setting, wallet } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { operationKey, shownBy, useOperationMutation, useOperationQuery } from './use-operation';

afterEach(() => vi.unstubAllGlobals());

/** Screens kept mounted side by side, as kept-alive tabs are: the inventory list, the balance, the settings. */
function Screens() {
  const stock = useOperationQuery(inventory.getInventoryList, { page: 1 });
  const balance = useOperationQuery(wallet.getBalance);
  const settings = useOperationQuery(setting.getSettingInfo);
  const ship = useOperationMutation(order.submitOrders);
  const label = useOperationMutation(product.printSku);
  const row = stock.data?.list[0];
  return (
    <div>
      <output data-testid="stock">{row ? `${row.locked}/${row.available}` : ''}</output>
      <output data-testid="balance">{balance.data?.available}</output>
      <output data-testid="key">{settings.data?.apikey}</output>
      <button type="button" onClick={() => ship.mutate({ body: { ids: [7] } })}>
        ship
      </button>
      <button type="button" onClick={() => label.mutate({ body: { ids: [7] } })}>
        label
      </button>
    </div>
  );
}

describe('useOperationMutation', { timeout: 20_000 }, () => {
  it('refetches the mounted reads showing what the write changes (stock, wallet), and only those', async () => {
    let shipped = false;
    const api = fakeApi([
      [
        inventory.getInventoryList,
        () => ok({ list: [{ locked: shipped ? 2 : 0, available: shipped ? 8 : 10 }], total: 1 }),
      ],
      [
        wallet.getBalance,
        () => ok({ balance: 5000, held: shipped ? 700 : 0, credit_limit: 0, available: shipped ? 4300 : 5000 }),
      ],
      [setting.getSettingInfo, () => ok({ apikey: 'k', show_true_tracking_number: 0 })],
      [
        order.submitOrders,
        () => {
          shipped = true;
          return ok({ submitted: 1 });
        },
      ],
    ]);
    renderWithApp(<Screens />);
    await waitFor(() => expect(screen.getByTestId('stock').textContent).toBe('0/10'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('5000'));
    await waitFor(() => expect(screen.getByTestId('key').textContent).toBe('k'));

    fireEvent.click(screen.getByText('ship'));
    await waitFor(() => expect(screen.getByTestId('stock').textContent).toBe('2/8'));
    await waitFor(() => expect(screen.getByTestId('balance').textContent).toBe('4300'));
    expect(callsTo(api.calls, inventory.getInventoryList)).toHaveLength(2);
    expect(callsTo(api.calls, wallet.getBalance)).toHaveLength(2);
    expect(callsTo(api.calls, setting.getSettingInfo)).toHaveLength(1);
  });

  it('refetches nothing after a write that changes nothing a read shows (a label PDF)', async () => {
    const api = fakeApi([
      [inventory.getInventoryList, () => ok({ list: [{ locked: 0, available: 10 }], total: 1 })],
      [wallet.getBalance, () => ok({ balance: 5000, held: 0, credit_limit: 0, available: 5000 })],
      [setting.getSettingInfo, () => ok({ apikey: 'k', show_true_tracking_number: 0 })],
      [product.printSku, () => ok(null)],
    ]);
    renderWithApp(<Screens />);
    await waitFor(() => expect(screen.getByTestId('stock').textContent).toBe('0/10'));
    fireEvent.click(screen.getByText('label'));
    await waitFor(() => expect(callsTo(api.calls, product.printSku)).toHaveLength(1));
    expect(callsTo(api.calls, inventory.getInventoryList)).toHaveLength(1);
    expect(callsTo(api.calls, wallet.getBalance)).toHaveLength(1);
  });
});

describe('operationKey', () => {
  it("carries the read's resources, which a key of another shape does not", () => {
    expect(shownBy(operationKey(wallet.getBalance))).toEqual(['wallet']);
    expect(shownBy(operationKey(inventory.getInventoryList, { page: 1 }))).toContain('stock');
    expect(shownBy(['something', { shows: ['not-a-resource'] }])).toEqual([]);
  });
});

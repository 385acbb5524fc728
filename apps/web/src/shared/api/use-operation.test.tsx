import { product, setting } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { useOperationMutation, useOperationQuery } from './use-operation';

afterEach(() => vi.unstubAllGlobals());

function Screen() {
  const list = useOperationQuery(product.getProductList, { page: 1 });
  const settings = useOperationQuery(setting.getSettingInfo);
  const remove = useOperationMutation(product.deleteProduct);
  return (
    <div>
      <output data-testid="total">{list.data?.total}</output>
      <output data-testid="key">{settings.data?.apikey}</output>
      <button type="button" onClick={() => remove.mutate({ body: { ids: [7] } })}>
        delete
      </button>
    </div>
  );
}

describe('useOperationMutation', { timeout: 20_000 }, () => {
  it('refetches the reads the contract declares stale after the write, and only those', async () => {
    let total = 2;
    const api = fakeApi([
      [product.getProductList, () => ok({ list: [], total })],
      [setting.getSettingInfo, () => ok({ apikey: 'k', show_true_tracking_number: 0 })],
      [
        product.deleteProduct,
        () => {
          total = 1;
          return ok({ deleted: 1 });
        },
      ],
    ]);
    renderWithApp(<Screen />);
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('2'));
    await waitFor(() => expect(screen.getByTestId('key').textContent).toBe('k'));

    fireEvent.click(screen.getByText('delete'));
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('1'));
    expect(callsTo(api.calls, product.getProductList)).toHaveLength(2);
    expect(callsTo(api.calls, setting.getSettingInfo)).toHaveLength(1);
  });
});

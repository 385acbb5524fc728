import { type WebhookDelivery, type WebhookEndpoint, webhook } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { themeStore } from '../../shared/theme/theme-store';
import { asSubAccount, callsTo, fakeApi, ok } from '../../test/fake-api';
import { renderWithApp } from '../../test/render-with-app';
import { WebhooksSection } from './webhooks-section';

const ENDPOINT: WebhookEndpoint = {
  id: 5,
  url: 'https://shop.example.com/hooks',
  description: 'Shop sync',
  event_types: ['order.shipped', 'inventory.changed'],
  enabled: 1,
  disabled_reason: null,
  secret_hint: 'x9Qz',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
};
const SECRET = `whsec_${'Zm9v'.repeat(8)}`;
const DELIVERY: WebhookDelivery = {
  id: 41,
  endpoint_id: 5,
  message_id: 'msg_2abc',
  event_type: 'order.shipped',
  status: 'failed',
  attempts: 3,
  next_attempt_at: null,
  payload: '{}',
  created_at: '2026-11-21T09:00:00.000Z',
  log: [
    {
      attempted_at: '2026-11-21T09:30:00.000Z',
      status_code: 503,
      duration_ms: 120,
      response_excerpt: 'upstream unavailable',
    },
  ],
};

function serve(extra: Parameters<typeof fakeApi>[0] = []) {
  return fakeApi([
    [webhook.list, () => ok({ list: [ENDPOINT] })],
    [webhook.create, (body) => ok({ ...ENDPOINT, id: 6, ...(body as object), secret: SECRET })],
    [webhook.deliveries, () => ok({ list: [DELIVERY], total: 1 })],
    [webhook.replay, () => ok(null)],
    [webhook.rotateSecret, () => ok({ ...ENDPOINT, secret: SECRET })],
    [webhook.update, (body) => ok({ ...ENDPOINT, ...(body as object) })],
    ...extra,
  ]);
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
  themeStore.setScreen({ width: 1024, height: 768 });
});

const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

describe('WebhooksSection', { timeout: 30_000 }, () => {
  it('lists an endpoint with its events in words and whether it is on', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    serve();
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    const row = rowOf(ENDPOINT.url);
    expect(row.getByText('Order shipped, Inventory changed')).toBeTruthy();
    expect(row.getByText('Shop sync')).toBeTruthy();
    expect(row.getByText('On')).toBeTruthy();
    expect(row.getByText('2026-11-20 08:00:00')).toBeTruthy();
  });

  it('adds an endpoint with the ticked events and shows its signing secret once', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = serve();
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    fireEvent.click(screen.getByRole('button', { name: /Add endpoint/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('URL'), { target: { value: 'https://erp.example.com/in' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Order delivered' }));
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Order created' }));
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'ERP' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo(api.calls, webhook.create)).toHaveLength(1));
    // The events go in the contract's order, whatever order they were ticked in.
    expect(callsTo(api.calls, webhook.create)[0]?.body).toEqual({
      url: 'https://erp.example.com/in',
      event_types: ['order.created', 'order.delivered'],
      description: 'ERP',
      enabled: 1,
    });
    expect(await dialog.findByText(SECRET)).toBeTruthy();
    expect(
      dialog.getByText(
        'Copy the signing secret of https://erp.example.com/in now: it is shown only this once and cannot be shown again.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: /Copy secret/ }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    fireEvent.click(dialog.getByRole('button', { name: 'Done' }));
    fireEvent.click(screen.getByRole('button', { name: /Add endpoint/ }));
    expect(await screen.findByLabelText('URL')).toBeTruthy();
    expect(screen.queryByText(SECRET)).toBeNull();
  });

  it('shows the server’s refusal of the address under the URL field, in Chinese', async () => {
    await i18n.changeLanguage('zh_CN');
    serve([[webhook.create, () => ({ error_code: 1781, msg: '接收地址须以 https:// 开头，且为公网地址' })]]);
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    fireEvent.click(screen.getByRole('button', { name: /添加接收地址/ }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('地址'), { target: { value: 'https://10.0.0.5/hook' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: '订单已发货' }));
    fireEvent.click(dialog.getByRole('button', { name: /^添\s?加$/ }));
    const refusal = await dialog.findByText('接收地址须以 https:// 开头，且为公网地址');
    // Under the field, not a toast: it sits in the URL item's own explanation.
    expect(refusal.closest('.ant-form-item')?.querySelector('input')?.id).toBe(dialog.getByLabelText('地址').id);
  });

  it('opens the deliveries of an endpoint with the attempt, and replays one', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    const api = serve();
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    fireEvent.click(rowOf(ENDPOINT.url).getByRole('button', { name: 'Deliveries' }));
    const drawer = within(await screen.findByRole('dialog'));
    const attempt = within((await drawer.findByText('upstream unavailable')).closest('tr') as HTMLElement);
    expect(attempt.getByText('2026-11-21 09:30:00')).toBeTruthy();
    expect(attempt.getByText('Order shipped')).toBeTruthy();
    expect(attempt.getByText('3')).toBeTruthy();
    expect(attempt.getByText('503')).toBeTruthy();
    expect(attempt.getByText('120 ms')).toBeTruthy();
    expect(callsTo(api.calls, webhook.deliveries)[0]?.path).toBe(webhook.deliveries.path);
    fireEvent.click(attempt.getByRole('button', { name: 'Replay' }));
    await waitFor(() => expect(callsTo(api.calls, webhook.replay)).toHaveLength(1));
    expect(callsTo(api.calls, webhook.replay)[0]?.body).toEqual({ id: 41 });
    expect(await screen.findByText('Event msg_2abc sent again')).toBeTruthy();
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    const api = serve();
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    fireEvent.click(rowOf(ENDPOINT.url).getByRole('button', { name: 'Rotate secret' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText(`Rotate the signing secret of ${ENDPOINT.url}?`).length).toBeGreaterThan(0);
    fireEvent.click(confirm.getByRole('button', { name: 'Rotate secret' }));
    await waitFor(() => expect(callsTo(api.calls, webhook.rotateSecret)).toHaveLength(1));
    expect(callsTo(api.calls, webhook.rotateSecret)[0]?.body).toEqual({ id: 5 });
    expect(await screen.findByText(SECRET)).toBeTruthy();
  });

  it('deletes an endpoint after a confirmation naming it: the row goes away', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    let endpoints = [ENDPOINT];
    const api = serve([
      [webhook.list, () => ok({ list: endpoints })],
      [
        webhook.remove,
        (body) => {
          endpoints = endpoints.filter((row) => row.id !== (body as { id: number }).id);
          return ok(null);
        },
      ],
    ]);
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    fireEvent.click(rowOf(ENDPOINT.url).getByRole('button', { name: 'Delete' }));
    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText(`Delete the endpoint ${ENDPOINT.url}?`).length).toBeGreaterThan(0);
    expect(confirm.getByText('Its deliveries and their log are deleted with it. This cannot be undone.')).toBeTruthy();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(api.calls, webhook.remove)).toHaveLength(1));
    expect(callsTo(api.calls, webhook.remove)[0]?.body).toEqual({ id: 5 });
    expect(await screen.findByText(`Endpoint ${ENDPOINT.url} deleted`)).toBeTruthy();
    // The list is asked again after the write and no longer holds the endpoint.
    await waitFor(() => expect(screen.queryByText(ENDPOINT.url)).toBeNull());
    expect(callsTo(api.calls, webhook.list).length).toBeGreaterThan(1);
  });

  it('edits an endpoint from its current values, switching it off', async () => {
    themeStore.setScreen({ width: 1440, height: 900 });
    const api = serve();
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    fireEvent.click(rowOf(ENDPOINT.url).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('URL') as HTMLInputElement).value).toBe(ENDPOINT.url);
    fireEvent.click(dialog.getByRole('switch', { name: 'Enabled' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(api.calls, webhook.update)).toHaveLength(1));
    expect(callsTo(api.calls, webhook.update)[0]?.body).toEqual({
      id: 5,
      url: ENDPOINT.url,
      event_types: ['order.shipped', 'inventory.changed'],
      description: 'Shop sync',
      enabled: 0,
    });
    expect(await screen.findByText('Endpoint saved')).toBeTruthy();
  });

  it('offers a sub-account with integration view the list, not Add, Edit, Rotate, Delete or Replay', async () => {
    serve([asSubAccount({ areas: { integration: 'view' }, export: false })]);
    renderWithApp(<WebhooksSection />, { route: '/plugins' });
    await screen.findByText(ENDPOINT.url);
    expect(screen.queryByRole('button', { name: /Add endpoint/ })).toBeNull();
    const row = rowOf(ENDPOINT.url);
    for (const name of ['Edit', 'Rotate secret', 'Delete']) expect(row.queryByRole('button', { name })).toBeNull();
    fireEvent.click(row.getByRole('button', { name: 'Deliveries' }));
    const drawer = within(await screen.findByRole('dialog'));
    await drawer.findByText('upstream unavailable');
    expect(drawer.queryByRole('button', { name: 'Replay' })).toBeNull();
  });
});

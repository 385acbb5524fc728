import type { ShopConnection } from '@portal/contract';

/** An active WooCommerce connection as the connection list answers it; a test overrides what it is about. */
export function wooConnection(overrides: Partial<ShopConnection> = {}): ShopConnection {
  return {
    id: 7,
    platform: 'woocommerce',
    name: 'Woo EU',
    shop_url: 'https://shop.example.com',
    account_id: 'Example Shop',
    warehouse_id: 1,
    warehouse_name: 'US West (Los Angeles)',
    api_key_hint: null,
    import_orders: 1,
    send_tracking: 1,
    stock_push: 1,
    stock_buffer: 2,
    status: 'active',
    last_sync_at: '2026-11-21T09:30:00.000Z',
    last_error: null,
    next_sync_at: null,
    counts: { orders_imported: 12, orders_failed: 1, skus_mapped: 3 },
    created_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

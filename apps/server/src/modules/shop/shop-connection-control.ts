import {
  type ContentOf,
  type Lang,
  type ShopConnection,
  type ShopPlatformId,
  type shop,
  shopPlatform,
} from '@portal/contract';
import type { Core } from '../../core';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import { ShopCallError } from './connectors/shop-connector';
import type { ShopCalls } from './shop-calls';
import type { ShopConnectionViews } from './shop-connection-views';
import type { ConnectionRow, ShopRepository } from './shop-repository';
import { syncDueNow } from './shop-sync';

/**
 * What a merchant asks of a connection's traffic with its shop: pause or resume it, test its
 * credentials against the shop, sync now. Apart from the editing (`shop-connection-service.ts`):
 * these call the shop or set the sync job's clock, and change nothing the merchant typed.
 */
export class ShopConnectionControl {
  constructor(
    private readonly core: Core,
    private readonly store: ShopRepository,
    private readonly calls: ShopCalls,
    private readonly views: ShopConnectionViews,
  ) {}

  async setStatus(viewer: Viewer, id: number, status: 'active' | 'paused', lang: Lang): Promise<ShopConnection> {
    const current = await this.views.find(viewer, id);
    const now = this.core.clock.now();
    await this.store.updateConnection(viewer.customerId, id, {
      status,
      // Resumed: the next sync is due at once.
      ...(status === 'active'
        ? { next_sync_at: syncDueNow(current.platform as ShopPlatformId, now), last_error: null }
        : {}),
      updated_at: now.toISOString(),
    });
    return this.views.one(viewer, id, lang);
  }

  async test(viewer: Viewer, id: number, lang: Lang): Promise<ContentOf<typeof shop.testConnection>> {
    const current = await this.views.find(viewer, id);
    const connector = this.connectorOf(current);
    const at = this.core.clock.now().toISOString();
    try {
      const check = await connector.check(await this.calls.target(current));
      await this.store.updateConnection(viewer.customerId, id, {
        account_id: check.shopName,
        location_id: check.locationId ?? current.location_id,
        last_error: null,
        // The shop takes the credentials again: a connection stopped for them syncs again.
        ...(current.status === 'needs_attention' ? { status: 'active', next_sync_at: at } : {}),
        updated_at: at,
      });
      return { ok: true, shop_name: check.shopName, message: '', connection: await this.views.one(viewer, id, lang) };
    } catch (error) {
      if (!(error instanceof ShopCallError)) throw error;
      await this.store.updateConnection(viewer.customerId, id, {
        last_error: error.message,
        ...(error.failure === 'auth' && current.status === 'active' ? { status: 'needs_attention' } : {}),
        updated_at: at,
      });
      return { ok: false, shop_name: null, message: error.message, connection: await this.views.one(viewer, id, lang) };
    }
  }

  async syncNow(viewer: Viewer, id: number): Promise<ContentOf<typeof shop.syncNow>> {
    const current = await this.views.find(viewer, id);
    this.connectorOf(current);
    if (current.status !== 'active') throw new AppError('SHOP_CONNECTION_NOT_ACTIVE');
    const at = this.core.clock.now().toISOString();
    await this.store.updateConnection(viewer.customerId, id, { next_sync_at: at, updated_at: at });
    return { queued: true, next_sync_at: at };
  }

  /** The connector of a platform the portal calls; the others' connections are never called (SHOP_NOT_CALLED). */
  private connectorOf(row: ConnectionRow) {
    const connector = this.calls.connector(row.platform);
    if (!connector) {
      throw new AppError('SHOP_NOT_CALLED', {
        params: { platform: shopPlatform(row.platform as ShopPlatformId).name },
      });
    }
    return connector;
  }
}

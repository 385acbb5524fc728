import { randomBytes } from 'node:crypto';
import {
  type Lang,
  type ParsedBodyOf,
  SHIPSTATION_ENDPOINT_PATH,
  SHOP_CONNECTION_MAX,
  SHOP_GUIDE_KEY_SCOPES,
  type ShopConnection,
  type ShopConnectionCreated,
  type ShopPlatformId,
  type shop,
  shopPlatform,
  type Warehouse,
} from '@portal/contract';
import type { Core } from '../../core';
import { isUniqueViolation } from '../../db/errors';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import { urlRefusal } from '../../platform/standard-webhooks/outbound-guard';
import { type ApiKeyService, apiKeyService } from '../api-key';
import { type ProductReferenceApi, productReferenceApi } from '../product-reference';
import { hashServedPassword } from './connectors/shipstation/shipstation-login';
import type { ShopCalls } from './shop-calls';
import type { ShopConnectionViews } from './shop-connection-views';
import type { ShopMappingRepository } from './shop-mapping-repository';
import type { ShopOrderRepository } from './shop-order-repository';
import type { ShopRepository } from './shop-repository';
import { syncDueNow } from './shop-sync';

type CreateBody = ParsedBodyOf<typeof shop.createConnection>;
type UpdateBody = ParsedBodyOf<typeof shop.updateConnection>;
type Credentials = CreateBody['credentials'];

/** The key name a guide platform's connection gets: the list of keys shows which connection it serves. */
export function connectionKeyName(connectionName: string): string {
  return `Shop: ${connectionName}`;
}

/**
 * What the merchant keeps of a shop connection (docs/server/shops.md): added, changed and removed,
 * with the guide key or ShipStation login made and revoked with it. Credentials are sealed when
 * stored and never returned. Pause, test and sync now are `shop-connection-control.ts`.
 */
export class ShopConnectionService {
  private readonly keys: ApiKeyService;
  private readonly references: ProductReferenceApi;

  constructor(
    private readonly core: Core,
    private readonly store: ShopRepository,
    private readonly calls: ShopCalls,
    private readonly views: ShopConnectionViews,
    private readonly related: { mappings: ShopMappingRepository; shopOrders: ShopOrderRepository },
  ) {
    this.keys = apiKeyService(core);
    this.references = productReferenceApi(core);
  }

  async create(viewer: Viewer, body: CreateBody, actor: Actor, lang: Lang): Promise<ShopConnectionCreated> {
    const platform = shopPlatform(body.platform);
    await this.checkWarehouse(body.warehouse_id);
    const shopUrl = this.shopUrl(body.platform, body.shop_url);
    if ((await this.store.countConnections(viewer.customerId)) >= SHOP_CONNECTION_MAX) {
      throw new AppError('SHOP_CONNECTION_LIMIT', { params: { max: SHOP_CONNECTION_MAX } });
    }
    const at = this.core.clock.now().toISOString();
    let apiKey: { id: number; key: string } | null = null;
    let shipstation: ShopConnectionCreated['shipstation'] = null;
    if (platform.kind === 'guide') {
      apiKey = await this.keys.create(
        viewer,
        { name: connectionKeyName(body.name), scopes: [...SHOP_GUIDE_KEY_SCOPES] },
        actor,
      );
    } else if (platform.kind === 'served') {
      shipstation = {
        endpoint_url: `${this.core.config.publicUrl}${SHIPSTATION_ENDPOINT_PATH}`,
        username: `ss_${randomBytes(6).toString('hex')}`,
        password: randomBytes(24).toString('base64url'),
      };
    }
    try {
      const id = await this.store.insertConnection({
        customer_id: viewer.customerId,
        platform: body.platform,
        name: body.name,
        shop_url: shopUrl,
        account_id: '',
        warehouse_id: body.warehouse_id,
        credentials: await this.calls.credentials.seal(this.credentialsOf(body.platform, body.credentials)),
        location_id: null,
        api_key_id: apiKey?.id ?? null,
        api_key_hint: apiKey ? apiKey.key.slice(0, 7) : (shipstation?.username ?? null),
        served_username: shipstation?.username ?? null,
        served_password_hash: shipstation ? hashServedPassword(shipstation.password) : null,
        import_orders: body.import_orders,
        send_tracking: body.send_tracking,
        stock_push: body.stock_push,
        stock_buffer: body.stock_buffer,
        status: 'active',
        cursor: null,
        next_sync_at: platform.kind === 'connector' ? at : null,
        lease_owner: null,
        lease_until: null,
        stock_lease_owner: null,
        stock_lease_until: null,
        last_sync_at: null,
        last_error: null,
        created_at: at,
        updated_at: at,
      });
      return { ...(await this.views.one(viewer, id, lang)), api_key: apiKey?.key ?? null, shipstation };
    } catch (error) {
      // The key was made for a connection that is not: it must not stay usable.
      if (apiKey) await this.keys.revoke(viewer, apiKey.id).catch(() => undefined);
      if (isUniqueViolation(error)) throw new AppError('SHOP_CONNECTION_NAME_TAKEN', { cause: error });
      throw error;
    }
  }

  async update(viewer: Viewer, body: UpdateBody, lang: Lang): Promise<ShopConnection> {
    const current = await this.views.find(viewer, body.id);
    const platform = current.platform as ShopPlatformId;
    const now = this.core.clock.now();
    await this.checkWarehouse(body.warehouse_id);
    const shopUrl = this.shopUrl(platform, body.shop_url);
    const given = this.credentialsOf(platform, body.credentials);
    const renewed = Object.keys(given).length > 0;
    const credentials = renewed
      ? await this.calls.credentials.seal({ ...(await this.calls.credentials.open(current.credentials)), ...given })
      : current.credentials;
    try {
      await this.store.updateConnection(viewer.customerId, body.id, {
        name: body.name,
        shop_url: shopUrl,
        warehouse_id: body.warehouse_id,
        credentials,
        import_orders: body.import_orders,
        send_tracking: body.send_tracking,
        stock_push: body.stock_push,
        stock_buffer: body.stock_buffer,
        // New credentials, or another shop: the shop is asked again at once.
        ...((renewed || shopUrl !== current.shop_url) && current.status === 'needs_attention'
          ? { status: 'active', last_error: null, next_sync_at: syncDueNow(platform, now) }
          : {}),
        updated_at: now.toISOString(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SHOP_CONNECTION_NAME_TAKEN', { cause: error });
      throw error;
    }
    return this.views.one(viewer, body.id, lang);
  }

  async remove(viewer: Viewer, id: number): Promise<null> {
    const current = await this.views.find(viewer, id);
    await transaction(this.core.db, async (tx) => {
      await this.related.mappings.deleteOfConnection(tx, viewer.customerId, id);
      await this.related.shopOrders.deleteOfConnection(tx, viewer.customerId, id);
      await this.store.deleteConnection(tx, viewer.customerId, id);
    });
    if (current.api_key_id !== null) {
      // Revoked already by the merchant on the keys list: nothing left to revoke.
      await this.keys.revoke(viewer, current.api_key_id).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'API_KEY_NOT_FOUND')) throw error;
      });
    }
    return null;
  }

  private async checkWarehouse(id: number): Promise<Warehouse> {
    const found = (await this.references.warehouses()).find((w) => w.id === id && w.is_active === 1);
    if (!found) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'warehouse_id', message: 'v.unknownChoice' }] });
    }
    return found;
  }

  /** The shop's address without a trailing slash; one the portal calls must pass the outbound guard. */
  private shopUrl(platform: ShopPlatformId, given: string): string {
    const url = given.replace(/\/+$/, '');
    if (shopPlatform(platform).kind === 'connector' && urlRefusal(url, this.core.config.shops.allowLoopback)) {
      throw new AppError('SHOP_URL_NOT_ALLOWED');
    }
    return url;
  }

  /** Only the fields the platform reads are kept; others sent along are dropped. */
  private credentialsOf(platform: ShopPlatformId, given: Credentials): Record<string, string> {
    const kept: Record<string, string> = {};
    for (const field of shopPlatform(platform).credential_fields) {
      const value = given[field];
      if (value) kept[field] = value;
    }
    return kept;
  }
}

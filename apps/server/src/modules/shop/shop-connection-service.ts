import { randomBytes } from 'node:crypto';
import {
  type ContentOf,
  type Lang,
  type ListResult,
  type ParsedBodyOf,
  type ParsedQueryOf,
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
import { ShopCallError } from './connectors/shop-connector';
import type { ShopCalls } from './shop-calls';
import type { ConnectionCounts, ConnectionRow, ShopRepository } from './shop-repository';

type CreateBody = ParsedBodyOf<typeof shop.createConnection>;
type UpdateBody = ParsedBodyOf<typeof shop.updateConnection>;
type Credentials = CreateBody['credentials'];

const NO_COUNTS: ConnectionCounts = { ordersImported: 0, ordersFailed: 0, skusMapped: 0 };

/** The key name a guide platform's connection gets: the list of keys shows which connection it serves. */
export function connectionKeyName(connectionName: string): string {
  return `Shop: ${connectionName}`;
}

/**
 * The merchant's shop connections (docs/server/shops.md): added, listed, changed, paused and
 * resumed, tested against the shop, synced on demand and removed. Credentials are sealed when
 * stored and never returned.
 */
export class ShopConnectionService {
  private readonly keys: ApiKeyService;
  private readonly references: ProductReferenceApi;

  constructor(
    private readonly core: Core,
    private readonly store: ShopRepository,
    private readonly calls: ShopCalls,
  ) {
    this.keys = apiKeyService(core);
    this.references = productReferenceApi(core);
  }

  async list(
    viewer: Viewer,
    query: ParsedQueryOf<typeof shop.getConnectionList>,
    lang: Lang,
  ): Promise<ListResult<ShopConnection>> {
    const [total, rows] = await Promise.all([
      this.store.countConnections(viewer.customerId, query.platform),
      this.store.listConnections(
        viewer.customerId,
        query.platform,
        (query.page - 1) * query.page_size,
        query.page_size,
      ),
    ]);
    return { list: await this.views(viewer, rows, lang), total };
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
      return { ...(await this.one(viewer, id, lang)), api_key: apiKey?.key ?? null, shipstation };
    } catch (error) {
      // The key was made for a connection that is not: it must not stay usable.
      if (apiKey) await this.keys.revoke(viewer, apiKey.id).catch(() => undefined);
      if (isUniqueViolation(error)) throw new AppError('SHOP_CONNECTION_NAME_TAKEN', { cause: error });
      throw error;
    }
  }

  async update(viewer: Viewer, body: UpdateBody, lang: Lang): Promise<ShopConnection> {
    const current = await this.find(viewer, body.id);
    const platform = current.platform as ShopPlatformId;
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
          ? { status: 'active', last_error: null, next_sync_at: this.dueNow(platform) }
          : {}),
        updated_at: this.core.clock.now().toISOString(),
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('SHOP_CONNECTION_NAME_TAKEN', { cause: error });
      throw error;
    }
    return this.one(viewer, body.id, lang);
  }

  async setStatus(viewer: Viewer, id: number, status: 'active' | 'paused', lang: Lang): Promise<ShopConnection> {
    const current = await this.find(viewer, id);
    await this.store.updateConnection(viewer.customerId, id, {
      status,
      // Resumed: the next sync is due at once.
      ...(status === 'active'
        ? { next_sync_at: this.dueNow(current.platform as ShopPlatformId), last_error: null }
        : {}),
      updated_at: this.core.clock.now().toISOString(),
    });
    return this.one(viewer, id, lang);
  }

  async test(viewer: Viewer, id: number, lang: Lang): Promise<ContentOf<typeof shop.testConnection>> {
    const current = await this.find(viewer, id);
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
      return { ok: true, shop_name: check.shopName, message: '', connection: await this.one(viewer, id, lang) };
    } catch (error) {
      if (!(error instanceof ShopCallError)) throw error;
      await this.store.updateConnection(viewer.customerId, id, {
        last_error: error.message,
        ...(error.failure === 'auth' && current.status === 'active' ? { status: 'needs_attention' } : {}),
        updated_at: at,
      });
      return { ok: false, shop_name: null, message: error.message, connection: await this.one(viewer, id, lang) };
    }
  }

  async syncNow(viewer: Viewer, id: number): Promise<ContentOf<typeof shop.syncNow>> {
    const current = await this.find(viewer, id);
    this.connectorOf(current);
    if (current.status !== 'active') throw new AppError('SHOP_CONNECTION_NOT_ACTIVE');
    const at = this.core.clock.now().toISOString();
    await this.store.updateConnection(viewer.customerId, id, { next_sync_at: at, updated_at: at });
    return { queued: true, next_sync_at: at };
  }

  async remove(viewer: Viewer, id: number): Promise<null> {
    const current = await this.find(viewer, id);
    await transaction(this.core.db, (tx) => this.store.deleteConnection(tx, viewer.customerId, id));
    if (current.api_key_id !== null) {
      // Revoked already by the merchant on the keys list: nothing left to revoke.
      await this.keys.revoke(viewer, current.api_key_id).catch((error: unknown) => {
        if (!(error instanceof AppError && error.code === 'API_KEY_NOT_FOUND')) throw error;
      });
    }
    return null;
  }

  async find(viewer: Viewer, id: number): Promise<ConnectionRow> {
    const row = await this.store.connection(viewer.customerId, id);
    if (!row) throw new AppError('SHOP_CONNECTION_NOT_FOUND');
    return row;
  }

  private connectorOf(row: ConnectionRow) {
    const connector = this.calls.connector(row.platform);
    if (!connector) {
      throw new AppError('SHOP_NOT_CALLED', {
        params: { platform: shopPlatform(row.platform as ShopPlatformId).name },
      });
    }
    return connector;
  }

  private dueNow(platform: ShopPlatformId): string | null {
    return shopPlatform(platform).kind === 'connector' ? this.core.clock.now().toISOString() : null;
  }

  private async one(viewer: Viewer, id: number, lang: Lang): Promise<ShopConnection> {
    const [view] = await this.views(viewer, [await this.find(viewer, id)], lang);
    if (!view) throw new AppError('SHOP_CONNECTION_NOT_FOUND');
    return view;
  }

  private async views(viewer: Viewer, rows: ConnectionRow[], lang: Lang): Promise<ShopConnection[]> {
    const [counts, warehouses] = await Promise.all([
      this.store.countsOf(
        viewer,
        rows.map((row) => row.id),
      ),
      this.references.warehouses(),
    ]);
    const names = new Map(warehouses.map((w) => [w.id, lang === 'zh_CN' ? w.name_cn || w.name_en : w.name_en]));
    return rows.map((row) => viewOf(row, counts.get(row.id) ?? NO_COUNTS, names.get(row.warehouse_id) ?? ''));
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

function viewOf(row: ConnectionRow, counts: ConnectionCounts, warehouseName: string): ShopConnection {
  return {
    id: row.id,
    platform: row.platform as ShopPlatformId,
    name: row.name,
    shop_url: row.shop_url,
    account_id: row.account_id,
    warehouse_id: row.warehouse_id,
    warehouse_name: warehouseName,
    api_key_hint: row.api_key_hint,
    import_orders: row.import_orders ? 1 : 0,
    send_tracking: row.send_tracking ? 1 : 0,
    stock_push: row.stock_push ? 1 : 0,
    stock_buffer: row.stock_buffer,
    status: row.status as ShopConnection['status'],
    last_sync_at: row.last_sync_at,
    last_error: row.last_error,
    next_sync_at: row.next_sync_at,
    counts: {
      orders_imported: counts.ordersImported,
      orders_failed: counts.ordersFailed,
      skus_mapped: counts.skusMapped,
    },
    created_at: row.created_at,
  };
}

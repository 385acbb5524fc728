import { randomUUID } from 'node:crypto';
import { FULL_GRANT, type ShopPlatformId, shopPlatform } from '@portal/contract';
import type { Core } from '../../core';
import type { Viewer } from '../../kernel/viewer';
import { everyMinutes } from '../../platform/jobs/schedule';
import type { ScheduledJob } from '../../platform/jobs/scheduled-job';
import { ShopCallError } from './connectors/shop-connector';
import type { ShopCalls } from './shop-calls';
import type { ShopOrderService } from './shop-order-service';
import type { ConnectionRow, ShopRepository } from './shop-repository';

/** How often each active connection syncs. */
export const SHOP_SYNC_INTERVAL_MS = 5 * 60_000;
/** Connections synced per run of the job at most (the rest stay due for the next minute). */
const CONNECTIONS_PER_RUN = 20;
/** Pages pulled per connection and sync at most: a backlog is taken over several syncs. */
const PAGES_PER_SYNC = 10;
/** How long a claim on a connection holds: a sync that takes longer (or an instance that died) is taken over. */
const CLAIM_MS = 10 * 60_000;

/**
 * When a connection syncs next: five minutes on, plus a stagger of up to a minute taken from its
 * id, so connections made together do not call their shops in the same second.
 */
export function nextSyncAt(connectionId: number, now: Date): string {
  const stagger = ((connectionId * 7919) % 60) * 1000;
  return new Date(now.getTime() + SHOP_SYNC_INTERVAL_MS + stagger).toISOString();
}

/** A connection whose sync is due at once (resumed, or given new credentials): now, for a platform the portal calls; never for others. */
export function syncDueNow(platform: ShopPlatformId, now: Date): string | null {
  return shopPlatform(platform).kind === 'connector' ? now.toISOString() : null;
}

/**
 * Pulls new orders from the shops of the platforms the portal calls. Each due connection is claimed
 * by a conditional update first, so two instances (or a sync now racing the schedule) never sync
 * one connection at once; the claim is released with the connection's new cursor and next time.
 */
export class ShopSync {
  constructor(
    private readonly core: Core,
    private readonly store: ShopRepository,
    private readonly calls: ShopCalls,
    private readonly orders: ShopOrderService,
  ) {}

  async runDue(now: Date, signal: AbortSignal): Promise<{ synced: number; imported: number; failed: number }> {
    const owner = randomUUID();
    const at = now.toISOString();
    const due = await this.store.dueConnections(this.calls.platforms(), at, CONNECTIONS_PER_RUN);
    const totals = { synced: 0, imported: 0, failed: 0 };
    for (const connection of due) {
      if (signal.aborted) break;
      const until = new Date(now.getTime() + CLAIM_MS).toISOString();
      if (!(await this.store.claim(connection.id, owner, at, until))) continue;
      const counts = await this.syncClaimed(connection, owner, now, signal);
      totals.synced += 1;
      totals.imported += counts.imported;
      totals.failed += counts.failed;
    }
    return totals;
  }

  private async syncClaimed(connection: ConnectionRow, owner: string, now: Date, signal: AbortSignal) {
    const counts = { imported: 0, failed: 0 };
    let cursor = connection.cursor;
    const next = nextSyncAt(connection.id, now);
    try {
      const connector = this.calls.connector(connection.platform);
      const viewer = await this.mainViewer(connection.customer_id);
      if (connector && viewer && connection.import_orders) {
        const target = await this.calls.target(connection);
        for (let page = 0; page < PAGES_PER_SYNC && !signal.aborted; page += 1) {
          const pulled = await connector.pullOrders(target, cursor, signal);
          const received = await this.orders.receive(viewer, connection, pulled.orders);
          counts.imported += received.imported;
          counts.failed += received.failed;
          cursor = pulled.cursor;
          if (!pulled.more) break;
        }
      }
      await this.store.release(connection.id, owner, {
        cursor,
        next_sync_at: next,
        last_sync_at: now.toISOString(),
        last_error: null,
        updated_at: now.toISOString(),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!(error instanceof ShopCallError))
        this.core.log.error({ err: error, connection: connection.id }, 'shop sync failed');
      await this.store.release(connection.id, owner, {
        // What was imported before the failure is kept, and not pulled again.
        cursor,
        next_sync_at: next,
        last_error: message,
        // Refused credentials: the connection waits for the merchant instead of knocking every five minutes.
        ...(error instanceof ShopCallError && error.failure === 'auth' ? { status: 'needs_attention' } : {}),
        updated_at: now.toISOString(),
      });
    }
    return counts;
  }

  /** The merchant's main account, as which the portal saves the orders its shops send. */
  private async mainViewer(customerId: number): Promise<Viewer | undefined> {
    const accountId = await this.core.accounts.mainAccountId(customerId);
    if (accountId === undefined) return undefined;
    return { sessionId: 0, accountId, customerId, subAccountId: 0, isMain: true, grant: FULL_GRANT };
  }
}

/** `shop.sync`: every minute, syncs the connections whose next sync is due. */
export function shopSyncJob(sync: ShopSync): ScheduledJob {
  return {
    name: 'shop.sync',
    schedule: everyMinutes(1),
    run: (now, signal) => sync.runDue(now, signal),
  };
}

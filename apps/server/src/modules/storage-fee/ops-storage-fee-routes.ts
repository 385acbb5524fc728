import { opsStorageFee } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { storageFeeParts } from './storage-fee-parts';

/** Staff settings and runs of storage billing (`/api/ops/finance/…`). */
export function opsStorageFeeRoutes(core: Core): RouteBinding[] {
  const { billing, rateCardService: rateCards } = storageFeeParts(core);
  return [
    route(opsStorageFee.getStorageRateCard, ({ query }) => rateCards.card(query.warehouse_id)),
    route(opsStorageFee.setStorageRateCard, ({ body }) => rateCards.setCard(body.warehouse_id, body.tiers)),
    route(opsStorageFee.setStorageDiscount, ({ body }) => rateCards.setDiscount(body.customer_id, body.discount_bp)),
    route(opsStorageFee.runStorageFees, async ({ body }) => ({
      day: body.day,
      ...(await billing.runDay(body.day, body.warehouse_id)),
    })),
  ];
}

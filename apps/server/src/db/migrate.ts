import { type Migration, Migrator } from 'kysely';
import type { Db } from './database';
import { foundation } from './migrations/0001-foundation';
import { referenceData } from './migrations/0002-reference-data';
import { productReference } from './migrations/0003-product-reference';
import { products } from './migrations/0004-products';
import { accountSecurity } from './migrations/0005-account-security';
import { workSlots } from './migrations/0006-work-slots';
import { stockLedgerWallet } from './migrations/0007-stock-ledger-wallet';
import { shippingRates } from './migrations/0008-shipping-rates';
import { openPlatform } from './migrations/0009-open-platform';
import { orders } from './migrations/0010-orders';
import { serialNumbers } from './migrations/0011-serial-numbers';
import { inventoryScreens } from './migrations/0012-inventory-screens';
import { inboundBookings } from './migrations/0013-inbound-bookings';
import { lossOrders } from './migrations/0014-loss-orders';
import { inventoryAge } from './migrations/0015-inventory-age';
import { topUps } from './migrations/0016-top-ups';
import { storageFees } from './migrations/0017-storage-fees';
import { billingReads } from './migrations/0018-billing-reads';
import { statisticsIndexes } from './migrations/0019-statistics';
import { inventoryListKeys } from './migrations/0020-inventory-list-keys';
import { stockMovementReads } from './migrations/0021-stock-movement-reads';
import { statisticsRollups } from './migrations/0022-statistics-rollups';
import { ledgerCharges } from './migrations/0023-ledger-charges';
import { deliveryRollup } from './migrations/0024-delivery-rollup';
import { accountGrants } from './migrations/0025-account-grants';
import { subAccounts } from './migrations/0026-sub-accounts';
import { operationLogs } from './migrations/0027-operation-logs';
import { events } from './migrations/0028-events';
import { warningEmails } from './migrations/0029-warning-emails';
import { grantedSkus } from './migrations/0030-granted-skus';
import { userAlerts } from './migrations/0031-user-alerts';
import { accountProfile } from './migrations/0032-account-profile';
import { apiKeys } from './migrations/0033-api-keys';
import { webhooks } from './migrations/0034-webhooks';
import { eventFeed } from './migrations/0035-event-feed';
import { webhookFailing } from './migrations/0036-webhook-failing';
import { shopConnections } from './migrations/0037-shop-connections';
import { walletLowBalance } from './migrations/0038-wallet-low-balance';
import { shopTrackingStock } from './migrations/0039-shop-tracking-stock';
import { orderUpdatedWindow } from './migrations/0040-order-updated-window';
import { packages } from './migrations/0041-packages';
import { packageOrderLines } from './migrations/0042-package-order-lines';
import { merchantPackaging } from './migrations/0043-merchant-packaging';
import { selfServiceOrders } from './migrations/0044-self-service-orders';
import { parcelDangerousGoods } from './migrations/0045-parcel-dangerous-goods';
import { parcelStatusCounts } from './migrations/0046-parcel-status-counts';
import { inboundPackagingLines } from './migrations/0047-inbound-packaging-lines';
import { shopPackageMappings } from './migrations/0048-shop-package-mappings';
import { serviceEvaluations } from './migrations/0049-service-evaluations';
import { surveys } from './migrations/0050-surveys';
import { inboundGuidelines } from './migrations/0051-inbound-guidelines';
import { helpFeedback } from './migrations/0052-help-feedback';
import { queryBuilder } from './query-builder';

/** Migrations in code, in order. Add a file and a line; never edit one that has shipped. */
export function migrationsFor(engine: Db['engine']): Record<string, Migration> {
  return {
    '0001-foundation': foundation(engine),
    '0002-reference-data': referenceData,
    '0003-product-reference': productReference,
    '0004-products': products(engine),
    '0005-account-security': accountSecurity,
    '0006-work-slots': workSlots,
    '0007-stock-ledger-wallet': stockLedgerWallet(engine),
    '0008-shipping-rates': shippingRates(engine),
    '0009-open-platform': openPlatform,
    '0010-orders': orders(engine),
    '0011-serial-numbers': serialNumbers(engine),
    '0012-inventory-screens': inventoryScreens,
    '0013-inbound-bookings': inboundBookings(engine),
    '0014-loss-orders': lossOrders(engine),
    '0015-inventory-age': inventoryAge(engine),
    '0016-top-ups': topUps(engine),
    '0017-storage-fees': storageFees(engine),
    '0018-billing-reads': billingReads,
    '0019-statistics': statisticsIndexes,
    '0020-inventory-list-keys': inventoryListKeys(engine),
    '0021-stock-movement-reads': stockMovementReads,
    '0022-statistics-rollups': statisticsRollups,
    '0023-ledger-charges': ledgerCharges,
    '0024-delivery-rollup': deliveryRollup(engine),
    '0025-account-grants': accountGrants,
    '0026-sub-accounts': subAccounts(engine),
    '0027-operation-logs': operationLogs(engine),
    '0028-events': events(engine),
    '0029-warning-emails': warningEmails(engine),
    '0030-granted-skus': grantedSkus(),
    '0031-user-alerts': userAlerts(engine),
    '0032-account-profile': accountProfile,
    '0033-api-keys': apiKeys(engine),
    '0034-webhooks': webhooks(engine),
    '0035-event-feed': eventFeed,
    '0036-webhook-failing': webhookFailing,
    '0037-shop-connections': shopConnections(engine),
    '0038-wallet-low-balance': walletLowBalance,
    '0039-shop-tracking-stock': shopTrackingStock,
    '0040-order-updated-window': orderUpdatedWindow,
    '0041-packages': packages(engine),
    '0042-package-order-lines': packageOrderLines(engine),
    '0043-merchant-packaging': merchantPackaging(engine),
    '0044-self-service-orders': selfServiceOrders(engine),
    '0045-parcel-dangerous-goods': parcelDangerousGoods,
    '0046-parcel-status-counts': parcelStatusCounts,
    '0047-inbound-packaging-lines': inboundPackagingLines(engine),
    '0048-shop-package-mappings': shopPackageMappings,
    '0049-service-evaluations': serviceEvaluations,
    '0050-surveys': surveys(engine),
    '0051-inbound-guidelines': inboundGuidelines,
    '0052-help-feedback': helpFeedback,
  };
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: queryBuilder(db),
    provider: { getMigrations: async () => migrationsFor(db.engine) },
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

import { registryComponents } from '@portal/contract';
import { storageFeeReads } from '../features/billing/storage-fees/storage-fees-reads';
import { topUpListReads } from '../features/billing/top-up/top-up-list';
import { transactionListReads } from '../features/billing/transactions/transaction-list-reads';
import { workplaceReads } from '../features/dashboard/workplace-reads';
import { inboundDetailReads } from '../features/inbound/detail/inbound-detail-reads';
import { INBOUND_DETAIL_TAB, INBOUND_EDIT_TAB } from '../features/inbound/inbound-tabs';
import { inboundListReads } from '../features/inbound/list/inbound-list-reads';
import { inventoryAgeReads } from '../features/inventory/age/inventory-age-reads';
import { inventoryListReads } from '../features/inventory/list/inventory-list-reads';
import { stockLogReads } from '../features/inventory/log/stock-log-reads';
import { lossOrderDetailReads } from '../features/loss-orders/loss-order-detail-reads';
import { lossOrderListReads } from '../features/loss-orders/loss-order-list-reads';
import { LOSS_ORDER_DETAIL_TAB } from '../features/loss-orders/loss-order-tabs';
import { operationLogReads } from '../features/operation-log/operation-log-list';
import { orderDetailReads } from '../features/orders/detail/order-detail-reads';
import { orderListReads } from '../features/orders/list/order-list-reads';
import { ORDER_DETAIL_TAB, ORDER_EDIT_TAB, ORDER_NEXT_TAB } from '../features/orders/order-tabs';
import { pluginsReads } from '../features/plugins/plugins-reads';
import { PRODUCT_FORM_TAB } from '../features/products/form/product-form-tab';
import { productListReads } from '../features/products/list/product-list-reads';
import { packageListReads } from '../features/products/packages/package-list-reads';
import { PACKAGE_DETAIL_TAB, PACKAGE_FORM_TAB } from '../features/products/packages/package-tabs';
import { packagingListReads } from '../features/products/packaging/packaging-list-reads';
import { PACKAGING_DETAIL_TAB, PACKAGING_FORM_TAB } from '../features/products/packaging/packaging-tabs';
import { parcelDetailReads } from '../features/self-service-orders/detail/parcel-detail-reads';
import { PARCEL_EDIT_TAB } from '../features/self-service-orders/form/parcel-form-tab';
import { parcelListReads } from '../features/self-service-orders/list/parcel-list-reads';
import { PARCEL_DETAIL_TAB } from '../features/self-service-orders/parcel-tabs';
import { serialNumberListReads } from '../features/serial-numbers/serial-number-list-reads';
import { subAccountListReads } from '../features/sub-accounts/sub-account-list';
import { userMessagesReads } from '../features/user-messages/user-messages-list';
import { userProfileReads } from '../features/user-profile/user-profile-reads';
import { warningEmailReads } from '../features/warning-email/warning-email-reads';
import type { PageDef } from '../layouts/routing/page-def';
import { preloadable } from '../shared/lazy/preloadable';

export type { PageDef };

function page(def: Omit<PageDef, 'Page'>): PageDef {
  const { Component, preload } = preloadable(def.load);
  return { ...def, load: preload, Page: Component };
}

/**
 * One page at several addresses: the same component, so a tab moving between them (the order
 * form's first step and its next step) keeps the page mounted, with its state.
 */
function pagesOf(load: PageDef['load'], defs: Omit<PageDef, 'Page' | 'load'>[]): PageDef[] {
  const { Component, preload } = preloadable(load);
  return defs.map((def) => ({ ...def, load: preload, Page: Component }));
}

/**
 * The one registry of guarded pages. Menu pages are keyed by the `component` the server sends in
 * menu_list (see MENU_REGISTRY in the contract); static pages are always routable. It feeds the
 * router, the tab keys and titles and the page titles; the menu comes from menu_list.
 */
export const PAGES: PageDef[] = [
  page({
    component: 'dashboard/workplace',
    load: () => import('../features/dashboard/workplace-page'),
    keepAlive: true,
    closable: false,
    reads: workplaceReads,
  }),
  page({
    component: 'products/list',
    load: () => import('../features/products/list/product-list-page'),
    keepAlive: true,
    reads: productListReads,
  }),
  page({
    component: 'serial-numbers/list',
    load: () => import('../features/serial-numbers/serial-numbers-page'),
    keepAlive: true,
    reads: serialNumberListReads,
  }),
  page({
    component: 'settings/sub-account',
    load: () => import('../features/sub-accounts/sub-accounts-page'),
    keepAlive: true,
    reads: subAccountListReads,
  }),
  page({
    component: 'user/profile',
    load: () => import('../features/user-profile/user-profile-page'),
    keepAlive: true,
    reads: userProfileReads,
  }),
  page({
    component: 'warning-email',
    load: () => import('../features/warning-email/warning-email-page'),
    keepAlive: true,
    reads: warningEmailReads,
  }),
  page({
    component: 'user-messages',
    load: () => import('../features/user-messages/user-messages-page'),
    keepAlive: true,
    reads: userMessagesReads,
  }),
  page({
    component: 'plugins',
    load: () => import('../features/plugins/plugins-page'),
    keepAlive: true,
    reads: pluginsReads,
  }),
  page({
    component: 'operation-log',
    load: () => import('../features/operation-log/operation-log-page'),
    keepAlive: true,
    reads: operationLogReads,
  }),
  page({
    component: 'products/add',
    load: () => import('../features/products/form/product-form-page'),
    keepAlive: true,
    tab: PRODUCT_FORM_TAB,
  }),
  page({
    component: 'products/packages',
    load: () => import('../features/products/packages/package-list-page'),
    keepAlive: true,
    reads: packageListReads,
  }),
  page({
    component: 'products/packages/add',
    load: () => import('../features/products/packages/package-form-page'),
    keepAlive: true,
    tab: PACKAGE_FORM_TAB,
  }),
  page({
    component: 'products/packages/detail',
    load: () => import('../features/products/packages/package-detail-page'),
    tab: PACKAGE_DETAIL_TAB,
  }),
  page({
    component: 'products/packaging',
    load: () => import('../features/products/packaging/packaging-list-page'),
    keepAlive: true,
    reads: packagingListReads,
  }),
  page({
    component: 'products/packaging/add',
    load: () => import('../features/products/packaging/packaging-form-page'),
    keepAlive: true,
    tab: PACKAGING_FORM_TAB,
  }),
  page({
    component: 'products/packaging/detail',
    load: () => import('../features/products/packaging/packaging-detail-page'),
    tab: PACKAGING_DETAIL_TAB,
  }),
  page({
    component: 'order/list',
    load: () => import('../features/orders/list/order-list-page'),
    keepAlive: true,
    reads: orderListReads,
  }),
  ...pagesOf(
    () => import('../features/orders/form/order-form-page'),
    [
      { component: 'order/create', keepAlive: true },
      { component: 'order/edit', keepAlive: true, tab: ORDER_EDIT_TAB },
      { component: 'order/next', keepAlive: true, tab: ORDER_NEXT_TAB },
    ],
  ),
  page({
    component: 'order/detail',
    load: () => import('../features/orders/detail/order-detail-page'),
    tab: ORDER_DETAIL_TAB,
    reads: orderDetailReads,
  }),
  page({
    component: 'self-service-order/list',
    load: () => import('../features/self-service-orders/list/parcel-list-page'),
    keepAlive: true,
    reads: parcelListReads,
  }),
  page({
    component: 'self-service-order/create',
    load: () => import('../features/self-service-orders/form/parcel-form-page'),
    keepAlive: true,
  }),
  page({
    component: 'self-service-order/edit',
    load: () => import('../features/self-service-orders/form/parcel-form-page'),
    keepAlive: true,
    tab: PARCEL_EDIT_TAB,
  }),
  page({
    component: 'self-service-order/detail',
    load: () => import('../features/self-service-orders/detail/parcel-detail-page'),
    tab: PARCEL_DETAIL_TAB,
    reads: parcelDetailReads,
  }),
  page({
    component: 'inbound/list',
    load: () => import('../features/inbound/list/inbound-list-page'),
    keepAlive: true,
    reads: inboundListReads,
  }),
  page({
    component: 'inbound/create',
    load: () => import('../features/inbound/wizard/inbound-create-page'),
    keepAlive: true,
  }),
  page({
    component: 'inbound/edit',
    load: () => import('../features/inbound/wizard/inbound-edit-page'),
    keepAlive: true,
    tab: INBOUND_EDIT_TAB,
  }),
  page({
    component: 'inbound/detail',
    load: () => import('../features/inbound/detail/inbound-detail-page'),
    tab: INBOUND_DETAIL_TAB,
    reads: inboundDetailReads,
  }),
  page({
    component: 'inventory/list',
    load: () => import('../features/inventory/list/inventory-list-page'),
    keepAlive: true,
    reads: inventoryListReads,
  }),
  page({
    component: 'inventory/stock-log',
    load: () => import('../features/inventory/log/stock-log-page'),
    keepAlive: true,
    reads: stockLogReads,
  }),
  page({
    component: 'inventory/age',
    load: () => import('../features/inventory/age/inventory-age-page'),
    keepAlive: true,
    reads: inventoryAgeReads,
  }),
  page({
    component: 'billing/storage-fees',
    load: () => import('../features/billing/storage-fees/storage-fees-page'),
    keepAlive: true,
    reads: storageFeeReads,
  }),
  page({
    component: 'loss-orders/list',
    load: () => import('../features/loss-orders/loss-orders-page'),
    keepAlive: true,
    reads: lossOrderListReads,
  }),
  page({
    component: 'billing/transactions',
    load: () => import('../features/billing/transactions/transactions-page'),
    keepAlive: true,
    reads: transactionListReads,
  }),
  page({
    component: 'billing/statements',
    load: () => import('../features/billing/statements/statements-page'),
    keepAlive: true,
  }),
  page({
    component: 'billing/order-fulfillment-fee',
    load: () => import('../features/billing/fulfillment-fee/fulfillment-fee-page'),
    keepAlive: true,
  }),
  page({
    component: 'loss-orders/detail',
    load: () => import('../features/loss-orders/loss-order-detail-page'),
    tab: LOSS_ORDER_DETAIL_TAB,
    reads: lossOrderDetailReads,
  }),
  page({
    component: 'billing/top-up',
    load: () => import('../features/billing/top-up/top-up-page'),
    keepAlive: true,
  }),
  page({
    component: 'billing/top-up-records',
    load: () => import('../features/billing/top-up/top-up-records-page'),
    keepAlive: true,
    reads: topUpListReads,
  }),
  page({
    component: 'errors/403',
    path: '/403',
    titleKey: 'errors.forbiddenTitle',
    load: () => import('../features/errors/forbidden-page'),
  }),
  page({
    component: 'errors/404',
    path: '/404',
    titleKey: 'errors.notFoundTitle',
    load: () => import('../features/errors/not-found-page'),
  }),
  page({
    component: 'dashboard/analysis',
    load: () => import('../features/dashboard/analysis/analysis-page'),
    keepAlive: true,
  }),
  page({
    component: 'evaluation',
    load: () => import('../features/evaluation/evaluation-page'),
  }),
  page({
    component: 'surveys/customs',
    load: () => import('../features/surveys/customs-survey-page'),
  }),
  page({
    component: 'surveys/tax-opinions',
    load: () => import('../features/surveys/tax-opinions-page'),
  }),
  page({
    component: 'result/success',
    load: () => import('../features/result/success-page'),
  }),
  page({
    component: 'result/fail',
    load: () => import('../features/result/fail-page'),
  }),
  page({
    component: 'dashboard/onboarding',
    load: () => import('../features/dashboard/onboarding/onboarding-page'),
  }),
  page({
    component: 'help/center',
    load: () => import('../features/help/help-center-page'),
  }),
  page({
    component: 'help/article',
    load: () => import('../features/help/help-article-page'),
  }),
  page({
    component: 'help/tariff',
    load: () => import('../features/tariff/tariff-page'),
  }),
  page({
    component: 'help/tariff-thresholds',
    load: () => import('../features/tariff/tariff-thresholds-page'),
  }),
  page({
    component: 'help/inbound-guidelines',
    load: () => import('../features/help/inbound-guidelines/inbound-guidelines-page'),
  }),
  page({
    component: 'help/declared-price-manual',
    load: () => import('../features/help/declared-price-manual/declared-price-manual-page'),
  }),
  page({
    component: 'dashboard/monitor',
    load: () => import('../features/dashboard/monitor/monitor-page'),
    keepAlive: true,
  }),
  page({
    component: 'statistics/country',
    load: () => import('../features/statistics/country-page'),
    keepAlive: true,
  }),
  page({
    component: 'statistics/monthly-expenses',
    load: () => import('../features/statistics/monthly-expenses-page'),
    keepAlive: true,
  }),
  page({
    component: 'statistics/monthly-shipping',
    load: () => import('../features/statistics/monthly-shipping-page'),
    keepAlive: true,
  }),
  page({
    component: 'statistics/monthly-volume',
    load: () => import('../features/statistics/monthly-volume-page'),
    keepAlive: true,
  }),
  page({
    component: 'statistics/sku-shipment',
    load: () => import('../features/statistics/sku-shipment-page'),
    keepAlive: true,
  }),
];

const byComponent = new Map(PAGES.map((def) => [def.component, def]));

export function pageFor(component: string): PageDef | undefined {
  return byComponent.get(component);
}

/** Ready menu components without a page: a test keeps this empty. */
export function missingPages(): string[] {
  return registryComponents().filter((component) => !byComponent.has(component));
}

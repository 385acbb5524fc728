import billing from './billing';
import dashboard from './dashboard';
import dashboardAnalysis from './dashboard-analysis';
import dashboardMonitor from './dashboard-monitor';
import declaredPriceManual from './declared-price-manual';
import evaluation from './evaluation';
import guide from './guide';
import help from './help';
import inbound from './inbound';
import inboundGuidelines from './inbound-guidelines';
import inventory from './inventory';
import labels from './labels';
import lossOrders from './loss-orders';
import onboarding from './onboarding';
import operationLog from './operation-log';
import orderDetail from './order-detail';
import orderForm from './order-form';
import orderLabels from './order-labels';
import orderList from './order-list';
import packages from './packages';
import packaging from './packaging';
import parcelForm from './parcel-form';
import parcelImportExport from './parcel-import-export';
import plugins from './plugins';
import productForm from './product-form';
import productList from './product-list';
import result from './result';
import selfServiceOrders from './self-service-orders';
import serialNumbers from './serial-numbers';
import settings from './settings';
import statistics from './statistics';
import storageFees from './storage-fees';
import subAccounts from './sub-accounts';
import surveys from './surveys';
import tariff from './tariff';
import topUp from './top-up';
import userMessages from './user-messages';
import userProfile from './user-profile';
import warningEmail from './warning-email';

/** The English texts of the signed-in screens, loaded with the signed-in area (`shared/i18n/feature-texts.ts`). */
export const enFeatures = {
  settings,
  guide,
  dashboard,
  labels,
  productList,
  result,
  productForm,
  packages,
  packaging,
  parcelForm,
  orderLabels,
  orderList,
  orderForm,
  orderDetail,
  parcels: selfServiceOrders,
  parcelImportExport,
  inventory,
  serialNumbers,
  inbound,
  lossOrders,
  topUp,
  statistics,
  dashboardAnalysis,
  dashboardMonitor,
  evaluation,
  surveys,
  help,
  tariff,
  inboundGuidelines,
  declaredPriceManual,
  onboarding,
  storageFees,
  billing,
  subAccounts,
  operationLog,
  warningEmail,
  userMessages,
  userProfile,
  plugins,
};

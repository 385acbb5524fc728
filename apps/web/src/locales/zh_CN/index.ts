import type { Translation } from '../en';
import auth from './auth';
import billing from './billing';
import common from './common';
import dashboard from './dashboard';
import dashboardAnalysis from './dashboard-analysis';
import dashboardMonitor from './dashboard-monitor';
import declaredPriceManual from './declared-price-manual';
import errors from './errors';
import evaluation from './evaluation';
import guide from './guide';
import help from './help';
import inbound from './inbound';
import inboundGuidelines from './inbound-guidelines';
import inventory from './inventory';
import labels from './labels';
import listKit from './list-kit';
import lossOrders from './loss-orders';
import notice from './notice';
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
import platform from './platform';
import plugins from './plugins';
import productForm from './product-form';
import productList from './product-list';
import request from './request';
import result from './result';
import selfServiceOrders from './self-service-orders';
import serialNumbers from './serial-numbers';
import settings from './settings';
import shell from './shell';
import statistics from './statistics';
import storageFees from './storage-fees';
import subAccounts from './sub-accounts';
import surveys from './surveys';
import tabs from './tabs';
import tariff from './tariff';
import theme from './theme';
import topUp from './top-up';
import userMessages from './user-messages';
import userProfile from './user-profile';
import warningEmail from './warning-email';

export const zhCN: Translation = {
  common,
  request,
  shell,
  tabs,
  theme,
  errors,
  auth,
  platform,
  notice,
  settings,
  guide,
  dashboard,
  listKit,
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

export * from './core/envelope';
export * from './core/error-codes';
export * from './core/import-result';
export * from './core/lang';
export * from './core/operation';
export * from './core/resources';
export * from './core/sort-query';
export * from './core/validation-messages';
export * from './error-catalogue';
export * from './fulfilment';
export * from './labels';
export * from './menu/api-key-scopes';
export * from './menu/grant-schema';
export * from './menu/menu-entry-schema';
export * from './menu/permissions';
export * from './menu/registry';
export * from './operations';
export { type ApiKeyItem, MAX_API_KEYS, NAMED_API_KEY_PREFIX } from './operations/api-key';
export * from './operations/billing/billing-fields';
export { BASIC_CONFIG_NAMES, type Country, countrySchema } from './operations/common';
export { ON_TIME_DELIVERY_DAYS } from './operations/dashboard/analysis';
export { SPEND_WINDOW_DAYS } from './operations/dashboard/monitor';
export { ONBOARDING_STEPS, type OnboardingStep } from './operations/dashboard/onboarding';
export {
  EVALUATION_AREAS,
  EVALUATION_COMMENT_MAX,
  EVALUATION_SCORE_MAX,
  type Evaluation,
  type EvaluationArea,
  evaluationBodySchema,
} from './operations/evaluation';
export { HELP_ARTICLES, HELP_COMMENT_MAX, type HelpArticle, type HelpFeedback } from './operations/help';
export {
  GUIDELINE_APPOINTMENT_HOURS_MAX,
  GUIDELINE_PALLET_HEIGHT_MAX_CM,
  GUIDELINE_PALLET_WEIGHT_MAX_KG,
  type GuidelineLimits,
  type GuidelineSection,
  type InboundGuideline,
  WEEKDAYS,
} from './operations/help/inbound-guidelines';
export * from './operations/inbound/booking-input';
export * from './operations/inbound/booking-packaging';
export * from './operations/inbound/booking-views';
export * from './operations/inbound/inbound-status';
export {
  AGE_BUCKETS,
  INVENTORY_SORT_FIELDS,
  INVENTORY_TOTAL_CAP,
  type InventoryAgeItem,
  type InventoryFilters,
  type InventoryItem,
  inventoryFilterSchema,
  SALES_WINDOWS,
  STOCK_MOVEMENT_TYPES,
  STOCK_REFERENCE_TYPES,
  type StockLogFilters,
  type StockMovementItem,
  type StockMovementType,
  type StockReferenceType,
  stockLogFilterSchema,
} from './operations/inventory';
export * from './operations/loss-order/loss-order-fields';
export {
  MESSAGE_ALERT_TYPES,
  MESSAGE_KINDS,
  MESSAGE_READ_STATES,
  type Message,
  type MessageAlertType,
  type MessageKind,
  messageFilterSchema,
  messageSchema,
} from './operations/message';
export { type Notice, noticeSchema } from './operations/notice';
export { type OpenStockLine, openStockLineSchema } from './operations/open';
export { EVENT_FEED_DAYS } from './operations/open/events';
export {
  MASKED,
  OPERATION_LOG_RETENTION_DAYS,
  OPERATION_LOG_TOTAL_CAP,
  OPERATION_MENUS,
  OPERATION_SOURCES,
  type OperationLogDetail,
  type OperationLogFilters,
  type OperationLogItem,
  type OperationMenu,
  type OperationSource,
  operationLogFilterSchema,
  PARAMETERS_CUT_MARK,
  PARAMETERS_MAX_CHARS,
  SECRET_PARAMETER_PATTERN,
  USER_AGENT_MAX_CHARS,
} from './operations/operation-log';
export { type CustomerSettings, customerSettingsSchema } from './operations/ops-content';
export { type Mail, mailSchema } from './operations/ops-identity';
export * from './operations/ops-inbound/inbound-rate-card';
export { JOB_STATUSES, type ScheduledJobView } from './operations/ops-jobs';
export { TRACKING_MOVES } from './operations/ops-order';
export { exchangeRateRule } from './operations/ops-top-up';
export {
  addressTypeSchema,
  NOTE_MAX,
  ORDER_BATCH_MAX,
  ORDER_EXPORT_LIMIT,
  ORDER_LINES_MAX,
  type OrderDetail,
  type OrderDraft,
  type OrderFilters,
  type OrderLine,
  type OrderListItem,
  orderDetailSchema,
  orderDraftSchema,
  orderFilterSchema,
  orderLineFormSchema,
  orderListItemSchema,
  orderStatusTabSchema,
  PLATFORM_ORDER_NO_MAX,
  RECOGNIZE_TEXT_MAX,
  type Recipient,
  recipientSchema,
  valueAddedServiceSchema,
} from './operations/order';
export {
  PRODUCT_SORT_FIELDS,
  type Product,
  type ProductBody,
  type ProductFilters,
  type ProductFormValues,
  type ProductListItem,
  productBodySchema,
  productFilterSchema,
  productFormSchema,
  productListItemSchema,
  productSchema,
  productSortSchema,
  type WarehouseStock,
} from './operations/product';
export { IMPORT_KINDS, type ImportKind, LABEL_SIZES, LABELS_MAX, type LabelSize } from './operations/product/files';
export {
  PACKAGE_ASSEMBLIES,
  PACKAGE_COMPONENT_QUANTITY_MAX,
  PACKAGE_COMPONENTS_MAX,
  PACKAGE_UNITS_MIN,
  type Package,
  type PackageAssembly,
  type PackageCreateBody,
  type PackageFilters,
  type PackageUpdateBody,
  packageCreateSchema,
  packageFilterSchema,
  packageSchema,
  packageUpdateSchema,
} from './operations/product/packages';
export {
  ORDER_PACKAGING_MAX,
  orderPackagingInputSchema,
  PACKAGING_DEFAULTS_MAX,
  PACKAGING_MOVEMENT_TYPES,
  PACKAGING_OPTIONS_MAX,
  PACKAGING_QUANTITY_MAX,
  type Packaging,
  type PackagingCreateBody,
  type PackagingFilters,
  type PackagingMovement,
  type PackagingMovementType,
  type PackagingOption,
  type PackagingUpdateBody,
  packagingCreateSchema,
  packagingFilterSchema,
  packagingSchema,
  packagingUpdateSchema,
} from './operations/product/packaging';
export type { PackageSearchItem, ProductSearchItem } from './operations/product/search';
export {
  type PackMaterial,
  type ProductBasicData,
  type ProductCategory,
  type ProductProperty,
  packMaterialSchema,
  productCategorySchema,
  productPropertySchema,
  type Warehouse,
  warehouseSchema,
} from './operations/product-reference';
export * from './operations/self-service-order/parcel-fields';
export * from './operations/self-service-order/parcel-filters';
export * from './operations/self-service-order/parcel-status';
export {
  SERIAL_BIND_STATUSES,
  type SerialBindStatus,
  type SerialNumber,
  type SerialNumberFilters,
  serialNumberFilterSchema,
  serialNumberSchema,
} from './operations/serial-number';
export { type AccountSession, accountSessionSchema } from './operations/setting';
export {
  QUOTE_CURRENCIES,
  type QuoteCurrency,
  type RateZone,
  type ShippingArea,
  type ShippingMethodDetail,
  type ShippingMethodSummary,
  SURCHARGE_KINDS,
  type Surcharge,
  type SurchargeKind,
  TAX_KINDS,
  type TaxKind,
  type TaxRate,
  WAREHOUSE_FEE_CODES,
  type WarehouseFee,
  type WarehouseFeeCode,
} from './operations/shipping';
export {
  type QuoteParcelBody,
  quoteParcelBodySchema,
  quoteParcelFormSchema,
  type Tariff,
  type TariffMethod,
  type TaxRates,
  tariffSchema,
  taxRatesSchema,
} from './operations/shipping/tariff';
export {
  SHIPSTATION_ENDPOINT_PATH,
  SHOP_CONNECTION_MAX,
  SHOP_CONNECTION_STATUSES,
  SHOP_CREDENTIAL_FIELDS,
  SHOP_GUIDE_KEY_SCOPES,
  SHOP_ORDER_STATUSES,
  SHOP_PLATFORM_IDS,
  SHOP_PLATFORM_KINDS,
  SHOP_PLATFORMS,
  type ShopConnection,
  type ShopConnectionCreated,
  type ShopConnectionStatus,
  type ShopCredentialField,
  type ShopOrder,
  type ShopOrderStatus,
  type ShopPlatform,
  type ShopPlatformId,
  type ShopPlatformKind,
  type ShopSkuMapping,
  shopConnectionSchema,
  shopPlatform,
} from './operations/shop';
export {
  STATISTICS_CHARTS,
  STATISTICS_MAX_DAYS,
  type StatisticsChart,
  type StatisticsFilters,
  statisticsFilterSchema,
} from './operations/statistics';
export * from './operations/storage-fee/storage-fee-fields';
export {
  type GrantedSku,
  INVITATION_TTL_DAYS,
  MAX_GRANTED_SKUS,
  SUB_ACCOUNT_STATUSES,
  SUB_ACCOUNT_TYPES,
  SUPPLIER_GRANT,
  type SubAccountItem,
  type SubAccountStatus,
  type SubAccountType,
  subAccountFilterSchema,
} from './operations/sub-account';
export {
  type CustomsAnswer,
  customsAnswerBodySchema,
  type SurveyCampaign,
  type TaxOpinionAnswer,
  taxOpinionBodySchema,
} from './operations/survey';
export * from './operations/survey/questions';
export * from './operations/top-up/top-up-fields';
export { TRANSLATE_LANGS } from './operations/translate';
export { IMAGE_EXTENSIONS, IMAGE_TYPES } from './operations/upload';
export { type CurrentUser, currentUserSchema } from './operations/user';
export { CURRENT_USER_PATH } from './operations/user/entry-paths';
export {
  WALLET_REFERENCE_TYPES,
  WALLET_TRANSACTION_TYPES,
  type WalletAccount,
  type WalletBalance,
  type WalletReferenceType,
  type WalletTransactionType,
  walletAccountSchema,
  walletBalanceSchema,
} from './operations/wallet';
export {
  saveWarningEmailRequest,
  WARNING_EMAIL_BATCH_MINUTES,
  WARNING_EMAIL_MAX,
  WARNING_EMAIL_TYPES,
  type WarningEmailRecipient,
  type WarningEmailSetting,
  type WarningEmailType,
  warningEmailAddressRule,
  warningEmailSettingSchema,
} from './operations/warning-email';
export {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_ENDPOINT_MAX,
  WEBHOOK_EVENT_DATA,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEventType,
} from './operations/webhook';
export * from './reads/resource-tags';
export * from './rules/account';
export * from './rules/account-values';
export * from './rules/id';
export * from './rules/import-files';
export * from './rules/packed-units';
export * from './rules/serial-number';
export * from './rules/sku';
export * from './rules/strict-values';
export * from './rules/time-zone';
export * from './rules/volume';

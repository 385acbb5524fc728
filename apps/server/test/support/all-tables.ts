import type { MailTables } from '../../src/adapters/mail/mail-tables';
import type { IdentityTables } from '../../src/identity/identity-tables';
import type { AuthTables } from '../../src/modules/auth/auth-tables';
import type { CommonTables } from '../../src/modules/common/common-tables';
import type { DashboardTables } from '../../src/modules/dashboard/dashboard-tables';
import type { EvaluationTables } from '../../src/modules/evaluation/evaluation-tables';
import type { HelpTables } from '../../src/modules/help/help-tables';
import type { InboundTables } from '../../src/modules/inbound/inbound-tables';
import type { InventoryTables } from '../../src/modules/inventory/inventory-tables';
import type { LossOrderTables } from '../../src/modules/loss-order/loss-order-tables';
import type { AlertTables } from '../../src/modules/notice/alert-tables';
import type { NoticeTables } from '../../src/modules/notice/notice-tables';
import type { OrderTables } from '../../src/modules/order/order-tables';
import type { ProductTables } from '../../src/modules/product/product-tables';
import type { ProductReferenceTables } from '../../src/modules/product-reference/product-reference-tables';
import type { ParcelTables } from '../../src/modules/self-service-order/parcel-tables';
import type { SerialNumberTables } from '../../src/modules/serial-number/serial-number-tables';
import type { ShippingTables } from '../../src/modules/shipping/shipping-tables';
import type { ShopTables } from '../../src/modules/shop/shop-tables';
import type { StorageFeeTables } from '../../src/modules/storage-fee/storage-fee-tables';
import type { SurveyTables } from '../../src/modules/survey/survey-tables';
import type { TopUpTables } from '../../src/modules/top-up/top-up-tables';
import type { UploadTables } from '../../src/modules/upload/upload-tables';
import type { WalletTables } from '../../src/modules/wallet/wallet-tables';
import type { WarningEmailTables } from '../../src/modules/warning-email/warning-email-tables';
import type { WebhookTables } from '../../src/modules/webhook/webhook-tables';
import type { EventTables } from '../../src/platform/events/event-tables';
import type { IdempotencyTables } from '../../src/platform/idempotency/idempotency-tables';
import type { JobsTables } from '../../src/platform/jobs/jobs-tables';
import type { OperationLogTables } from '../../src/platform/operation-log/operation-log-tables';
import type { PlatformTables } from '../../src/platform/platform-tables';

/** Every module's tables together: tests arrange and check rows across modules. */
export type AllTables = IdentityTables &
  PlatformTables &
  OperationLogTables &
  EventTables &
  WarningEmailTables &
  EvaluationTables &
  HelpTables &
  SurveyTables &
  WebhookTables &
  ShopTables &
  AlertTables &
  IdempotencyTables &
  JobsTables &
  MailTables &
  AuthTables &
  CommonTables &
  DashboardTables &
  NoticeTables &
  OrderTables &
  ParcelTables &
  ProductReferenceTables &
  ProductTables &
  InventoryTables &
  WalletTables &
  ShippingTables &
  SerialNumberTables &
  LossOrderTables &
  InboundTables &
  TopUpTables &
  StorageFeeTables &
  UploadTables;

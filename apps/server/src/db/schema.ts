import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types. Times are ISO-8601 UTC strings (`2026-11-21T05:00:00.000Z`) in both engines, so they
 * sort and compare the same way; flags are 0/1 integers. Every merchant table carries customer_id.
 */
export interface Database {
  customers: CustomersTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  rate_limits: RateLimitsTable;
  auth_failures: AuthFailuresTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  contacts: ContactsTable;
  mail_outbox: MailOutboxTable;
  uploads: UploadsTable;
  basic_config: BasicConfigTable;
  app_versions: AppVersionsTable;
  countries: CountriesTable;
  server_secrets: ServerSecretsTable;
  product_categories: ProductCategoriesTable;
  product_properties: ProductPropertiesTable;
  pack_materials: PackMaterialsTable;
  warehouses: WarehousesTable;
  products: ProductsTable;
  product_category_links: ProductCategoryLinksTable;
  product_consumables: ProductConsumablesTable;
  product_stock: ProductStockTable;
  import_jobs: ImportJobsTable;
  work_slots: WorkSlotsTable;
}

type Flag = 0 | 1;

export interface CustomersTable {
  id: Generated<number>;
  name: string;
  email: string;
  platform_type: number;
  phone: string;
  country: string;
  currency: string;
  company_name: string;
  api_key: string | null;
  show_true_tracking_number: Flag;
  warning_quantity_enabled: Flag;
  scan_barcode_enabled: Flag;
  warning_email_enabled: Flag;
  app_down_button_is_display: Flag;
  created_at: string;
  updated_at: string;
}

export interface AccountsTable {
  id: Generated<number>;
  customer_id: number;
  is_main: Flag;
  account_type: 'main' | 'insider' | 'supplier';
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  status: 'active' | 'disabled';
  /** JSON array of Permission names; ignored for the main account. */
  permissions: string;
  guide_type_3: Flag;
  /** Language of the latest sign-in (en, zh_CN): mail about the account is written in it. */
  lang: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  account_id: number;
  customer_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string;
  user_agent: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  account_id: number;
  customer_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface WorkSlotsTable {
  bucket: string;
  slot: number;
  /** A random id of the task holding the slot. */
  holder: string;
  /** Epoch milliseconds when the lease runs out, even if its task never released it. */
  expires_at: ColumnType<number, number, number>;
}

export interface RateLimitsTable {
  bucket: string;
  /** Epoch milliseconds of the current window's start. */
  window_start: ColumnType<number, number, number>;
  hits: number;
}

/** Failed attempts of one subject (`login:<email>`, `ops-key`) from one client address, per window. */
export interface AuthFailuresTable {
  subject: string;
  ip: string;
  failures: number;
  /** Epoch milliseconds. */
  window_start: ColumnType<number, number, number>;
  last_failed_at: ColumnType<number, number, number>;
}

export interface NoticesTable {
  id: Generated<number>;
  /** null: published to every merchant. */
  customer_id: number | null;
  title: string;
  meta_title: string;
  description: string;
  publish_on_time: string;
  created_at: string;
}

export interface NoticeReadsTable {
  notice_id: number;
  account_id: number;
  customer_id: number;
  read_at: string;
}

export interface ContactsTable {
  id: Generated<number>;
  customer_id: number;
  role: 'sales_manager' | 'account_manager' | 'customer_service';
  name: string;
  email: string;
  phone: string;
  wechat: string;
  sort: number;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  transport: string;
  status: 'stored' | 'sent' | 'failed';
  error: string | null;
  created_at: string;
}

export interface UploadsTable {
  id: Generated<number>;
  customer_id: number;
  account_id: number;
  storage_key: string;
  original_name: string;
  mime: string;
  size: number;
  created_at: string;
}

export interface BasicConfigTable {
  cfg_name: string;
  value: string;
}

export interface AppVersionsTable {
  id: Generated<number>;
  project_type: number;
  platform: string;
  version: string;
  download_link: string;
  created_at: string;
}

export interface CountriesTable {
  code: string;
  name_en: string;
  name_cn: string;
  is_eu: Flag;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** Provider-wide reference data (no customer_id): every merchant sees the same rows. */
export interface ProductCategoriesTable {
  id: number;
  /** 0 for a top-level category. */
  parent_id: number;
  name_en: string;
  name_cn: string;
  sort: number;
}

export interface ProductPropertiesTable {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  is_dangerous: Flag;
  sort: number;
}

export interface PackMaterialsTable {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  type: 'exclusive' | 'common';
  chargeable: Flag;
  size: string;
  weight_g: number;
  /** USD minor units. */
  price: number;
  sort: number;
}

export interface WarehousesTable {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  country: string;
  address: string;
  is_active: Flag;
  sort: number;
}

export type CustomerRow = Selectable<CustomersTable>;
export type AccountRow = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NoticeRow = Selectable<NoticesTable>;
export type ContactRow = Selectable<ContactsTable>;
export type MailRow = Selectable<MailOutboxTable>;

/** A merchant's SKU. Money in cents; weight g and sides cm as doubles; `*_key` upper-cased for uniqueness. */
export interface ProductsTable {
  id: Generated<number>;
  customer_id: number;
  sku: string;
  sku_key: string;
  barcode: string | null;
  barcode_key: string | null;
  name_cn: string;
  name_en: string;
  alias: string;
  image_url: string;
  color: string;
  size: string;
  property_id: number;
  brand: string;
  hs_code: string;
  material_en: string;
  material_cn: string;
  purpose_en: string;
  purpose_cn: string;
  declared_value: number;
  export_unit_price: number | null;
  tax_refund: Flag;
  weight_g: number;
  length_cm: number;
  width_cm: number;
  height_cm: number;
  warning_quantity: number | null;
  scan_barcode: Flag;
  created_by: number;
  created_at: string;
  updated_at: string;
}

export interface ProductCategoryLinksTable {
  customer_id: number;
  product_id: number;
  category_id: number;
}

export interface ProductConsumablesTable {
  customer_id: number;
  product_id: number;
  pack_material_id: number;
}

/** Stock of one SKU in one warehouse; available = total − frozen (frozen: locked by uploaded orders). */
export interface ProductStockTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  warehouse_id: number;
  total: number;
  frozen: number;
  updated_at: string;
}

export interface ImportJobsTable {
  id: Generated<number>;
  customer_id: number;
  account_id: number;
  kind: string;
  file_name: string;
  total: number;
  succeeded: number;
  failed: number;
  failed_rows: string;
  created_at: string;
}

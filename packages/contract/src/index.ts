export * from './core/envelope';
export * from './core/error-codes';
export * from './core/lang';
export * from './core/operation';
export * from './core/sort-query';
export * from './core/validation-messages';
export * from './labels';
export * from './menu/menu-entry-schema';
export * from './menu/permissions';
export * from './menu/registry';
export * from './operations';
export { type Country, countrySchema, IMAGE_EXTENSIONS, IMAGE_TYPES } from './operations/common';
export { CURRENT_USER_PATH } from './operations/entry-paths';
export { type Notice, noticeSchema } from './operations/notice';
export { type CustomerSettings, customerSettingsSchema, type Mail, OPS_KEY_HEADER } from './operations/ops';
export {
  PRODUCT_SORT_FIELDS,
  type Product,
  type ProductBody,
  type ProductFilters,
  type ProductFormValues,
  productBodySchema,
  productFilterSchema,
  productFormSchema,
  productSchema,
  productSortSchema,
  type WarehouseStock,
} from './operations/product';
export {
  IMPORT_KINDS,
  type ImportFailure,
  type ImportKind,
  type ImportResult,
  importResultSchema,
  LABEL_SIZES,
  LABELS_MAX,
  type LabelSize,
} from './operations/product-files';
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
export { type ProductSearchItem, TRANSLATE_LANGS } from './operations/product-search';
export { type AccountSession, accountSessionSchema } from './operations/setting';
export { type CurrentUser, currentUserSchema } from './operations/user';
export * from './reads/stale-reads';
export * from './rules/account';
export * from './rules/account-values';
export * from './rules/id';
export * from './rules/import-files';
export * from './rules/sku';

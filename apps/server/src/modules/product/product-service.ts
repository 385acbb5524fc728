import type {
  ListResult,
  ParsedQueryOf,
  Product,
  ProductFilters,
  ProductListItem,
  product,
  productFilterSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { type Tx, transaction } from '../../db/transaction';
import type { CustomerRepository } from '../../identity/customer-repository';
import type { GrantedSkuRepository } from '../../identity/granted-sku-repository';
import { AppError } from '../../kernel/app-error';
import type { Viewer } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { ProductUsageRegistry } from '../../platform/product-usage';
import type { InventoryApi } from '../inventory';
import type { ProductReferenceApi } from '../product-reference';
import { createWithCode } from './code-claim';
import type { PackageRepository } from './packages/package-repository';
import type { ProductQuery, ProductRow, ProductViewRow } from './product-query';
import { imageReferenceProblem, ProductReferences } from './product-references';
import type { ProductRepository } from './product-repository';
import { codeKey, type ParsedProduct, toProductValues } from './product-values';
import { toProductListItems, toProducts } from './product-view';

type ParsedFilters = z.output<typeof productFilterSchema> & { ids?: number[] };
type ParsedListQuery = ParsedQueryOf<typeof product.getProductList>;
export type ProductSettings = { warning_quantity_enabled: 0 | 1; scan_barcode_enabled: 0 | 1 };

export type { ProductFilters };

/** What the SKU rules are built from: the module's repositories and what it uses of other modules and the core. */
export interface ProductServiceDeps {
  db: Db;
  products: ProductRepository;
  /** Stock is the inventory module's: read for the list and detail, checked and cleared when deleting. */
  inventory: InventoryApi;
  references: ProductReferenceApi;
  customers: CustomerRepository;
  usage: ProductUsageRegistry;
  clock: Clock;
  /** SKUs a SKU-limited sub-account creates join its grant. */
  grantedSkus: Pick<GrantedSkuRepository, 'addCreated'>;
  /** Packages' barcodes: a SKU may not take one (a scanner must find one thing). */
  packages: Pick<PackageRepository, 'takenBarcodeKeys'>;
}

/** The SKU rules of spec sections 3 and 5 that need the database: uniqueness, references, settings, usage. */
export class ProductService {
  private readonly products: ProductRepository;
  private indexedReferences: Promise<ProductReferences> | undefined;

  constructor(private readonly deps: ProductServiceDeps) {
    this.products = deps.products;
  }

  /**
   * The reference lists, for checking and naming what SKUs point to: indexed once per instance, since
   * only migrations write them (`ProductReferenceApi.lists`).
   */
  references(): Promise<ProductReferences> {
    this.indexedReferences ??= this.deps.references.lists().then(
      (lists) => new ProductReferences(lists),
      (error: unknown) => {
        this.indexedReferences = undefined;
        throw error;
      },
    );
    return this.indexedReferences;
  }

  async settings(viewer: Viewer): Promise<ProductSettings> {
    const flags = await this.deps.customers.flags(viewer.customerId);
    if (!flags) throw new AppError('SESSION_EXPIRED');
    return {
      warning_quantity_enabled: flags.warning_quantity_enabled,
      scan_barcode_enabled: flags.scan_barcode_enabled,
    };
  }

  /** Turns the list's filters into a repository query (shared by the list and the export). */
  resolveQuery(filters: ParsedFilters, references: ProductReferences): ProductQuery {
    const skus = filters.sku ?? [];
    const query: ProductQuery = {
      name: filters.name || undefined,
      barcode: filters.barcode || undefined,
      propertyId: filters.property_id,
      createdFrom: filters.created_from ? new Date(filters.created_from).toISOString() : undefined,
      createdTo: filters.created_to ? new Date(filters.created_to).toISOString() : undefined,
      ids: filters.ids,
    };
    if (skus.length === 1) query.skuPart = skus[0];
    else if (skus.length > 1) query.skuKeys = skus.map(codeKey);
    if (filters.category_id) query.categoryIds = references.subtree(filters.category_id);
    return query;
  }

  /** The SKU list's page: the columns it shows, with categories and stock (`productListItemSchema`). */
  async list(viewer: Viewer, query: ParsedListQuery): Promise<ListResult<ProductListItem>> {
    const references = await this.references();
    const resolved = this.resolveQuery(query, references);
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const order = query.sort_by ? { by: query.sort_by, order: query.sort_order } : undefined;
    const [total, rows] = await Promise.all([
      this.products.count(viewer, resolved),
      this.products.listPage(viewer, resolved, page, order),
    ]);
    const ids = rows.map((r) => r.id);
    const [categories, stock] = await Promise.all([
      this.products.categoryLinks(viewer, ids),
      this.deps.inventory.balancesOf(viewer, ids),
    ]);
    return { list: toProductListItems(rows, { categories, stock }, references), total };
  }

  /** At most `limit` SKUs of the filter, newest first, and how many the filter matched in all. */
  async matching(viewer: Viewer, filters: ParsedFilters, limit: number): Promise<{ rows: Product[]; total: number }> {
    const references = await this.references();
    const resolved = this.resolveQuery(filters, references);
    const total = await this.products.count(viewer, resolved);
    if (total === 0 || total > limit) return { rows: [], total };
    const rows = await this.products.list(viewer, resolved, { offset: 0, limit });
    return { rows: await this.withRelations(viewer, rows, references), total };
  }

  private async withRelations(
    viewer: Viewer,
    rows: ProductViewRow[],
    references: ProductReferences,
  ): Promise<Product[]> {
    const ids = rows.map((r) => r.id);
    const [links, stock] = await Promise.all([
      this.products.links(viewer, ids),
      this.deps.inventory.balancesOf(viewer, ids),
    ]);
    return toProducts(rows, { links, stock }, references);
  }

  async detail(viewer: Viewer, id: number): Promise<Product> {
    const [row, references] = await Promise.all([this.products.find(viewer, id), this.references()]);
    if (!row) throw new AppError('NOT_FOUND');
    const [product] = await this.withRelations(viewer, [row], references);
    return product as Product;
  }

  async save(viewer: Viewer, body: ParsedProduct & { id?: number; updated_at?: string }) {
    const references = await this.references();
    const fields = references.fieldProblems(body, viewer.customerId);
    if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
    const settings = await this.settings(viewer);
    const at = this.deps.clock.now().toISOString();
    const { values, links } = toProductValues(body);
    const barcodeTaken = async (tx: Tx, exceptId?: number) =>
      values.barcode_key ? (await this.takenBarcodeKeys(viewer, [values.barcode_key], exceptId, tx)).size > 0 : false;
    if (body.id === undefined) {
      assertSettingsAllow(settings, body);
      // A barcode taken meanwhile loses at its unique index too: "UPC already exists".
      return createWithCode(this.deps, viewer, values.sku_key, 'UPC_EXISTS', async (tx) => {
        if (await barcodeTaken(tx)) throw new AppError('UPC_EXISTS');
        const [id] = await this.insertNew(tx, viewer, [{ values, links }], at);
        return { id: id as number, updated_at: at };
      });
    }
    const id = body.id;
    try {
      return await transaction(this.deps.db, async (tx) => {
        const current = await this.products.find(viewer, id, tx);
        if (!current) throw new AppError('NOT_FOUND');
        if (current.sku !== body.sku) throw new AppError('SKU_IMMUTABLE');
        if (body.updated_at && body.updated_at !== current.updated_at) throw new AppError('CONFLICT');
        assertSettingsAllow(settings, body, current);
        if (await barcodeTaken(tx, current.id)) throw new AppError('UPC_EXISTS');
        const { sku: _sku, sku_key: _key, ...changes } = values;
        await this.products.update(viewer, current.id, { ...changes, updated_at: at }, links, tx);
        return { id: current.id, updated_at: at };
      });
    } catch (error) {
      // The code is fixed once created, so an edit can only lose a barcode race.
      if (isUniqueViolation(error)) throw new AppError('UPC_EXISTS', { cause: error });
      throw error;
    }
  }

  /** Upper-cased barcodes already used by another of the merchant's SKUs or by one of its packages. */
  async takenBarcodeKeys(viewer: Viewer, keys: string[], exceptProductId?: number, tx?: Tx): Promise<Set<string>> {
    const [bySku, byPackage] = await Promise.all([
      this.products.takenBarcodeKeys(viewer, keys, exceptProductId, tx),
      this.deps.packages.takenBarcodeKeys(viewer, keys, undefined, tx),
    ]);
    return new Set([...bySku, ...byPackage]);
  }

  /** New SKUs, granted to the SKU-limited account that creates them (the form's save and the import). */
  async insertNew(tx: Tx, viewer: Viewer, items: Parameters<ProductRepository['insertMany']>[1], at: string) {
    const ids = await this.products.insertMany(viewer, items, at, tx);
    await this.deps.grantedSkus.addCreated(tx, viewer, ids);
    return ids;
  }

  async updateImage(viewer: Viewer, id: number, imageUrl: string) {
    const problem = imageReferenceProblem(imageUrl, viewer.customerId);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'image_url', message: problem }] });
    }
    const updated = await this.products.updateImage(viewer, id, imageUrl, this.deps.clock.now().toISOString());
    if (!updated) throw new AppError('NOT_FOUND');
    return { id, image_url: imageUrl };
  }

  /** All or none: any SKU that is not the merchant's, holds stock or is in use refuses the whole request, naming those SKUs. */
  async remove(viewer: Viewer, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw new AppError('NO_SELECTED_DATA');
    return transaction(this.deps.db, async (tx) => {
      const owned = await this.products.byIds(viewer, unique, tx);
      if (owned.length !== unique.length) throw new AppError('NOT_FOUND');
      const inUse = await this.deps.usage.skusInUse(tx, viewer.customerId, unique);
      if (inUse.length) throw new AppError('SKU_IN_USE', { blockers: inUse });
      const withStock = new Set(await this.deps.inventory.productIdsWithStock(tx, viewer, unique));
      if (withStock.size) {
        throw new AppError('SKU_HAS_STOCK', {
          blockers: owned.filter((row) => withStock.has(row.id)).map((row) => row.sku),
        });
      }
      await this.deps.inventory.removeEmptyBalances(tx, viewer, unique);
      return { deleted: await this.products.deleteMany(viewer, unique, tx) };
    });
  }
}

/**
 * Warning quantity and scan-barcode are switched on per merchant by customer service (spec 6);
 * until then a save may only keep what is stored (nothing, for a new SKU).
 */
function assertSettingsAllow(
  settings: ProductSettings,
  product: ParsedProduct,
  current?: Pick<ProductRow, 'warning_quantity' | 'scan_barcode'>,
): void {
  const warning = current?.warning_quantity ?? null;
  const scan = current?.scan_barcode ?? 0;
  if (!settings.warning_quantity_enabled && product.warning_quantity !== warning) {
    throw new AppError('SETTING_NOT_ENABLED');
  }
  if (!settings.scan_barcode_enabled && product.scan_barcode !== scan) throw new AppError('SETTING_NOT_ENABLED');
}

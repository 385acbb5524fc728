import type { Lang, ListResult, Product, ProductFilters } from '@portal/contract';
import { type ParsedQueryOf, type product, type productFilterSchema, validationMessage } from '@portal/contract';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import type { Viewer } from '../../http/viewer';
import type { Clock } from '../../platform/clock';
import type { ProductUsageRegistry } from '../../platform/product-usage';
import { imageReferenceProblem, ProductReferences } from './product-references';
import type { ProductRelationsRepository } from './product-relations-repository';
import type { ProductQuery, ProductRepository, ProductRow } from './product-repository';
import { codeKey, type ParsedProduct, toProductValues } from './product-values';
import { toProducts } from './product-view';

type ParsedFilters = z.output<typeof productFilterSchema> & { ids?: number[] };
type ParsedListQuery = ParsedQueryOf<typeof product.getProductList>;
type Settings = { warning_quantity_enabled: 0 | 1; scan_barcode_enabled: 0 | 1 };

export type { ProductFilters };

/** The SKU rules of spec sections 3 and 5 that need the database: uniqueness, references, settings, usage. */
export class ProductService {
  constructor(
    private readonly repository: ProductRepository,
    private readonly relations: ProductRelationsRepository,
    private readonly usage: ProductUsageRegistry,
    private readonly clock: Clock,
  ) {}

  settings(viewer: Viewer): Promise<Settings> {
    return this.repository.customerSettings(viewer);
  }

  /** Turns the list's filters into a repository query (shared by the list and the export). */
  async resolveQuery(filters: ParsedFilters): Promise<ProductQuery> {
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
    if (filters.category_id) {
      query.categoryIds = (await ProductReferences.load(this.repository)).subtree(filters.category_id);
    }
    return query;
  }

  async list(viewer: Viewer, query: ParsedListQuery): Promise<ListResult<Product>> {
    const resolved = await this.resolveQuery(query);
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const order = query.sort_by ? { by: query.sort_by, order: query.sort_order } : undefined;
    const [total, rows] = await Promise.all([
      this.repository.count(viewer, resolved),
      this.repository.list(viewer, resolved, page, order),
    ]);
    return { list: await this.withRelations(viewer, rows), total };
  }

  /** At most `limit` SKUs of the filter, newest first, and how many the filter matched in all. */
  async matching(viewer: Viewer, filters: ParsedFilters, limit: number): Promise<{ rows: Product[]; total: number }> {
    const resolved = await this.resolveQuery(filters);
    const total = await this.repository.count(viewer, resolved);
    if (total === 0 || total > limit) return { rows: [], total };
    const rows = await this.repository.list(viewer, resolved, { offset: 0, limit });
    return { rows: await this.withRelations(viewer, rows), total };
  }

  async withRelations(viewer: Viewer, rows: ProductRow[]): Promise<Product[]> {
    const relations = await this.relations.load(
      viewer,
      rows.map((r) => r.id),
    );
    return toProducts(rows, relations);
  }

  async detail(viewer: Viewer, id: number): Promise<Product> {
    const row = await this.repository.find(viewer, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [product] = await this.withRelations(viewer, [row]);
    return product as Product;
  }

  async save(viewer: Viewer, body: ParsedProduct & { id?: number; updated_at?: string }, lang: Lang) {
    const references = await ProductReferences.load(this.repository);
    const fields = references.fieldErrors(body, viewer.customerId, lang);
    if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
    const settings = await this.repository.customerSettings(viewer);
    const at = this.clock.now().toISOString();
    const { values, links } = toProductValues(body);
    try {
      return await this.repository.transaction(async (trx) => {
        const barcodeTaken = async (exceptId?: number) =>
          values.barcode_key
            ? (await this.repository.takenBarcodeKeys(viewer, [values.barcode_key], exceptId, trx)).size > 0
            : false;
        if (body.id !== undefined) {
          const current = await this.repository.find(viewer, body.id, trx);
          if (!current) throw new AppError('NOT_FOUND');
          if (current.sku !== body.sku) throw new AppError('SKU_IMMUTABLE');
          if (body.updated_at && body.updated_at !== current.updated_at) throw new AppError('CONFLICT');
          assertSettingsAllow(settings, body, current);
          if (await barcodeTaken(current.id)) throw new AppError('UPC_EXISTS');
          const { sku: _sku, sku_key: _key, ...changes } = values;
          await this.repository.update(viewer, current.id, { ...changes, updated_at: at }, links, trx);
          return { id: current.id, updated_at: at };
        }
        assertSettingsAllow(settings, body);
        if ((await this.repository.takenSkuKeys(viewer, [values.sku_key], trx)).size) throw new AppError('SKU_EXISTS');
        if (await barcodeTaken()) throw new AppError('UPC_EXISTS');
        const [id] = await this.repository.insertMany(viewer, [{ values, links }], at, trx);
        return { id: id as number, updated_at: at };
      });
    } catch (error) {
      // Two saves of the same code at once: the unique index decides, the loser hears which code.
      if (isUniqueViolation(error)) {
        const skuTaken = (await this.repository.takenSkuKeys(viewer, [values.sku_key])).size > 0;
        throw new AppError(body.id === undefined && skuTaken ? 'SKU_EXISTS' : 'UPC_EXISTS', { cause: error });
      }
      throw error;
    }
  }

  async updateImage(viewer: Viewer, id: number, imageUrl: string, lang: Lang) {
    const problem = imageReferenceProblem(imageUrl, viewer.customerId);
    if (problem) {
      throw new AppError('VALIDATION_FAILED', {
        fields: [{ field: 'image_url', message: validationMessage(problem, lang) }],
      });
    }
    const updated = await this.repository.updateImage(viewer, id, imageUrl, this.clock.now().toISOString());
    if (!updated) throw new AppError('NOT_FOUND');
    return { id, image_url: imageUrl };
  }

  /** All or none: any SKU that is not the merchant's, holds stock or is in use refuses the whole request. */
  async remove(viewer: Viewer, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw new AppError('NO_SELECTED_DATA');
    return this.repository.transaction(async (trx) => {
      const owned = await this.repository.ownedIds(viewer, unique, trx);
      if (owned.length !== unique.length) throw new AppError('NOT_FOUND');
      if ((await this.usage.skusInUse(trx, viewer.customerId, unique)).length) throw new AppError('SKU_IN_USE');
      if ((await this.repository.skusWithStock(viewer, unique, trx)).length) throw new AppError('SKU_HAS_STOCK');
      return { deleted: await this.repository.deleteMany(viewer, unique, trx) };
    });
  }
}

/**
 * Warning quantity and scan-barcode are switched on per merchant by customer service (spec 6);
 * until then a save may only keep what is stored (nothing, for a new SKU).
 */
function assertSettingsAllow(
  settings: Settings,
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

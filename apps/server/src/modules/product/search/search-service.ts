import { allows, type ListResult, type Permission, type ProductSearchItem } from '@portal/contract';
import { AppError } from '../../../kernel/app-error';
import type { Viewer } from '../../../kernel/viewer';
import type { InventoryApi } from '../../inventory';
import type { ProductReferences } from '../product-references';
import type { ProductService } from '../product-service';
import type { SearchRow, SkuSearchRepository } from './sku-search-repository';

/** The screens that pick SKUs from this search: the SKU list, order creation and inbound booking. */
const SEARCH_PERMISSIONS: readonly Permission[] = ['product', 'order', 'inbound'];

export interface SearchParams {
  warehouse_id: number;
  keyword?: string;
  in_stock_only: 0 | 1;
  page: number;
  page_size: number;
}

/** commonProductListForSearch: SKUs by keyword with their available stock in one warehouse. */
export class SearchService {
  constructor(
    private readonly repository: Pick<SkuSearchRepository, 'search' | 'searchCount'>,
    private readonly products: ProductService,
    private readonly inventory: InventoryApi,
  ) {}

  async search(viewer: Viewer, params: SearchParams): Promise<ListResult<ProductSearchItem>> {
    if (!SEARCH_PERMISSIONS.some((permission) => allows(viewer, permission))) {
      throw new AppError('PERMISSION_DENIED');
    }
    const references = await this.products.references();
    if (!references.warehouseById.has(params.warehouse_id)) throw new AppError('NOT_FOUND');
    const query = {
      stock: this.inventory.availableStockSubquery(viewer, params.warehouse_id),
      keyword: params.keyword || undefined,
      inStockOnly: params.in_stock_only === 1,
    };
    const [total, rows] = await Promise.all([
      this.repository.searchCount(viewer, query),
      this.repository.search(viewer, query, {
        offset: (params.page - 1) * params.page_size,
        limit: params.page_size,
      }),
    ]);
    return { list: rows.map((row) => toSearchItem(row, references)), total };
  }
}

function toSearchItem(row: SearchRow, references: ProductReferences): ProductSearchItem {
  return {
    id: row.id,
    sku: row.sku,
    name_cn: row.name_cn,
    name_en: row.name_en,
    barcode: row.barcode,
    image_url: row.image_url,
    hs_code: row.hs_code,
    declared_value: row.declared_value,
    weight_g: row.weight_g,
    length_cm: row.length_cm,
    width_cm: row.width_cm,
    height_cm: row.height_cm,
    property: references.propertyById.get(row.property_id) ?? null,
    available: row.available,
  };
}

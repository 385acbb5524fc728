import type { AliasedSelectQueryBuilder } from 'kysely';
import type { TenantScope } from '../kernel/viewer';

/** What the stock screens show and filter of a SKU: the product module's columns, read-only. */
export interface SkuCatalogueRow {
  id: number;
  sku: string;
  /** The SKU code upper-cased: what a search matches and the list sorts by. */
  sku_key: string;
  name_cn: string;
  name_en: string;
  image_url: string;
  warning_quantity: number | null;
}

/**
 * One merchant's SKUs as a subquery named `sku_catalogue`, for another module's repository to join;
 * for a SKU-limited scope, only the SKUs it reaches (`db/sku-scope.ts`).
 */
export type SkuCatalogueSubquery = AliasedSelectQueryBuilder<SkuCatalogueRow, 'sku_catalogue'>;

/**
 * The way the inventory module reads SKU codes, names and warning quantities without importing the
 * product module (which imports inventory): the product module provides the subquery when its
 * routes are built (`products` keeps one author of its SQL), the inventory repository joins it.
 */
export class SkuCatalogue {
  private source: ((scope: TenantScope) => SkuCatalogueSubquery) | undefined;

  provide(source: (scope: TenantScope) => SkuCatalogueSubquery): void {
    this.source = source;
  }

  of(scope: TenantScope): SkuCatalogueSubquery {
    if (!this.source) throw new Error('no module provides the SKU catalogue (the product module is not loaded)');
    return this.source(scope);
  }
}

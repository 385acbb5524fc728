import { skuVolumeM3 } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { InventoryApi } from '../inventory';
import { packageAvailability } from './packages/package-availability';
import type { PackageRepository } from './packages/package-repository';
import type { ProductRow } from './product-query';
import type { ProductRepository } from './product-repository';
import { codeKey } from './product-values';
import type { SkuMeasuresRepository } from './sku-measures-repository';

/**
 * What another module needs of a SKU to reference it: a packing-list line, or an order line, which
 * keeps a copy of the SKU as it was when the order was saved (spec 3 "Order SKU line").
 */
export type SkuSummary = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'name_en'
  | 'name_cn'
  | 'barcode'
  | 'declared_value'
  | 'weight_g'
  | 'length_cm'
  | 'width_cm'
  | 'height_cm'
  | 'image_url'
  | 'property_id'
  | 'hs_code'
  | 'color'
  | 'size'
>;

/**
 * A package as an order line names it (issue 27): its code and names, and its components — each a
 * `SkuSummary` with its units per package, in the order the merchant listed them.
 */
export interface PackageSummary {
  id: number;
  code: string;
  name_en: string;
  name_cn: string;
  image_url: string;
  components: { sku: SkuSummary; quantity: number }[];
}

/** What an order line's code names: one of the merchant's SKUs, or one of its packages. */
export type LineGoods = { sku: SkuSummary; package?: undefined } | { sku?: undefined; package: PackageSummary };

const VOLUME_CHUNK = 900;
/** Packages whose availability is worked out per round trip: bounds the components' and balances' id lists. */
const PACKAGE_CHUNK = 200;

function summaryOf(row: ProductRow): SkuSummary {
  return {
    id: row.id,
    sku: row.sku,
    name_en: row.name_en,
    name_cn: row.name_cn,
    barcode: row.barcode,
    declared_value: row.declared_value,
    weight_g: row.weight_g,
    length_cm: row.length_cm,
    width_cm: row.width_cm,
    height_cm: row.height_cm,
    image_url: row.image_url,
    property_id: row.property_id,
    hs_code: row.hs_code,
    color: row.color,
    size: row.size,
  };
}

/** One SKU's stock in one warehouse, as the Open API lists it. */
export interface StockLine {
  sku: string;
  warehouseId: number;
  onHand: number;
  locked: number;
  available: number;
}

/** Which stock rows to list: one SKU (any case) and one warehouse, either optional; a page of them. */
export interface StockLineQuery {
  sku?: string;
  warehouseId?: number;
  page: number;
  pageSize: number;
}

export interface AvailableStock {
  productId: number;
  /** on hand − locked in the warehouse: what a new order can still take. */
  available: number;
}

/** What one package can make in one warehouse now (`packageAvailability`). */
export interface AvailablePackage {
  packageId: number;
  code: string;
  available: number;
}

/**
 * The reads other modules may make of the merchant's SKUs (orders and inbound bookings name SKUs
 * by code and check stock), always within one merchant. Written for those callers; the product
 * module's own screens use its service.
 */
export class ProductApi {
  constructor(
    private readonly products: ProductRepository,
    private readonly measures: SkuMeasuresRepository,
    private readonly inventory: InventoryApi,
    private readonly packages: PackageRepository,
  ) {}

  /** The merchant's SKUs with these codes (any case); codes the merchant does not have are absent. */
  async findBySkus(scope: TenantScope, skus: string[]): Promise<SkuSummary[]> {
    const ids = await this.products.idsBySkuKey(scope, [...new Set(skus.map(codeKey))]);
    const rows = await this.products.byIds(scope, [...ids.values()]);
    return rows.map(summaryOf);
  }

  /**
   * What each code of an order's lines names, by upper-cased code: a SKU, or else a package (SKUs and
   * packages share one set of codes, so a code is never both). The one look-up every order writer
   * makes — the form, the Excel import, the Open API and the shop connections. Codes of neither (or
   * beyond a SKU-limited account's SKUs) are absent.
   */
  async findLineGoods(scope: TenantScope, codes: string[]): Promise<Map<string, LineGoods>> {
    const found = new Map<string, LineGoods>();
    for (const sku of await this.findBySkus(scope, codes)) found.set(codeKey(sku.sku), { sku });
    const rest = codes.filter((code) => !found.has(codeKey(code)));
    for (const item of await this.findPackages(scope, rest)) found.set(codeKey(item.code), { package: item });
    return found;
  }

  /**
   * The merchant's packages with these codes (any case) and their components; codes of no package are
   * absent, and so is a package a SKU-limited account does not reach (a component beyond its SKUs).
   */
  async findPackages(scope: TenantScope, codes: string[]): Promise<PackageSummary[]> {
    const keys = [...new Set(codes.map(codeKey))];
    if (!keys.length) return [];
    const rows = await this.packages.list(scope, { codeKeys: keys }, { offset: 0, limit: keys.length });
    const components = await this.packages.componentsOf(
      scope,
      rows.map((row) => row.id),
    );
    const skus = new Map(
      (
        await this.products.byIds(
          scope,
          components.map((component) => component.product_id),
        )
      ).map((row) => [row.id, summaryOf(row)]),
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      name_en: row.name_en,
      name_cn: row.name_cn,
      image_url: row.image_url,
      components: components.flatMap((component) => {
        const sku = skus.get(component.product_id);
        return component.package_id === row.id && sku ? [{ sku, quantity: component.quantity }] : [];
      }),
    }));
  }

  /**
   * One unit's volume in m³ (length × width × height in cm ÷ 1,000,000) of SKUs by id, read in chunks
   * so a long list stays under the engines' bound-parameter limits. Across merchants: the storage job
   * has the ids from the merchants' own stock layers.
   */
  async unitVolumes(productIds: number[], tx?: Tx): Promise<Map<number, number>> {
    const volumes = new Map<number, number>();
    const ids = [...new Set(productIds)];
    for (let start = 0; start < ids.length; start += VOLUME_CHUNK) {
      for (const row of await this.measures.dimensionsOf(ids.slice(start, start + VOLUME_CHUNK), tx)) {
        volumes.set(Number(row.id), skuVolumeM3(Number(row.length_cm), Number(row.width_cm), Number(row.height_cm)));
      }
    }
    return volumes;
  }

  /** The codes of the merchant's SKUs by id (a shop's stock push names SKUs by code); ids not the merchant's are absent. */
  async codesOf(scope: TenantScope, productIds: number[]): Promise<Map<number, string>> {
    const rows = await this.products.byIds(scope, [...new Set(productIds)]);
    return new Map(rows.map((row) => [row.id, row.sku]));
  }

  /** Available stock of these SKUs in one warehouse (0 for a SKU it holds none of). */
  async availableIn(scope: TenantScope, warehouseId: number, productIds: number[]): Promise<AvailableStock[]> {
    const balances = await this.inventory.balancesIn(scope, warehouseId, productIds);
    return balances.map(({ productId, available }) => ({ productId, available }));
  }

  /**
   * What every package holding any of these SKUs can make in one warehouse, by package id: after
   * those SKUs moved, the packages whose availability may have changed (the shops' stock push). The
   * rule is `packageAvailability`'s, over the components' balances in that warehouse (a component
   * never stocked there makes 0).
   */
  async packagesAvailableIn(
    scope: TenantScope,
    warehouseId: number,
    productIds: number[],
  ): Promise<AvailablePackage[]> {
    const holding = await this.packages.holding(scope, [...new Set(productIds)]);
    const found: AvailablePackage[] = [];
    for (let start = 0; start < holding.length; start += PACKAGE_CHUNK) {
      const chunk = holding.slice(start, start + PACKAGE_CHUNK);
      const components = await this.packages.componentsOf(
        scope,
        chunk.map((row) => row.id),
      );
      const balances = new Map(
        (
          await this.inventory.balancesIn(scope, warehouseId, [
            ...new Set(components.map((component) => component.product_id)),
          ])
        ).map((balance) => [balance.productId, balance]),
      );
      const byPackage = new Map<number, typeof components>();
      for (const component of components) {
        const own = byPackage.get(component.package_id);
        if (own) own.push(component);
        else byPackage.set(component.package_id, [component]);
      }
      for (const row of chunk) {
        const own = byPackage.get(row.id) ?? [];
        const { total } = packageAvailability(
          own.map((component) => ({ productId: component.product_id, quantity: component.quantity })),
          own.flatMap((component) => balances.get(component.product_id) ?? []),
        );
        found.push({ packageId: row.id, code: row.code, available: total });
      }
    }
    return found;
  }

  /** A page of the merchant's stock per SKU and warehouse (the Open API's stock list). */
  async stockLines(scope: TenantScope, query: StockLineQuery): Promise<{ lines: StockLine[]; total: number }> {
    let productId: number | undefined;
    if (query.sku !== undefined) {
      productId = (await this.products.idsBySkuKey(scope, [codeKey(query.sku)])).get(codeKey(query.sku));
      if (productId === undefined) return { lines: [], total: 0 };
    }
    const { balances, total } = await this.inventory.balancePage(scope, {
      productId,
      warehouseId: query.warehouseId,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const skus = new Map(
      (await this.products.byIds(scope, [...new Set(balances.map((b) => b.productId))])).map((p) => [p.id, p.sku]),
    );
    const lines = balances.map(({ productId: id, warehouseId, onHand, locked, available }) => ({
      sku: skus.get(id) ?? '',
      warehouseId,
      onHand,
      locked,
      available,
    }));
    return { lines, total };
  }
}

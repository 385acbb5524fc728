import {
  allows,
  type FieldProblem,
  type ListResult,
  type Package,
  type PackageSearchItem,
  type ParsedQueryOf,
  type Permission,
  type packageCreateSchema,
  type packageUpdateSchema,
  type product,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { isUniqueViolation } from '../../../db/errors';
import { transaction } from '../../../db/transaction';
import { AppError } from '../../../kernel/app-error';
import type { TenantScope, Viewer } from '../../../kernel/viewer';
import type { Clock } from '../../../platform/clock';
import type { PackageUsageRegistry } from '../../../platform/package-usage';
import type { InventoryApi } from '../../inventory';
import { createWithCode } from '../code-claim';
import { imageReferenceProblem, type ProductReferences } from '../product-references';
import type { ProductRepository } from '../product-repository';
import { codeKey } from '../product-values';
import { unknownSkuProblem } from '../unknown-sku-problem';
import type { ComponentValues, PackageQuery, PackageRepository, PackageValues } from './package-repository';
import { toPackages } from './package-view';

type ParsedCreate = z.output<typeof packageCreateSchema>;
type ParsedUpdate = z.output<typeof packageUpdateSchema>;
type ParsedListQuery = ParsedQueryOf<typeof product.getPackageList>;
type ParsedSearchQuery = ParsedQueryOf<typeof product.packageListForSearch>;
type ParsedExportQuery = ParsedQueryOf<typeof product.exportPackages>;

/** The screens that pick packages as order lines: the package screens' right, or the orders'. */
const SEARCH_PERMISSIONS: readonly Permission[] = ['product', 'order'];

export interface PackageServiceDeps {
  db: Db;
  packages: PackageRepository;
  /** Components are the module's SKUs: resolved by code, named by their rows. */
  products: ProductRepository;
  /** Availability is read from the inventory module's balances, through its public surface. */
  inventory: InventoryApi;
  /** The warehouses, to name and order a package's stock (read once per instance). */
  references: () => Promise<ProductReferences>;
  clock: Clock;
  /** Which packages orders name (the order module registers it): the edit and delete rules ask. */
  usage: PackageUsageRegistry;
}

/** The package rules of docs/server/packages.md that need the database: codes, components, barcodes, availability. */
export class PackageService {
  constructor(private readonly deps: PackageServiceDeps) {}

  async list(viewer: Viewer, query: ParsedListQuery): Promise<ListResult<Package>> {
    const resolved = await this.resolveQuery(viewer, query);
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [total, rows] = await Promise.all([
      this.deps.packages.count(viewer, resolved),
      this.deps.packages.list(viewer, resolved, page),
    ]);
    return { list: await this.view(viewer, rows), total };
  }

  /** The export's rows: the list's filters (or the ticked ids among them), all of them when at most `limit` match. */
  async matching(viewer: Viewer, query: ParsedExportQuery, limit: number): Promise<{ rows: Package[]; total: number }> {
    const resolved = await this.resolveQuery(viewer, query);
    if (query.ids) resolved.ids = query.ids;
    const total = await this.deps.packages.count(viewer, resolved);
    if (total === 0 || total > limit) return { rows: [], total };
    const rows = await this.deps.packages.list(viewer, resolved, { offset: 0, limit });
    return { rows: await this.view(viewer, rows), total };
  }

  /**
   * The order form's picker (packageListForSearch): packages by part of their code, barcode or name,
   * each with what the chosen warehouse can make of it (the list's availability, read for that warehouse).
   */
  async search(viewer: Viewer, query: ParsedSearchQuery): Promise<ListResult<PackageSearchItem>> {
    if (!SEARCH_PERMISSIONS.some((permission) => allows(viewer, permission))) {
      throw new AppError('PERMISSION_DENIED');
    }
    const references = await this.deps.references();
    if (!references.warehouseById.has(query.warehouse_id)) throw new AppError('NOT_FOUND');
    const resolved: PackageQuery = { keyword: query.keyword || undefined };
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [total, rows] = await Promise.all([
      this.deps.packages.count(viewer, resolved),
      this.deps.packages.list(viewer, resolved, page),
    ]);
    const list = (await this.view(viewer, rows)).map((item) => ({
      id: item.id,
      code: item.code,
      name_cn: item.name_cn,
      name_en: item.name_en,
      barcode: item.barcode,
      image_url: item.image_url,
      components: item.components.map(({ product_id, sku, name_en, name_cn, quantity }) => ({
        product_id,
        sku,
        name_en,
        name_cn,
        quantity,
      })),
      available: item.stock.find((stock) => stock.warehouse_id === query.warehouse_id)?.available ?? 0,
    }));
    return { list, total };
  }

  async detail(viewer: Viewer, id: number): Promise<Package> {
    const row = await this.deps.packages.find(viewer, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await this.view(viewer, [row]);
    return view as Package;
  }

  async create(viewer: Viewer, body: ParsedCreate): Promise<{ id: number; updated_at: string }> {
    const at = this.deps.clock.now().toISOString();
    const key = codeKey(body.code);
    // A barcode taken meanwhile loses at its unique index too: "UPC already exists".
    return createWithCode(this.deps, viewer, key, 'UPC_EXISTS', async (tx) => {
      const item = await this.checked(viewer, body, undefined, tx);
      const id = await this.deps.packages.insert(tx, viewer, { code: body.code, codeKey: key, ...item }, at);
      return { id, updated_at: at };
    });
  }

  async update(viewer: Viewer, body: ParsedUpdate): Promise<{ id: number; updated_at: string }> {
    const at = this.deps.clock.now().toISOString();
    try {
      return await transaction(this.deps.db, async (tx) => {
        const current = await this.deps.packages.find(viewer, body.id, tx);
        if (!current) throw new AppError('NOT_FOUND');
        if (body.updated_at && body.updated_at !== current.updated_at) throw new AppError('CONFLICT');
        const item = await this.checked(viewer, body, current.id, tx);
        // Orders not yet shipped lock and will deduct the components they were saved with: those stay.
        const before = await this.deps.packages.componentsOf(viewer, [current.id], tx);
        if (!sameComponents(before, item.components)) {
          const held = await this.deps.usage.packagesInUse(tx, viewer.customerId, [current.id], 'open');
          if (held.length) throw new AppError('PACKAGE_ON_OPEN_ORDERS', { blockers: [current.code] });
        }
        await this.deps.packages.update(tx, viewer, current.id, item, at);
        return { id: current.id, updated_at: at };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('UPC_EXISTS', { cause: error });
      throw error;
    }
  }

  /** All or none: a package that is not the merchant's (or beyond a limited account's SKUs) refuses the request. */
  async remove(viewer: Viewer, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw new AppError('NO_SELECTED_DATA');
    return transaction(this.deps.db, async (tx) => {
      const owned = await this.deps.packages.byIds(viewer, unique, tx);
      if (owned.length !== unique.length) throw new AppError('NOT_FOUND');
      // The spec's in-use refusal, as for SKUs: an order names the package for good (its history, its copies).
      const used = new Set(await this.deps.usage.packagesInUse(tx, viewer.customerId, unique, 'any'));
      const blockers = owned.filter((row) => used.has(row.id)).map((row) => row.code);
      if (blockers.length) throw new AppError('SKU_IN_USE', { blockers });
      return { deleted: await this.deps.packages.deleteMany(tx, viewer, unique) };
    });
  }

  /** For deleting SKUs (`core.productUsage`): the codes of the SKUs among `productIds` a package holds. */
  async skusInPackages(
    tx: Parameters<PackageRepository['productIdsInPackages']>[0],
    customerId: number,
    ids: number[],
  ) {
    const held = await this.deps.packages.productIdsInPackages(tx, customerId, ids);
    if (!held.length) return [];
    return (await this.deps.products.byIds({ customerId }, held, tx)).map((row) => row.sku);
  }

  /**
   * The fields and components of a save, checked: the image is the merchant's upload, every
   * component an existing SKU the account reaches (a package's code says it is a package), the
   * barcode used by no SKU and no other package. Refusals name the field.
   */
  private async checked(
    viewer: Viewer,
    body: ParsedCreate | ParsedUpdate,
    packageId: number | undefined,
    tx: Parameters<PackageRepository['find']>[2],
  ): Promise<{ values: PackageValues; components: ComponentValues[] }> {
    const fields: FieldProblem[] = [];
    const image = imageReferenceProblem(body.image_url, viewer.customerId);
    if (image) fields.push({ field: 'image_url', message: image });
    const keys = body.components.map((component) => codeKey(component.sku));
    const ids = await this.deps.products.idsBySkuKey(viewer, keys, tx);
    const missing = keys.filter((key) => !ids.has(key));
    const holders = missing.length ? await this.deps.products.takenCodes(viewer, missing, tx) : new Map();
    body.components.forEach((component, index) => {
      const key = keys[index] as string;
      if (ids.has(key)) return;
      const field = `components.${index}.sku`;
      fields.push(
        holders.get(key) === 'package'
          ? { field, message: 'v.packageInPackage', params: { sku: component.sku } }
          : unknownSkuProblem(viewer, field, component.sku),
      );
    });
    if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
    const barcodeKey = body.barcode ? codeKey(body.barcode) : null;
    if (barcodeKey) {
      const [bySku, byPackage] = await Promise.all([
        this.deps.products.takenBarcodeKeys(viewer, [barcodeKey], undefined, tx),
        this.deps.packages.takenBarcodeKeys(viewer, [barcodeKey], packageId, tx),
      ]);
      if (bySku.size || byPackage.size) throw new AppError('UPC_EXISTS');
    }
    return {
      values: {
        name_en: body.name_en,
        name_cn: body.name_cn,
        barcode: body.barcode,
        barcode_key: barcodeKey,
        image_url: body.image_url,
        packing_note: body.packing_note,
        assembly: body.assembly,
      },
      components: body.components.map((component, index) => ({
        productId: ids.get(keys[index] as string) as number,
        quantity: component.quantity,
      })),
    };
  }

  private async resolveQuery(
    scope: TenantScope,
    query: Omit<ParsedListQuery, 'page' | 'page_size'>,
  ): Promise<PackageQuery> {
    const codes = query.code ?? [];
    const resolved: PackageQuery = {
      name: query.name || undefined,
      barcode: query.barcode || undefined,
      assembly: query.assembly,
      createdFrom: query.created_from ? new Date(query.created_from).toISOString() : undefined,
      createdTo: query.created_to ? new Date(query.created_to).toISOString() : undefined,
    };
    if (codes.length === 1) resolved.codePart = codes[0];
    else if (codes.length > 1) resolved.codeKeys = codes.map(codeKey);
    if (query.component_sku) {
      const key = codeKey(query.component_sku);
      resolved.componentProductIds = [(await this.deps.products.idsBySkuKey(scope, [key])).get(key) ?? 0];
    }
    return resolved;
  }

  /** Package rows with their components' codes and names, and availability from the inventory's balances. */
  private async view(scope: TenantScope, rows: Awaited<ReturnType<PackageRepository['list']>>): Promise<Package[]> {
    if (!rows.length) return [];
    const components = await this.deps.packages.componentsOf(
      scope,
      rows.map((row) => row.id),
    );
    const productIds = [...new Set(components.map((c) => c.product_id))];
    const [skus, balances, references] = await Promise.all([
      this.deps.products.byIds({ customerId: scope.customerId }, productIds),
      this.deps.inventory.balancesOf(scope, productIds),
      this.deps.references(),
    ]);
    return toPackages(rows, { components, skus, balances }, references);
  }
}

/** Whether a save keeps the components as stored: the same SKUs, quantities and order. */
function sameComponents(stored: { product_id: number; quantity: number }[], next: ComponentValues[]): boolean {
  return (
    stored.length === next.length &&
    stored.every((row, index) => row.product_id === next[index]?.productId && row.quantity === next[index]?.quantity)
  );
}

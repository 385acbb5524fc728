import {
  allows,
  type FieldProblem,
  type ListResult,
  PACKAGING_OPTIONS_MAX,
  type Packaging,
  type PackagingMovement,
  type PackagingOption,
  type ParsedQueryOf,
  type Permission,
  type packagingCreateSchema,
  type packagingUpdateSchema,
  type product,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/database';
import { transaction } from '../../../db/transaction';
import { AppError } from '../../../kernel/app-error';
import type { TenantScope, Viewer } from '../../../kernel/viewer';
import type { Clock } from '../../../platform/clock';
import type { PackagingUsageRegistry } from '../../../platform/packaging-usage';
import type { ReferenceNames } from '../../../platform/reference-names';
import { createWithCode } from '../code-claim';
import type { PackageRepository } from '../packages/package-repository';
import type { ProductReferences } from '../product-references';
import type { ProductRepository } from '../product-repository';
import { codeKey } from '../product-values';
import { DefaultCodes } from './default-codes';
import type { PackagingQuery, PackagingRepository, PackagingRow, PackagingValues } from './packaging-repository';
import type { PackagingStockRepository } from './packaging-stock-repository';
import { isLow, toPackaging } from './packaging-view';

type ParsedCreate = z.output<typeof packagingCreateSchema>;
type ParsedUpdate = z.output<typeof packagingUpdateSchema>;
type ParsedListQuery = ParsedQueryOf<typeof product.getPackagingList>;
type ParsedLogQuery = ParsedQueryOf<typeof product.getPackagingStockLog>;
type ParsedExportQuery = ParsedQueryOf<typeof product.exportPackaging>;

/** The order screens offer the merchant's packaging: the SKU screens' right, or the orders'. */
const OPTION_PERMISSIONS: readonly Permission[] = ['product', 'order'];

export interface PackagingServiceDeps {
  db: Db;
  items: PackagingRepository;
  stock: PackagingStockRepository;
  /** Default codes name the module's SKUs and packages, read in the viewer's scope. */
  products: ProductRepository;
  packages: PackageRepository;
  references: () => Promise<ProductReferences>;
  referenceNames: ReferenceNames;
  clock: Clock;
  /** What open orders and inbound bookings still use (their modules register it): the delete asks. */
  usage: PackagingUsageRegistry;
}

/** The packaging rules of docs/server/packaging.md that need the database: codes, defaults, stock and its log. */
export class PackagingService {
  private readonly defaultCodes: DefaultCodes;

  constructor(private readonly deps: PackagingServiceDeps) {
    this.defaultCodes = new DefaultCodes(deps);
  }

  async list(viewer: Viewer, query: ParsedListQuery): Promise<ListResult<Packaging>> {
    const resolved = await this.resolveQuery(viewer, query);
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [total, rows] = await Promise.all([
      this.deps.items.count(viewer, resolved),
      this.deps.items.list(viewer, resolved, page),
    ]);
    return { list: await this.view(viewer, rows), total };
  }

  /** The export's rows: the list's filters (or the ticked ids among them), all of them when at most `limit` match. */
  async matching(
    viewer: Viewer,
    query: ParsedExportQuery,
    limit: number,
  ): Promise<{ rows: Packaging[]; total: number }> {
    const resolved = await this.resolveQuery(viewer, query);
    if (query.ids) {
      const ticked = new Set(query.ids);
      resolved.ids = resolved.ids ? resolved.ids.filter((id) => ticked.has(id)) : query.ids;
    }
    const total = await this.deps.items.count(viewer, resolved);
    if (total === 0 || total > limit) return { rows: [], total };
    const rows = await this.deps.items.list(viewer, resolved, { offset: 0, limit });
    return { rows: await this.view(viewer, rows), total };
  }

  private async resolveQuery(
    scope: TenantScope,
    query: Omit<ParsedListQuery, 'page' | 'page_size'>,
  ): Promise<PackagingQuery> {
    const codes = query.code ?? [];
    const resolved: PackagingQuery = { name: query.name || undefined };
    if (codes.length === 1) resolved.codePart = codes[0];
    else if (codes.length > 1) resolved.codeKeys = codes.map(codeKey);
    if (query.low_stock_only) resolved.ids = await this.lowItemIds(scope);
    return resolved;
  }

  async detail(viewer: Viewer, id: number): Promise<Packaging> {
    const row = await this.deps.items.find(viewer, id);
    if (!row) throw new AppError('NOT_FOUND');
    const [view] = await this.view(viewer, [row]);
    return view as Packaging;
  }

  /** An item's movements, newest first, each naming its order or booking by the number the merchant knows. */
  async stockLog(viewer: Viewer, query: ParsedLogQuery): Promise<ListResult<PackagingMovement>> {
    const row = await this.deps.items.find(viewer, query.id);
    if (!row) throw new AppError('NOT_FOUND');
    const page = { offset: (query.page - 1) * query.page_size, limit: query.page_size };
    const [total, movements, references] = await Promise.all([
      this.deps.stock.countMovements(viewer, row.id, query.warehouse_id),
      this.deps.stock.movements(viewer, row.id, query.warehouse_id, page),
      this.deps.references(),
    ]);
    const names = await this.deps.referenceNames.of(
      viewer.customerId,
      movements.map((m) => ({ type: m.reference_type, id: m.reference_id })),
    );
    return {
      total,
      list: movements.map((m) => ({
        id: m.id,
        warehouse_id: m.warehouse_id,
        warehouse_code: references.warehouseById.get(m.warehouse_id)?.code ?? '',
        type: m.type,
        quantity: m.type === 'lock' || m.type === 'release' ? m.locked_delta : m.on_hand_delta,
        on_hand_after: m.on_hand_after,
        locked_after: m.locked_after,
        reference_type: m.reference_type,
        reference_id: m.reference_id,
        reference_no: names.get(`${m.reference_type}:${m.reference_id}`) ?? '',
        actor: m.actor_label,
        created_at: m.created_at,
      })),
    };
  }

  /** The order form's exclusive consumables: every item (by code) with what one warehouse has free. */
  async options(viewer: Viewer, warehouseId: number): Promise<PackagingOption[]> {
    if (!OPTION_PERMISSIONS.some((permission) => allows(viewer, permission))) throw new AppError('PERMISSION_DENIED');
    const references = await this.deps.references();
    if (!references.warehouseById.has(warehouseId)) throw new AppError('NOT_FOUND');
    const rows = await this.deps.items.byCode(viewer, PACKAGING_OPTIONS_MAX);
    const ids = rows.map((row) => row.id);
    const [balances, defaults] = await Promise.all([
      this.deps.stock.balancesOf(viewer, ids),
      this.deps.items.defaultsOf(viewer, ids),
    ]);
    return rows.map((row) => {
      const balance = balances.find((b) => b.packaging_id === row.id && b.warehouse_id === warehouseId);
      return {
        id: row.id,
        code: row.code,
        name_en: row.name_en,
        name_cn: row.name_cn,
        weight_g: row.weight_g,
        available: balance ? balance.on_hand - balance.locked : 0,
        default_for: defaults.filter((d) => d.packaging_id === row.id).map((d) => d.code_key),
      };
    });
  }

  async create(viewer: Viewer, body: ParsedCreate): Promise<{ id: number; updated_at: string }> {
    const at = this.deps.clock.now().toISOString();
    const key = codeKey(body.code);
    return createWithCode(this.deps, viewer, key, 'PACKAGING_EXISTS', async (tx) => {
      const item = await this.checked(viewer, body, tx);
      const id = await this.deps.items.insert(tx, viewer, { code: body.code, codeKey: key, ...item }, at);
      return { id, updated_at: at };
    });
  }

  async update(viewer: Viewer, body: ParsedUpdate): Promise<{ id: number; updated_at: string }> {
    const at = this.deps.clock.now().toISOString();
    return transaction(this.deps.db, async (tx) => {
      const current = await this.deps.items.find(viewer, body.id, tx);
      if (!current) throw new AppError('NOT_FOUND');
      if (body.updated_at && body.updated_at !== current.updated_at) throw new AppError('CONFLICT');
      const item = await this.checked(viewer, body, tx);
      await this.deps.items.update(tx, viewer, current.id, item, at);
      return { id: current.id, updated_at: at };
    });
  }

  /**
   * All or none: an item that is not the merchant's refuses the request; so does one with stock in a
   * warehouse ("Packaging with stock in a warehouse cannot be deleted: BOX-1") or one an open order or
   * an inbound booking not yet shelved still names (`core.packagingUsage`). Its movements stay; its
   * code is free again.
   */
  async remove(viewer: Viewer, ids: number[]): Promise<{ deleted: number }> {
    const unique = [...new Set(ids)];
    if (!unique.length) throw new AppError('NO_SELECTED_DATA');
    return transaction(this.deps.db, async (tx) => {
      const owned = await this.deps.items.byIds(viewer, unique, tx);
      if (owned.length !== unique.length) throw new AppError('NOT_FOUND');
      const codesOf = (found: number[]) => owned.filter((row) => found.includes(row.id)).map((row) => row.code);
      const withStock = await this.deps.stock.withStock(tx, viewer, unique);
      if (withStock.length) throw new AppError('PACKAGING_HAS_STOCK', { blockers: codesOf(withStock) });
      const inUse = await this.deps.usage.firstInUse(tx, viewer.customerId, unique);
      if (inUse) throw new AppError(inUse.refusal, { blockers: codesOf(inUse.ids) });
      await this.deps.stock.removeEmptyBalances(tx, viewer, unique);
      return { deleted: await this.deps.items.deleteMany(tx, viewer, unique) };
    });
  }

  /** Default codes must name SKUs or packages the account reaches; a refusal names the line. */
  private async checked(
    viewer: Viewer,
    body: ParsedCreate | ParsedUpdate,
    tx: Parameters<PackagingRepository['find']>[2],
  ): Promise<{ values: PackagingValues; defaults: string[] }> {
    const keys = body.default_for.map(codeKey);
    const known = await this.defaultCodes.known(viewer, keys, tx);
    const fields: FieldProblem[] = [];
    body.default_for.forEach((code, index) => {
      if (!known.has(keys[index] as string)) {
        fields.push({ field: `default_for.${index}`, message: 'v.packagingDefaultUnknown', params: { code } });
      }
    });
    if (fields.length) throw new AppError('VALIDATION_FAILED', { fields });
    return {
      values: {
        name_en: body.name_en,
        name_cn: body.name_cn,
        length_cm: body.length_cm,
        width_cm: body.width_cm,
        height_cm: body.height_cm,
        weight_g: body.weight_g,
        warning_quantity: body.warning_quantity,
      },
      defaults: keys,
    };
  }

  private async lowItemIds(scope: TenantScope): Promise<number[]> {
    const warned = await this.deps.items.warned(scope);
    const balances = await this.deps.stock.balancesOf(
      scope,
      warned.map((item) => item.id),
    );
    return warned
      .filter((item) => balances.some((b) => b.packaging_id === item.id && isLow(b, item.warning_quantity)))
      .map((item) => item.id);
  }

  /** Rows with their default codes (those the scope still reaches) and stock per known warehouse. */
  private async view(scope: TenantScope, rows: PackagingRow[]): Promise<Packaging[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const [defaults, balances, references] = await Promise.all([
      this.deps.items.defaultsOf(scope, ids),
      this.deps.stock.balancesOf(scope, ids),
      this.deps.references(),
    ]);
    const known = await this.defaultCodes.known(scope, [...new Set(defaults.map((d) => d.code_key))]);
    const written = await this.defaultCodes.written(scope, known);
    return toPackaging(rows, { defaults, balances, known, written }, references);
  }
}

import type { PackMaterial, ProductProperty, Warehouse } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { ProductReferenceRepository } from './product-reference-repository';

/** A category as stored: the tree is made from these by `parent_id` (0 at the top). */
export interface CategoryRow {
  id: number;
  parent_id: number;
  name_en: string;
  name_cn: string;
}

/**
 * A warehouse as the reference lists give it: what only migrations write. Whether it takes orders
 * (`is_active`) may change while servers run, so it is read with `warehouses()` where it matters.
 */
export type WarehouseEntry = Omit<Warehouse, 'is_active'>;

/** Every reference list, each in the provider's display order. */
export interface ReferenceLists {
  readonly categories: readonly CategoryRow[];
  readonly properties: readonly ProductProperty[];
  readonly packMaterials: readonly PackMaterial[];
  readonly warehouses: readonly WarehouseEntry[];
}

/**
 * What other modules may read of the provider's reference data (SKU attributes, categories,
 * packing materials, warehouses): orders and inbound bookings will pick warehouses here too.
 */
export class ProductReferenceApi {
  private fixedLists: Promise<ReferenceLists> | undefined;

  constructor(private readonly repository: ProductReferenceRepository) {}

  categories(): Promise<CategoryRow[]> {
    return this.repository.categories();
  }

  properties(): Promise<ProductProperty[]> {
    return this.repository.properties();
  }

  packMaterials(): Promise<PackMaterial[]> {
    return this.repository.packMaterials();
  }

  /** Pass the transaction a caller is in: on SQLite a read outside it would wait for it to end. */
  warehouses(tx?: Tx): Promise<Warehouse[]> {
    return this.repository.warehouses(tx);
  }

  /**
   * The warehouse the Open API names by `code` (any case). Orders and bookings take `activeOnly`
   * warehouses; stock may still lie in one that no longer does. An unknown code is a field problem
   * of `warehouse_code`, the field every Open API call names a warehouse by.
   */
  async warehouseByCode(code: string, { activeOnly }: { activeOnly: boolean }): Promise<Warehouse> {
    const wanted = code.toUpperCase();
    const found = (await this.warehouses()).find(
      (w) => w.code.toUpperCase() === wanted && (!activeOnly || w.is_active === 1),
    );
    if (!found) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'warehouse_code', message: 'v.unknownChoice' }] });
    }
    return found;
  }

  /** Active warehouses with the IANA time zone of their clock (storage fees charge by local day). */
  async warehouseClocks(tx?: Tx): Promise<Array<{ id: number; timeZone: string }>> {
    const rows = await this.repository.warehouseClocks(tx);
    return rows.map((row) => ({ id: Number(row.id), timeZone: row.time_zone }));
  }

  /**
   * The lists, read once per instance: only migrations write these tables, and a migration comes with
   * a deploy that restarts every server, so no instance can hold a copy older than its database
   * (several instances share one). Four queries a request were ≈ 4 % of a SKU list's CPU. A failed
   * read is not kept.
   */
  lists(): Promise<ReferenceLists> {
    this.fixedLists ??= this.readLists().catch((error: unknown) => {
      this.fixedLists = undefined;
      throw error;
    });
    return this.fixedLists;
  }

  private async readLists(): Promise<ReferenceLists> {
    const [categories, properties, packMaterials, warehouses] = await Promise.all([
      this.categories(),
      this.properties(),
      this.packMaterials(),
      this.warehouses(),
    ]);
    const frozen = <T extends object>(rows: T[]): readonly T[] => Object.freeze(rows.map((row) => Object.freeze(row)));
    return Object.freeze({
      categories: frozen(categories),
      properties: frozen(properties),
      packMaterials: frozen(packMaterials),
      warehouses: frozen(warehouses.map(({ is_active: _active, ...fixed }) => fixed)),
    });
  }
}

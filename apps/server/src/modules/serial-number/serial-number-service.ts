import { randomInt } from 'node:crypto';
import { type ListResult, type SerialNumber, type SerialNumberFilters, serialKey } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Clock } from '../../platform/clock';
import type { ProductApi } from '../product';
import type { SerialNumberQuery, SerialNumberRepository } from './serial-number-repository';
import { toSerialNumber } from './serial-number-view';

/** The filters as the contract parsed them (batch lines already split). */
export type ParsedFilters = Omit<SerialNumberFilters, 'serial_number'> & { serial_number?: string[] };

const utc = (iso: string | undefined) => (iso ? new Date(iso).toISOString() : undefined);
/** Without look-alikes (0/O, 1/I/L), so a suggested serial number can be read off a label. */
const SUGGESTION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const SUGGESTION_TRIES = 8;

/** The merchant's serial-number list, its export rows and new serial-number suggestions. */
export class SerialNumberService {
  constructor(
    private readonly serials: SerialNumberRepository,
    private readonly products: ProductApi,
    private readonly clock: Clock,
  ) {}

  private queryOf(scope: TenantScope, filters: ParsedFilters): SerialNumberQuery {
    const lines = filters.serial_number ?? [];
    return {
      // The spec's customer id field: one's own id shows everything, another id nothing.
      ...(filters.customer_id !== undefined && filters.customer_id !== scope.customerId ? { ids: [] } : {}),
      ...(lines.length === 1 ? { serialStart: serialKey(lines[0] as string) } : {}),
      ...(lines.length > 1 ? { serialKeys: lines.map(serialKey) } : {}),
      sysOrderId: filters.sys_order_id || undefined,
      platformOrderNo: filters.platform_order_no || undefined,
      receivingNo: filters.receiving_no || undefined,
      skuKey: filters.sku ? serialKey(filters.sku) : undefined,
      barcode: filters.barcode || undefined,
      bound: filters.bind_status === undefined ? undefined : filters.bind_status === 'bound',
      createdFrom: utc(filters.created_from),
      createdTo: utc(filters.created_to),
      bindFrom: utc(filters.bind_from),
      bindTo: utc(filters.bind_to),
    };
  }

  async list(
    scope: TenantScope,
    filters: ParsedFilters & { page: number; page_size: number; after_id?: number },
  ): Promise<ListResult<SerialNumber>> {
    const query = this.queryOf(scope, filters);
    const [rows, total] = await Promise.all([
      this.serials.list(scope, query, {
        offset: (filters.page - 1) * filters.page_size,
        limit: filters.page_size,
        afterId: filters.after_id,
      }),
      this.serials.count(scope, query),
    ]);
    return { list: rows.map(toSerialNumber), total };
  }

  /** The export's rows: the selected ids (still the merchant's own only) or the filters; `limit` at most. */
  async matching(
    scope: TenantScope,
    filters: ParsedFilters & { ids?: number[] },
    limit: number,
  ): Promise<{ rows: SerialNumber[]; total: number }> {
    const query = { ...this.queryOf(scope, filters), ...(filters.ids ? { ids: filters.ids } : {}) };
    const [rows, total] = await Promise.all([
      this.serials.list(scope, query, { offset: 0, limit }),
      this.serials.count(scope, query),
    ]);
    return { rows: rows.map(toSerialNumber), total };
  }

  /**
   * A serial number the merchant does not use yet: `<SKU>-<YYMMDD>-<6 characters>`, `SN-…` without a
   * SKU. Not reserved: two callers could in theory be given the same one, and the import refuses the
   * second, so nothing is stored until the merchant imports it.
   */
  async suggest(viewer: Viewer, sku: string | undefined): Promise<{ serial_number: string }> {
    let prefix = 'SN';
    if (sku) {
      const [found] = await this.products.findBySkus(viewer, [sku]);
      if (!found) throw new AppError('SKU_NOT_FOUND');
      prefix =
        found.sku
          .toUpperCase()
          .replace(/[^A-Z0-9._-]+/g, '-')
          .replace(/^[^A-Z0-9]+/, '')
          .slice(0, 30) || 'SN';
    }
    const day = this.clock.now().toISOString().slice(2, 10).replace(/-/g, '');
    for (let attempt = 0; attempt < SUGGESTION_TRIES; attempt++) {
      let tail = '';
      for (let i = 0; i < 6; i++) tail += SUGGESTION_ALPHABET[randomInt(SUGGESTION_ALPHABET.length)];
      const candidate = `${prefix}-${day}-${tail}`;
      const taken = await this.serials.takenSerialKeys(viewer, [serialKey(candidate)]);
      if (!taken.size) return { serial_number: candidate };
    }
    throw new AppError('CONFLICT');
  }
}

import { type order, type ParsedQueryOf, PLATFORM_ORDER_NO_MAX } from '@portal/contract';
import { isUniqueViolation } from '../../db/errors';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { OrderDeps } from './order-deps';
import type { OrderRow, OrderValues } from './order-repository';

const COPY_SUFFIX = /-COPY\d*$/;
/** Candidate numbers checked per query when looking for a free copy number. */
const CANDIDATES_PER_QUERY = 20;
const MAX_COPIES = 1000;
const DUPLICATE_WINDOW_MS = 7 * 24 * 3600_000;

/**
 * Copying an order, and telling the merchant about a number already taken or an order that looks
 * like one already entered.
 */
export class OrderCopyService {
  constructor(private readonly deps: OrderDeps) {}

  /**
   * A new Approving order with the same recipient, lines and options under the first free number of
   * `<no>-COPY`, `<no>-COPY2`, `<no>-COPY3`… (a copy of a copy numbers on from the same original).
   * Tracking, fees charged, exceptions and history are the original's own and are not copied.
   */
  async copy(scope: TenantScope & { accountId: number }, id: number, actor: Actor) {
    const source = await this.deps.orders.find(scope, id);
    if (!source) throw new AppError('ORDER_NOT_FOUND');
    // The recipient of an order shipped long ago has been erased: there is nobody to ship a copy to.
    if (source.recipient_cleared) throw new AppError('COPY_FAILED');
    const contents = await this.deps.lines.of(scope, id);
    for (let attempt = 0; attempt < 2; attempt++) {
      const number = await this.freeCopyNumber(scope, source.platform_order_no);
      const at = this.deps.clock.now().toISOString();
      try {
        return await transaction(this.deps.db, async (tx) => {
          const saved = await this.deps.orders.insert(tx, scope, {
            ...copiedValues(source, number, at),
            status: 'approving',
            created_by: scope.accountId,
            created_at: at,
          });
          await this.deps.lines.replace(tx, scope, saved.id, {
            lines: contents.lines.map(({ id: _id, customer_id: _c, order_id: _o, ...line }) => line),
            services: contents.services.map(({ id: _id, customer_id: _c, order_id: _o, ...service }) => service),
            consumables: contents.consumables.map(({ id: _id, customer_id: _c, order_id: _o, ...item }) => item),
            packaging: (await this.stillKept(tx, scope, contents.packaging)).map(
              ({ id: _id, customer_id: _c, order_id: _o, ...item }) => item,
            ),
          });
          await this.deps.transitions.created(tx, scope, [saved.id], actor, at);
          return { id: saved.id, platform_order_no: number };
        });
      } catch (error) {
        // Another copy took the number between the check and the insert: look again once.
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('COPY_FAILED');
  }

  /** The packaging rows whose item the merchant still has: a deleted box is not asked for again. */
  private async stillKept<T extends { packaging_id: number }>(tx: Tx, scope: TenantScope, rows: T[]): Promise<T[]> {
    if (!rows.length) return rows;
    const items = await this.deps.packaging.itemsOf(
      scope,
      rows.map((row) => row.packaging_id),
      tx,
    );
    const kept = new Set(items.map((item) => item.id));
    return rows.filter((row) => kept.has(row.packaging_id));
  }

  private async freeCopyNumber(scope: TenantScope, original: string): Promise<string> {
    const base = original.replace(COPY_SUFFIX, '');
    for (let first = 1; first <= MAX_COPIES; first += CANDIDATES_PER_QUERY) {
      const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, i) => copyNumber(base, first + i));
      const taken = await this.deps.orders.takenPlatformNos(scope, candidates);
      const free = candidates.find((candidate) => !taken.has(candidate));
      if (free) return free;
    }
    throw new AppError('COPY_FAILED');
  }

  async checkDuplicate(scope: TenantScope, query: ParsedQueryOf<typeof order.checkDuplicate>) {
    const exists = (await this.deps.orders.takenPlatformNos(scope, [query.platform_order_no], query.id)).size > 0;
    if (!query.first_name || !query.zip || !query.country) return { exists, likely_duplicates: [] };
    const since = new Date(this.deps.clock.now().getTime() - DUPLICATE_WINDOW_MS).toISOString();
    const candidates = (
      await this.deps.recipients.sameRecipientSince(
        scope,
        { firstName: query.first_name, zip: query.zip, country: query.country },
        since,
        50,
      )
    ).filter((candidate) => candidate.id !== query.id);
    const skus = new Set(
      (query.skus ?? '')
        .split(',')
        .map((sku) => sku.trim().toUpperCase())
        .filter(Boolean),
    );
    if (!skus.size || !candidates.length) return { exists, likely_duplicates: skus.size ? [] : candidates };
    const lines = await this.deps.lines.linesOf(
      scope,
      candidates.map((c) => c.id),
    );
    const likely = candidates.filter((candidate) => {
      const own = new Set(lines.filter((line) => line.order_id === candidate.id).map((line) => line.sku_key));
      return own.size === skus.size && [...skus].every((sku) => own.has(sku));
    });
    return { exists, likely_duplicates: likely };
  }
}

/** `<base>-COPY`, `<base>-COPY2`…, the base shortened so the number keeps within its limit. */
export function copyNumber(base: string, n: number): string {
  const suffix = n === 1 ? '-COPY' : `-COPY${n}`;
  return `${base.slice(0, PLATFORM_ORDER_NO_MAX - suffix.length)}${suffix}`;
}

function copiedValues(source: OrderRow, number: string, at: string): OrderValues {
  return {
    platform_order_no: number,
    warehouse_id: source.warehouse_id,
    warehouse_code: source.warehouse_code,
    shipping_method_code: source.shipping_method_code,
    shipping_method_name: source.shipping_method_name,
    courier: source.courier,
    address_type: source.address_type,
    first_name: source.first_name,
    last_name: source.last_name,
    company: source.company,
    phone: source.phone,
    email: source.email,
    id_card: source.id_card,
    address1: source.address1,
    address2: source.address2,
    address3: source.address3,
    house_number: source.house_number,
    city: source.city,
    state: source.state,
    zip: source.zip,
    country: source.country,
    vat_code: source.vat_code,
    ioss_code: source.ioss_code,
    gst_code: source.gst_code,
    icms_code: source.icms_code,
    note: source.note,
    estimate_total: source.estimate_total,
    estimate_lines: source.estimate_lines,
    updated_at: at,
  };
}

import type { Lang, OrderStatus, order, ParsedBodyOf, ShippingQuote, Warehouse } from '@portal/contract';
import { isUniqueViolation } from '../../db/errors';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { DraftInput } from './draft-types';
import { storedFeeLines } from './fee-names';
import type { OrderDeps } from './order-deps';
import { OrderDrafts } from './order-draft';
import { stockLinesOf } from './order-package-lines';
import type { OrderValues } from './order-repository';
import type { OrderFigures } from './order-rollup-repository';
import { OrderQuotes } from './order-shipments';
import { isEditable } from './order-state-machine';
import type { OrderSubmitter } from './order-submit-service';
import { packagingLinesOf } from './order-submit-service';

type SaveBody = ParsedBodyOf<typeof order.saveOrder>;
/** The portal form's save, or the Open API's create (lines without names, the method maybe left to the cheapest). */
export type SaveInput = Omit<SaveBody, 'items' | 'shipping_method_code'> &
  Pick<DraftInput, 'items' | 'shipping_method_code'>;

/**
 * Creating and editing an order (spec 2 "Order creation", spec 5 "Order create"): the draft is checked
 * against stored data and quoted by its shipping method before anything is written, then saved in
 * one transaction (with the submit when asked).
 */
export class OrderSaveService {
  private readonly drafts: OrderDrafts;
  private readonly quotes: OrderQuotes;

  constructor(
    private readonly deps: OrderDeps,
    private readonly submitter: OrderSubmitter,
  ) {
    this.drafts = new OrderDrafts(deps);
    this.quotes = new OrderQuotes(deps);
  }

  async save(viewer: Viewer, body: SaveInput, actor: Actor, lang: Lang) {
    const { id, updated_at: expected, submit, ...draft } = body;
    const resolved = await this.drafts.resolve(viewer, draft);
    const at = this.deps.clock.now().toISOString();
    const { recipient } = draft;
    // IOSS counts the recipient's orders of the day the order was made: an edit keeps its own day.
    const madeAt = id === undefined ? at : ((await this.deps.orders.find(viewer, id))?.created_at ?? at);
    const sameDayValue = await this.quotes.sameDayValue(
      viewer,
      { firstName: recipient.first_name, zip: recipient.zip, country: recipient.country },
      madeAt.slice(0, 10),
      id,
    );
    const shipment = { ...resolved.shipment, sameDayValue };
    const services = resolved.contents.services;
    // No method named: the cheapest that fits (quotes come cheapest first; none is NO_SHIPPING_OPTIONS).
    const quote = draft.shipping_method_code
      ? await this.quotes.quoteMethod(shipment, draft.shipping_method_code, lang, services)
      : await this.quotes.cheapest(shipment, lang, services);
    const values = orderValues(draft, resolved.warehouse, quote, at);
    try {
      return await transaction(this.deps.db, async (tx) => {
        let saved: { id: number; system_order_id: string };
        let before: OrderFigures | undefined;
        if (id !== undefined) {
          const current = await this.deps.orders.find(viewer, id, tx);
          if (!current) throw new AppError('ORDER_NOT_FOUND');
          if (!isEditable(current.status as OrderStatus)) throw new AppError('ORDER_NOT_EDITABLE');
          if (expected !== undefined && expected !== current.updated_at) throw new AppError('CONFLICT');
          await this.assertNumberFree(tx, viewer, draft.platform_order_no, id);
          before = await this.deps.transitions.figuresBefore(tx, viewer, [id]);
          if (!(await this.deps.orders.updateDraft(tx, viewer, id, current.updated_at, values))) {
            throw new AppError('CONFLICT');
          }
          saved = { id, system_order_id: current.system_order_id };
        } else {
          await this.assertNumberFree(tx, viewer, draft.platform_order_no);
          saved = await this.deps.orders.insert(tx, viewer, {
            ...values,
            status: 'approving',
            created_by: viewer.accountId,
            created_at: at,
          });
        }
        await this.deps.lines.replace(tx, viewer, saved.id, resolved.contents);
        const submitted = async () => {
          if (!submit) return;
          // The lines just written are what is locked: passed on, not read back.
          const submission = {
            order: {
              id: saved.id,
              system_order_id: saved.system_order_id,
              status: 'approving',
              updated_at: at,
              warehouse_id: draft.warehouse_id,
            },
            quote,
            lines: stockLinesOf(resolved.contents.lines),
            packaging: packagingLinesOf(resolved.contents.packaging ?? []),
          };
          await this.submitter.submitIn(tx, viewer, [submission], actor, at);
        };
        // After the lines, since the statistics count the order's SKUs too; and after the stock and
        // the fee, as every order transaction writes the counts and statistics (OrderTransitions.created).
        if (before) {
          await submitted();
          await this.deps.transitions.figuresChanged(tx, viewer, before, [saved.id]);
        } else {
          await this.deps.transitions.created(tx, viewer, [saved.id], actor, at, submitted);
        }
        const status = submit ? ('verifying' as const) : ('approving' as const);
        return { ...saved, status, updated_at: at, estimated_fee: quote.total };
      });
    } catch (error) {
      // Two saves of the same number at once: the unique index decides, the loser hears why.
      if (isUniqueViolation(error)) {
        throw new AppError('ORDER_NO_EXISTS', { params: { platform_order_no: draft.platform_order_no }, cause: error });
      }
      throw error;
    }
  }

  private async assertNumberFree(tx: Tx, scope: TenantScope, platformOrderNo: string, exceptId?: number) {
    const taken = await this.deps.orders.takenPlatformNos(scope, [platformOrderNo], exceptId, tx);
    if (taken.size) throw new AppError('ORDER_NO_EXISTS', { params: { platform_order_no: platformOrderNo } });
  }
}

/** The order's columns from a checked draft and its quote. */
export function orderValues(draft: DraftInput, warehouse: Warehouse, quote: ShippingQuote, at: string): OrderValues {
  const { recipient, tax_codes: tax } = draft;
  return {
    platform_order_no: draft.platform_order_no,
    warehouse_id: warehouse.id,
    warehouse_code: warehouse.code,
    shipping_method_code: quote.shipping_method_code,
    shipping_method_name: quote.shipping_method_name,
    courier: quote.courier,
    address_type: draft.address_type,
    first_name: recipient.first_name,
    last_name: recipient.last_name,
    company: recipient.company,
    phone: recipient.phone,
    email: recipient.email,
    id_card: recipient.id_card,
    address1: recipient.address1,
    address2: recipient.address2,
    address3: recipient.address3,
    house_number: recipient.house_number,
    city: recipient.city,
    state: recipient.state,
    zip: recipient.zip,
    country: recipient.country,
    vat_code: tax.vat,
    ioss_code: tax.ioss,
    gst_code: tax.gst,
    icms_code: tax.icms,
    note: draft.note,
    estimate_total: quote.total,
    estimate_lines: JSON.stringify(storedFeeLines(quote.charges)),
    updated_at: at,
  };
}

import {
  type Lang,
  type ListResult,
  PARCEL_SENDERS_MAX,
  PARCEL_STATUS_TABS,
  type ParcelDetail,
  type ParcelListItem,
  type ParcelStatusTab,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type Sender,
  type selfServiceOrder,
} from '@portal/contract';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import { transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { CommonApi } from '../common';
import type { ProductReferenceApi } from '../product-reference';
import type { ShippingRates } from '../shipping';
import type { WalletApi } from '../wallet';
import type { ParcelHistoryRepository } from './parcel-history-repository';
import { ParcelMoves } from './parcel-moves';
import { namedLines, type ParcelRates, type ParcelShipment } from './parcel-rates';
import type { NewPiece, ParcelQuery, ParcelRepository, ParcelRow, ParcelValues } from './parcel-repository';
import { type ParcelNames, type StoredEstimate, toDetail, toListItem } from './parcel-view';
import type { SenderRepository } from './sender-repository';

type SaveBody = ParsedBodyOf<typeof selfServiceOrder.saveParcel>;
type OptionsBody = ParsedBodyOf<typeof selfServiceOrder.getParcelShippingOptions>;
type ListQuery = ParsedQueryOf<typeof selfServiceOrder.getParcelList>;
type Filters = ParsedQueryOf<typeof selfServiceOrder.getParcelStatusCount>;

export interface ParcelServiceDeps {
  db: Db;
  clock: Clock;
  parcels: ParcelRepository;
  history: ParcelHistoryRepository;
  senders: SenderRepository;
  moves: ParcelMoves;
  rates: ParcelRates;
  shipping: ShippingRates;
  references: ProductReferenceApi;
  countries: CommonApi;
  wallet: Pick<WalletApi, 'hold' | 'releaseHold'>;
}

/** The parcel as a wallet hold or charge names it. */
export const parcelReference = (id: number) => ({ type: 'parcel' as const, id });

/** What a quote is made of, from a draft as sent. */
export function shipmentOfDraft(draft: Omit<OptionsBody, 'note'>): ParcelShipment {
  return {
    warehouseId: draft.warehouse_id,
    country: draft.recipient.country,
    state: draft.recipient.state,
    zip: draft.recipient.zip,
    addressType: draft.address_type,
    taxCodes: draft.tax_codes,
    dutyTerms: draft.duty_terms,
    dangerousGoods: draft.dangerous_goods,
    insuredValue: draft.insured_value,
    pieces: draft.pieces.map((piece) => ({
      weight_g: piece.weight_g,
      length_cm: piece.length_cm,
      width_cm: piece.width_cm,
      height_cm: piece.height_cm,
      value: piece.customs_lines.reduce((sum, line) => sum + line.quantity * line.unit_value, 0),
    })),
  };
}

export function filtersOf(query: Filters): ParcelQuery {
  return {
    numbers: query.parcel_nos,
    createdFrom: query.created_from,
    createdTo: query.created_to,
    warehouseId: query.warehouse_id,
    methodCode: query.shipping_method_code,
    country: query.country,
    handoverMethod: query.handover_method,
    awaitingReply: query.awaiting_reply === 1,
  };
}

/** The parcel row a save (or an import) writes: the draft's fields, the sender's copy and the estimate. */
export function parcelValuesOf(
  body: Omit<SaveBody, 'id' | 'updated_at' | 'submit' | 'sender_id' | 'pieces'> & { pieces: { weight_g: number }[] },
  sender: Sender,
  estimate: StoredEstimate,
): ParcelValues {
  const { id: _id, label: _label, ...senderCopy } = sender;
  const handover = body.handover;
  return {
    customer_ref: body.customer_ref || null,
    warehouse_id: body.warehouse_id,
    shipping_method_code: body.shipping_method_code,
    address_type: body.address_type,
    sender: JSON.stringify(senderCopy),
    recipient: JSON.stringify(body.recipient),
    recipient_name: [body.recipient.first_name, body.recipient.last_name].filter(Boolean).join(' '),
    city: body.recipient.city,
    country: body.recipient.country,
    duty_terms: body.duty_terms,
    dangerous_goods: body.dangerous_goods ? 1 : 0,
    tax_codes: JSON.stringify(body.tax_codes),
    handover_method: handover.method,
    handover: JSON.stringify({
      pickup_from: handover.method === 'pickup' ? (handover.pickup_from ?? null) : null,
      pickup_to: handover.method === 'pickup' ? (handover.pickup_to ?? null) : null,
      courier: handover.method === 'own_courier' ? handover.courier : '',
      tracking_number: handover.method === 'own_courier' ? handover.tracking_number : '',
    }),
    insured_value: body.insured_value,
    note: body.note,
    piece_count: body.pieces.length,
    weight_g: body.pieces.reduce((sum, piece) => sum + piece.weight_g, 0),
    estimated_total: estimate.total,
    estimated_fee: JSON.stringify(estimate),
    final_total: null,
    final_fee: null,
    exception_from: null,
  };
}

/** What the merchant does with its self-service parcel orders and sender addresses. */
export class ParcelService {
  constructor(private readonly deps: ParcelServiceDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  async names(lang: Lang): Promise<ParcelNames> {
    const [warehouses, methods] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.shipping.methodsOf(),
    ]);
    return {
      warehouses: new Map(warehouses.map((w) => [w.id, w])),
      methods: new Map(methods.map((m) => [m.code, m])),
      lang,
    };
  }

  // ----- sender addresses -----

  async senders(scope: TenantScope): Promise<{ list: Sender[] }> {
    return { list: await this.deps.senders.list(scope) };
  }

  async saveSender(scope: TenantScope, body: ParsedBodyOf<typeof selfServiceOrder.saveSender>): Promise<Sender> {
    const { id, ...values } = body;
    if (!(await this.deps.countries.countryExists(values.country))) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'country', message: 'v.country' }] });
    }
    const savedId = await transaction(this.deps.db, async (tx) => {
      const at = this.now();
      if (id !== undefined) {
        if (!(await this.deps.senders.update(tx, scope, id, values, at))) throw new AppError('SENDER_NOT_FOUND');
        return id;
      }
      if ((await this.deps.senders.count(tx, scope)) >= PARCEL_SENDERS_MAX) {
        throw new AppError('SENDERS_FULL', { params: { max: PARCEL_SENDERS_MAX } });
      }
      return this.deps.senders.insert(tx, scope, values, at);
    });
    const saved = await this.deps.senders.find(scope, savedId);
    if (!saved) throw new AppError('SENDER_NOT_FOUND');
    return saved;
  }

  async deleteSender(scope: TenantScope, id: number): Promise<{ deleted: number }> {
    const deleted = await transaction(this.deps.db, (tx) => this.deps.senders.delete(scope, id, tx));
    if (!deleted) throw new AppError('SENDER_NOT_FOUND');
    return { deleted };
  }

  // ----- quotes -----

  /** The hub active and the destination a known country, or every field problem at once. */
  private async checkPlace(draft: { warehouse_id: number; recipient: { country: string } }): Promise<void> {
    const [warehouses, known] = await Promise.all([
      this.deps.references.warehouses(),
      this.deps.countries.countryExists(draft.recipient.country),
    ]);
    const problems = [];
    if (!warehouses.some((w) => w.id === draft.warehouse_id && w.is_active === 1)) {
      problems.push({ field: 'warehouse_id', message: 'v.unknownChoice' as const });
    }
    if (!known) problems.push({ field: 'recipient.country', message: 'v.country' as const });
    if (problems.length) throw new AppError('VALIDATION_FAILED', { fields: problems });
  }

  async options(body: OptionsBody, lang: Lang) {
    await this.checkPlace(body);
    const list = await this.deps.rates.options(shipmentOfDraft(body), lang);
    if (!list.length) throw new AppError('NO_SHIPPING_OPTIONS');
    return { list: list.map((option) => ({ ...option, lines: namedLines(option.lines, lang) })) };
  }

  // ----- save, submit, cancel -----

  /**
   * Saves a draft (new, or the draft `id`), quoted by its method; `submit` pre-advises it in the same
   * transaction: the estimate is held on the wallet (refused whole when the balance cannot hold it).
   */
  async save(viewer: Viewer, actor: Actor, body: SaveBody, lang: Lang) {
    await this.checkPlace(body);
    const sender = await this.deps.senders.find(viewer, body.sender_id);
    if (!sender)
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'sender_id', message: 'v.unknownChoice' }] });
    const estimate = await this.deps.rates.estimate(shipmentOfDraft(body), body.shipping_method_code, lang);
    const values = parcelValuesOf(body, sender, estimate);
    const pieces: NewPiece[] = body.pieces;
    try {
      return await transaction(this.deps.db, async (tx) => {
        const at = this.now();
        if (body.customer_ref && (await this.deps.parcels.refTaken(tx, viewer, body.customer_ref, body.id))) {
          throw new AppError('PARCEL_REF_TAKEN');
        }
        let saved: { id: number; parcel_no: string };
        if (body.id !== undefined) {
          const current = await this.deps.parcels.find(viewer, body.id, tx);
          if (!current) throw new AppError('PARCEL_NOT_FOUND');
          if (current.status !== 'draft') throw ParcelMoves.refused(current.status, 'PARCEL_NOT_EDITABLE');
          if (body.updated_at && body.updated_at !== current.updated_at) throw new AppError('CONFLICT');
          if (!(await this.deps.parcels.replaceDraft(tx, viewer, current.id, values, pieces, at))) {
            throw new AppError('CONFLICT');
          }
          saved = current;
        } else {
          saved = await this.deps.parcels.insert(tx, viewer, values, pieces, {
            status: 'draft',
            createdBy: viewer.accountId,
            at,
          });
          await this.deps.moves.created(tx, viewer, saved, 'draft', actor, at);
        }
        if (body.submit) {
          const draft = await this.deps.parcels.find(viewer, saved.id, tx);
          if (!draft) throw new AppError('PARCEL_NOT_FOUND');
          await this.preAdvise(tx, viewer, draft, estimate.total, actor, at);
        }
        const row = await this.deps.parcels.find(viewer, saved.id, tx);
        if (!row) throw new AppError('PARCEL_NOT_FOUND');
        return {
          id: row.id,
          parcel_no: row.parcel_no,
          status: row.status,
          estimated_fee: estimate.total,
          updated_at: row.updated_at,
        };
      });
    } catch (error) {
      // Two saves of one reference at once: the unique index refuses the second.
      if (isUniqueViolation(error)) throw new AppError('PARCEL_REF_TAKEN');
      throw error;
    }
  }

  private async preAdvise(
    tx: Parameters<Parameters<typeof transaction>[1]>[0],
    scope: TenantScope,
    draft: ParcelRow,
    amount: number,
    actor: Actor,
    at: string,
  ) {
    await this.deps.wallet.hold(tx, scope, { reference: parcelReference(draft.id), amount, actor });
    await this.deps.moves.move(tx, scope, draft, 'pre_advised', { actor, reason: '', at });
  }

  /** Pre-advises drafts, all or none: each quoted again by its method, the estimates held together. */
  async submit(viewer: Viewer, actor: Actor, ids: number[], lang: Lang) {
    const unique = [...new Set(ids)];
    const drafts = await Promise.all(unique.map((id) => this.deps.parcels.find(viewer, id)));
    const quoted = await Promise.all(
      drafts.map(async (draft) => {
        if (!draft) throw new AppError('PARCEL_NOT_FOUND');
        if (draft.status !== 'draft') throw ParcelMoves.refused(draft.status, 'PARCEL_NOT_EDITABLE');
        const [pieces, lines] = await Promise.all([
          this.deps.parcels.pieces(viewer, draft.id),
          this.deps.parcels.customsLines(viewer, draft.id),
        ]);
        const estimate = await this.deps.rates.estimate(
          storedShipment(draft, pieces, lines),
          draft.shipping_method_code,
          lang,
        );
        return { draft, estimate };
      }),
    );
    return transaction(this.deps.db, async (tx) => {
      const at = this.now();
      const held = await this.deps.parcels.findMany(viewer, unique, tx);
      let total = 0;
      for (const { draft, estimate } of quoted) {
        const current = held.find((row) => row.id === draft.id);
        if (!current || current.updated_at !== draft.updated_at || current.status !== 'draft') {
          throw new AppError('CONFLICT');
        }
        await this.deps.parcels.update(tx, viewer, draft.id, 'draft', at, {
          estimated_total: estimate.total,
          estimated_fee: JSON.stringify(estimate),
        });
        await this.preAdvise(tx, viewer, current, estimate.total, actor, at);
        total += estimate.total;
      }
      return { submitted: quoted.length, estimated_total: total };
    });
  }

  /** Cancels a draft or a pre-advised parcel not yet handed over: the held estimate is released. */
  async cancel(viewer: Viewer, actor: Actor, id: number, reason: string) {
    return transaction(this.deps.db, async (tx) => {
      const parcel = await this.deps.parcels.find(viewer, id, tx);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      if (parcel.status !== 'draft' && parcel.status !== 'pre_advised') {
        throw ParcelMoves.refused(parcel.status, 'PARCEL_NOT_CANCELABLE');
      }
      const at = this.now();
      if (parcel.status === 'pre_advised') {
        await this.deps.wallet.releaseHold(tx, viewer, { reference: parcelReference(parcel.id) });
      }
      await this.deps.moves.move(tx, viewer, parcel, 'canceled', { actor, reason, at });
      return { status: 'canceled' };
    });
  }

  /** Asks the hub to stop a parcel it holds before it ships; staff answer with resolveInterception. */
  async requestInterception(viewer: Viewer, actor: Actor, id: number, reason: string) {
    return transaction(this.deps.db, async (tx) => {
      const parcel = await this.deps.parcels.find(viewer, id, tx);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      if (parcel.status !== 'handed_over' && parcel.status !== 'received') {
        throw ParcelMoves.refused(parcel.status, 'PARCEL_NOT_INTERCEPTABLE');
      }
      if (parcel.interception_requested === 1) throw new AppError('PARCEL_INTERCEPTION_PENDING');
      const at = this.now();
      if (!(await this.deps.parcels.update(tx, viewer, id, parcel.status, at, { interception_requested: 1 }))) {
        throw new AppError('CONFLICT');
      }
      await this.deps.history.transition(tx, viewer, id, {
        from: parcel.status,
        to: parcel.status,
        actor,
        reason: reason ? `Interception requested: ${reason}` : 'Interception requested',
        at,
      });
      return { status: parcel.status, interception_requested: true };
    });
  }

  async replyException(viewer: Viewer, id: number, exceptionId: number, reply: string) {
    return transaction(this.deps.db, async (tx) => {
      const parcel = await this.deps.parcels.find(viewer, id, tx);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      const at = this.now();
      if (!(await this.deps.history.reply(tx, viewer, id, exceptionId, reply, at))) {
        throw new AppError('PARCEL_EXCEPTION_NOT_OPEN');
      }
      const stillOpen = (await this.deps.history.exceptions(viewer, id, tx)).some((e) => e.state === 'open');
      if (!stillOpen) await this.deps.parcels.update(tx, viewer, id, parcel.status, at, { needs_reply: 0 });
      return { state: 'replied' };
    });
  }

  // ----- reads -----

  async list(
    scope: TenantScope,
    query: ListQuery,
    lang: Lang,
  ): Promise<ListResult<ParcelListItem> & { not_found?: string[] }> {
    const filters = filtersOf(query);
    const status = query.status === 'all' ? undefined : query.status;
    const [rows, total, names, matched] = await Promise.all([
      this.deps.parcels.list(
        scope,
        { ...filters, status },
        {
          offset: (query.page - 1) * query.page_size,
          limit: query.page_size,
        },
      ),
      this.deps.parcels.count(scope, { ...filters, status }),
      this.names(lang),
      filters.numbers?.length ? this.deps.parcels.matched(scope, filters) : undefined,
    ]);
    const result: ListResult<ParcelListItem> & { not_found?: string[] } = {
      list: rows.map((row) => toListItem(row, names)),
      total,
    };
    if (matched && filters.numbers) {
      const found = new Set<string>();
      for (const row of matched) {
        found.add(row.parcel_no.toUpperCase());
        if (row.customer_ref) found.add(row.customer_ref);
        if (row.tracking_number) found.add(row.tracking_number);
      }
      result.not_found = filters.numbers.filter((n) => !found.has(n) && !found.has(n.toUpperCase()));
    }
    return result;
  }

  async counts(scope: TenantScope, query: Filters): Promise<{ counts: Record<ParcelStatusTab, number> }> {
    const byStatus = await this.deps.parcels.countByStatus(scope, filtersOf(query));
    const counts = Object.fromEntries(PARCEL_STATUS_TABS.map((tab) => [tab, 0])) as Record<ParcelStatusTab, number>;
    for (const [status, n] of byStatus) {
      counts[status] = n;
      counts.all += n;
    }
    return { counts };
  }

  async detail(scope: TenantScope, id: number, lang: Lang): Promise<ParcelDetail> {
    const row = await this.deps.parcels.find(scope, id);
    if (!row) throw new AppError('PARCEL_NOT_FOUND');
    const [names, pieces, lines, transitions, events, exceptions] = await Promise.all([
      this.names(lang),
      this.deps.parcels.pieces(scope, id),
      this.deps.parcels.customsLines(scope, id),
      this.deps.history.transitions(scope, id),
      this.deps.history.trackingEvents(scope, id),
      this.deps.history.exceptions(scope, id),
    ]);
    return toDetail(row, names, { pieces, lines, transitions, events, exceptions });
  }
}

/** What a quote is made of, from a saved parcel: its pieces as declared and their customs lines. */
export function storedShipment(
  row: ParcelRow,
  pieces: Awaited<ReturnType<ParcelRepository['pieces']>>,
  lines: Awaited<ReturnType<ParcelRepository['customsLines']>>,
): ParcelShipment {
  const recipient = JSON.parse(row.recipient) as { state: string; zip: string };
  return {
    warehouseId: row.warehouse_id,
    country: row.country,
    state: recipient.state,
    zip: recipient.zip,
    addressType: row.address_type,
    taxCodes: JSON.parse(row.tax_codes),
    dutyTerms: row.duty_terms,
    dangerousGoods: row.dangerous_goods === 1,
    insuredValue: row.insured_value,
    pieces: pieces.map((piece) => ({
      weight_g: piece.weight_g,
      length_cm: piece.length_cm,
      width_cm: piece.width_cm,
      height_cm: piece.height_cm,
      value: lines
        .filter((line) => line.piece_seq === piece.seq)
        .reduce((sum, line) => sum + line.quantity * line.unit_value, 0),
    })),
  };
}

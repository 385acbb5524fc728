import type { Lang, ParsedBodyOf, selfServiceOrder } from '@portal/contract';
import { isUniqueViolation } from '../../db/errors';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { ParcelServiceDeps } from './parcel-deps';
import { ParcelMoves } from './parcel-moves';
import { namedLines } from './parcel-rates';
import type { NewPiece, ParcelRow } from './parcel-tables';
import { parcelReference, parcelValuesOf, shipmentOfDraft, storedShipment } from './parcel-values';

type SaveBody = ParsedBodyOf<typeof selfServiceOrder.saveParcel>;
type OptionsBody = ParsedBodyOf<typeof selfServiceOrder.getParcelShippingOptions>;

/**
 * A parcel from the form to the hub's expectation: the shipping options of a draft, the save of a
 * draft (new or edited) and the pre-advice, which holds the estimate on the wallet.
 */
export class ParcelSaveService {
  constructor(private readonly deps: ParcelServiceDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

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
        if (body.customer_ref && (await this.deps.parcelLookups.refTaken(tx, viewer, body.customer_ref, body.id))) {
          throw new AppError('PARCEL_REF_TAKEN');
        }
        let saved: { id: number; parcel_no: string };
        if (body.id !== undefined) {
          const current = await this.deps.parcelLookups.find(viewer, body.id, tx);
          if (!current) throw new AppError('PARCEL_NOT_FOUND');
          if (current.status !== 'draft') throw ParcelMoves.refused(current.status, 'PARCEL_NOT_EDITABLE');
          if (body.updated_at && body.updated_at !== current.updated_at) throw new AppError('CONFLICT');
          if (!(await this.deps.parcels.replaceDraft(tx, viewer, current.id, values, pieces, at))) {
            throw new AppError('CONFLICT');
          }
          saved = current;
          if (body.submit) await this.hold(tx, viewer, current.id, estimate.total, actor);
        } else {
          saved = await this.deps.parcels.insert(tx, viewer, values, pieces, {
            status: 'draft',
            createdBy: viewer.accountId,
            at,
          });
          const id = saved.id;
          // A save that pre-advises at once holds the estimate before the new draft is counted (ParcelMoves).
          await this.deps.moves.created(tx, viewer, saved, 'draft', actor, at, () =>
            body.submit ? this.hold(tx, viewer, id, estimate.total, actor) : Promise.resolve(),
          );
        }
        if (body.submit) {
          const draft = await this.deps.parcelLookups.find(viewer, saved.id, tx);
          if (!draft) throw new AppError('PARCEL_NOT_FOUND');
          await this.deps.moves.move(tx, viewer, draft, 'pre_advised', { actor, reason: '', at });
        }
        const row = await this.deps.parcelLookups.find(viewer, saved.id, tx);
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

  private async hold(tx: Tx, scope: TenantScope, parcelId: number, amount: number, actor: Actor) {
    await this.deps.wallet.hold(tx, scope, { reference: parcelReference(parcelId), amount, actor });
  }

  /** The estimate held, then the move (the wallet before the counts: ParcelMoves). */
  private async preAdvise(tx: Tx, scope: TenantScope, draft: ParcelRow, amount: number, actor: Actor, at: string) {
    await this.hold(tx, scope, draft.id, amount, actor);
    await this.deps.moves.move(tx, scope, draft, 'pre_advised', { actor, reason: '', at });
  }

  /** Pre-advises drafts, all or none: each quoted again by its method, the estimates held together. */
  async submit(viewer: Viewer, actor: Actor, ids: number[], lang: Lang) {
    const unique = [...new Set(ids)];
    const drafts = await Promise.all(unique.map((id) => this.deps.parcelLookups.find(viewer, id)));
    const quoted = await Promise.all(
      drafts.map(async (draft) => {
        if (!draft) throw new AppError('PARCEL_NOT_FOUND');
        if (draft.status !== 'draft') throw ParcelMoves.refused(draft.status, 'PARCEL_NOT_EDITABLE');
        const [pieces, lines] = await Promise.all([
          this.deps.parcelLookups.pieces(viewer, draft.id),
          this.deps.parcelLookups.customsLines(viewer, draft.id),
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
      const held = await this.deps.parcelLookups.findMany(viewer, unique, tx);
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
}

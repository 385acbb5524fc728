import type { Lang, MeasuredParcel, ParcelFee, ParcelStatus } from '@portal/contract';
import type { Db } from '../../db/database';
import { type Tx, transaction } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { Clock } from '../../platform/clock';
import type { WalletApi, WalletCharges } from '../wallet';
import type { ParcelHistoryRepository } from './parcel-history-repository';
import type { ParcelLookupRepository } from './parcel-lookup-repository';
import { ParcelMoves } from './parcel-moves';
import { namedLines, type ParcelRates } from './parcel-rates';
import { settleReceipt } from './parcel-receipt';
import type { ParcelRepository } from './parcel-repository';
import type { ParcelRow } from './parcel-tables';
import { parcelReference, storedShipment } from './parcel-values';

export interface ParcelStaffDeps {
  db: Db;
  clock: Clock;
  parcels: ParcelRepository;
  parcelLookups: ParcelLookupRepository;
  history: ParcelHistoryRepository;
  moves: ParcelMoves;
  rates: ParcelRates;
  wallet: Pick<WalletApi, 'charge' | 'releaseHold'>;
  charges: Pick<WalletCharges, 'once'>;
}

type StepResult = { parcel_no: string; status: ParcelStatus };

/**
 * The hub's steps on a parcel order (the operations API, the demo simulator): each names the parcel
 * by its number and acts in its merchant's scope. Every step is one transaction; a step racing
 * another on the same parcel is refused (the status is written where it is what was read).
 */
export class ParcelStaffService {
  constructor(private readonly deps: ParcelStaffDeps) {}

  private now(): string {
    return this.deps.clock.now().toISOString();
  }

  /** Whose parcel the number names (the operation log files the step under that merchant). */
  async merchantOf(parcelNo: string): Promise<number | undefined> {
    return (await this.deps.parcelLookups.findByNumber(parcelNo))?.customer_id;
  }

  /**
   * Parcels of these merchants waiting for the hub's next step (Pre-advised to Shipped out), unchanged
   * since `before`, with their pieces as declared: what the demo simulator plays the hub for.
   */
  async waitingForHub(customerIds: number[], before: string, limit: number) {
    const waiting: ParcelStatus[] = ['pre_advised', 'handed_over', 'received', 'shipped'];
    const rows = await this.deps.parcelLookups.staleIn(customerIds, waiting, before, limit);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        parcel_no: row.parcel_no,
        customer_ref: row.customer_ref,
        status: row.status,
        pieces: await this.deps.parcelLookups.pieces({ customerId: row.customer_id }, row.id),
      })),
    );
  }

  /** The parcel and its merchant's scope, read in `tx`. */
  private async load(parcelNo: string, tx?: Tx) {
    const parcel = await this.deps.parcelLookups.findByNumber(parcelNo, tx);
    if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
    const scope: TenantScope = { customerId: parcel.customer_id };
    return { parcel, scope };
  }

  /** One step in its own transaction: `work` on the parcel as read in it; answers the status after. */
  private step(
    parcelNo: string,
    work: (tx: Tx, parcel: ParcelRow, scope: TenantScope, at: string) => Promise<void>,
  ): Promise<StepResult> {
    return transaction(this.deps.db, async (tx) => {
      const { parcel, scope } = await this.load(parcelNo, tx);
      await work(tx, parcel, scope, this.now());
      const after = await this.deps.parcelLookups.find(scope, parcel.id, tx);
      return { parcel_no: parcel.parcel_no, status: after?.status ?? parcel.status };
    });
  }

  handOver(parcelNo: string, actor: Actor): Promise<StepResult> {
    return this.step(parcelNo, async (tx, parcel, scope, at) => {
      if (parcel.status !== 'pre_advised') throw ParcelMoves.refused(parcel.status);
      await this.deps.moves.move(tx, scope, parcel, 'handed_over', { actor, reason: '', at });
    });
  }

  /**
   * The hub receives the parcel and measures each piece: the method prices the measured pieces, the
   * fee (with the insurance premium) is charged and the estimate's hold ends.
   */
  async receive(
    parcelNo: string,
    measured: MeasuredParcel[],
    actor: Actor,
    lang: Lang,
  ): Promise<StepResult & { final_fee: ParcelFee }> {
    const { parcel, scope } = await this.load(parcelNo);
    if (parcel.status !== 'pre_advised' && parcel.status !== 'handed_over') throw ParcelMoves.refused(parcel.status);
    if (measured.length !== parcel.piece_count) {
      throw new AppError('PARCEL_MEASURES_MISMATCH', { params: { pieces: parcel.piece_count } });
    }
    const [pieces, lines] = await Promise.all([
      this.deps.parcelLookups.pieces(scope, parcel.id),
      this.deps.parcelLookups.customsLines(scope, parcel.id),
    ]);
    // Priced before the transaction: the rate data is read outside it (on SQLite it would wait for it).
    const fee = await this.deps.rates.final(
      storedShipment(parcel, pieces, lines),
      measured,
      parcel.shipping_method_code,
      lang,
    );
    return transaction(this.deps.db, async (tx) => {
      await settleReceipt(this.deps, tx, scope, parcel, { fee, measured, actor, at: this.now() });
      return {
        parcel_no: parcel.parcel_no,
        status: 'received' as const,
        final_fee: { ...fee, lines: namedLines(fee.lines, lang) },
      };
    });
  }

  ship(parcelNo: string, tracking: { number: string; courier: string }, actor: Actor): Promise<StepResult> {
    return this.step(parcelNo, async (tx, parcel, scope, at) => {
      if (parcel.status !== 'received') throw ParcelMoves.refused(parcel.status);
      // Staff steps wait for an answer to the merchant's interception request.
      if (parcel.interception_requested === 1) throw new AppError('PARCEL_INTERCEPTION_PENDING');
      await this.deps.moves.move(tx, scope, parcel, 'shipped', {
        actor,
        reason: '',
        at,
        set: { tracking_number: tracking.number, courier: tracking.courier },
      });
    });
  }

  addTrackingEvent(
    parcelNo: string,
    event: { status_text: string; location: string; occurred_at: string },
    _actor: Actor,
  ): Promise<StepResult> {
    return this.step(parcelNo, async (tx, parcel, scope, at) => {
      if (parcel.status !== 'shipped' && !(parcel.status === 'exception' && parcel.exception_from === 'shipped')) {
        throw ParcelMoves.refused(parcel.status);
      }
      await this.deps.history.trackingEvent(tx, scope, parcel.id, { ...event, at });
    });
  }

  deliver(parcelNo: string, actor: Actor): Promise<StepResult> {
    return this.step(parcelNo, async (tx, parcel, scope, at) => {
      if (parcel.status !== 'shipped') throw ParcelMoves.refused(parcel.status);
      await this.deps.moves.move(tx, scope, parcel, 'delivered', { actor, reason: '', at });
    });
  }

  /** Back to the merchant; a hold not yet charged (an exception raised before receipt) is released. */
  returnParcel(parcelNo: string, reason: string, actor: Actor): Promise<StepResult> {
    return this.step(parcelNo, async (tx, parcel, scope, at) => {
      await this.deps.moves.move(tx, scope, parcel, 'returned', {
        actor,
        reason,
        at,
        set: { needs_reply: 0, interception_requested: 0, exception_from: null },
        // The wallet before the counts (ParcelMoves).
        locking: async () => {
          if (parcel.final_total === null) {
            await this.deps.wallet.releaseHold(tx, scope, { reference: parcelReference(parcel.id) });
          }
        },
      });
      await this.deps.history.resolveAll(tx, scope, parcel.id, at);
    });
  }

  /** An exception waiting for the merchant's reply: the parcel goes to Exception (or stays there). */
  async raiseException(parcelNo: string, reason: string, actor: Actor): Promise<StepResult & { exception_id: number }> {
    let exceptionId = 0;
    const result = await this.step(parcelNo, async (tx, parcel, scope, at) => {
      if (parcel.status === 'exception') {
        await this.deps.parcels.update(tx, scope, parcel.id, 'exception', at, { needs_reply: 1 });
      } else {
        await this.deps.moves.move(tx, scope, parcel, 'exception', {
          actor,
          reason,
          at,
          set: { needs_reply: 1, exception_from: parcel.status },
        });
      }
      exceptionId = await this.deps.history.raise(tx, scope, parcel.id, reason, at);
    });
    return { ...result, exception_id: exceptionId };
  }

  /** Closes the parcel's exceptions; it returns to the status the first was raised from. */
  resolveException(parcelNo: string, exceptionId: number, actor: Actor): Promise<StepResult> {
    return this.step(parcelNo, async (tx, parcel, scope, at) => {
      const exceptions = await this.deps.history.exceptions(scope, parcel.id, tx);
      const named = exceptions.find((e) => e.id === exceptionId);
      if (!named || named.state === 'resolved' || parcel.status !== 'exception' || !parcel.exception_from) {
        throw new AppError('PARCEL_EXCEPTION_NOT_OPEN');
      }
      await this.deps.history.resolveAll(tx, scope, parcel.id, at);
      await this.deps.moves.move(tx, scope, parcel, parcel.exception_from, {
        actor,
        reason: 'Exception resolved',
        at,
        set: { needs_reply: 0, exception_from: null },
      });
    });
  }

  /**
   * The answer to the merchant's interception request. Approved: a parcel handed over is canceled and
   * its estimate released; one received (and charged) is returned to the merchant. Refused: it goes on.
   */
  async resolveInterception(
    parcelNo: string,
    approve: boolean,
    note: string,
    actor: Actor,
  ): Promise<StepResult & { interception_requested: boolean }> {
    const result = await this.step(parcelNo, async (tx, parcel, scope, at) => {
      if (parcel.interception_requested !== 1) throw new AppError('PARCEL_INTERCEPTION_NOT_REQUESTED');
      if (!approve) {
        await this.deps.parcels.update(tx, scope, parcel.id, parcel.status, at, { interception_requested: 0 });
        await this.deps.history.transition(tx, scope, parcel.id, {
          from: parcel.status,
          to: parcel.status,
          actor,
          reason: note ? `Interception refused: ${note}` : 'Interception refused',
          at,
        });
        return;
      }
      const reason = note ? `Intercepted: ${note}` : 'Intercepted';
      if (parcel.status === 'handed_over') {
        await this.deps.wallet.releaseHold(tx, scope, { reference: parcelReference(parcel.id) });
        await this.deps.moves.move(tx, scope, parcel, 'canceled', {
          actor,
          reason,
          at,
          set: { interception_requested: 0 },
        });
      } else if (parcel.status === 'received') {
        await this.deps.moves.move(tx, scope, parcel, 'returned', {
          actor,
          reason,
          at,
          set: { interception_requested: 0 },
        });
      } else {
        throw ParcelMoves.refused(parcel.status);
      }
    });
    return { ...result, interception_requested: false };
  }
}

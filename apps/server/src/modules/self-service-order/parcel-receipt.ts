import type { MeasuredParcel } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { WalletApi, WalletCharges } from '../wallet';
import type { ParcelMoves } from './parcel-moves';
import type { ParcelFeeFigures } from './parcel-rates';
import type { ParcelRepository } from './parcel-repository';
import type { ParcelRow } from './parcel-tables';
import { parcelReference } from './parcel-values';
import type { StoredFinal } from './parcel-view';

/** What settling a received parcel is given: the fee of its measured pieces, the measures, who and when. */
export interface Receipt {
  fee: ParcelFeeFigures;
  measured: MeasuredParcel[];
  actor: Actor;
  at: string;
}

/**
 * What the hub's receipt writes, in the caller's transaction: the move to Received with the final
 * fee, each piece's measures, the shipping part charged as a `fulfilment_fee` with its fee lines
 * (which ends the estimate's hold) and the insurance premium as an `insurance` transaction.
 */
export async function settleReceipt(
  deps: {
    moves: ParcelMoves;
    parcels: ParcelRepository;
    wallet: Pick<WalletApi, 'charge'>;
    charges: Pick<WalletCharges, 'once'>;
  },
  tx: Tx,
  scope: TenantScope,
  parcel: ParcelRow,
  { fee, measured, actor, at }: Receipt,
): Promise<void> {
  const stored: StoredFinal = { ...fee, charged_at: at };
  // The charges run inside the move, between its status write and its counts (ParcelMoves).
  await deps.moves.move(tx, scope, parcel, 'received', {
    actor,
    reason: '',
    at,
    set: { final_total: fee.total, final_fee: JSON.stringify(stored) },
    locking: async () => {
      await deps.parcels.setMeasured(
        tx,
        scope,
        parcel.id,
        measured.map((m) => ({
          weight_g: m.weight_g,
          length_cm: m.length_cm,
          width_cm: m.width_cm,
          height_cm: m.height_cm,
        })),
      );
      await deps.wallet.charge(tx, scope, {
        reference: parcelReference(parcel.id),
        amount: fee.shipping_total,
        items: fee.lines,
        actor,
        remark: parcel.parcel_no,
      });
      await deps.charges.once(tx, scope, {
        type: 'insurance',
        reference: parcelReference(parcel.id),
        amount: -fee.insurance_fee,
        items: fee.insurance_fee ? [{ code: 'declared_value', amount: fee.insurance_fee }] : [],
        actor,
        remark: parcel.parcel_no,
      });
    },
  });
}

import type { InboundStatus } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import { actorColumns } from '../../platform/actor';
import type { InboundRepository } from './inbound-repository';
import type { InboundBookingsTable } from './inbound-tables';

/**
 * The one way a booking's status changes: written only if the booking is still where the caller read
 * it (of two racing writers one wins, the other is refused with CONFLICT), and stored in its history
 * with actor and reason, in the caller's transaction.
 */
export async function moveBooking(
  tx: Tx,
  bookings: InboundRepository,
  scope: TenantScope,
  move: {
    booking: { id: number; status: string };
    to: InboundStatus;
    actor: Actor;
    at: string;
    reason?: string;
    changes?: Partial<Pick<InboundBookingsTable, 'shelved'>>;
  },
): Promise<void> {
  const { booking, to, actor, at } = move;
  const moved = await bookings.update(tx, scope, booking.id, booking.status, {
    ...move.changes,
    status: to,
    updated_at: at,
  });
  if (!moved) throw new AppError('CONFLICT');
  await bookings.addTransition(tx, scope, {
    booking_id: booking.id,
    from_status: booking.status,
    to_status: to,
    ...actorColumns(actor),
    reason: move.reason ?? '',
    created_at: at,
  });
}

import type { InboundStatus } from '@portal/contract';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import { actorColumns } from '../../platform/actor';
import type { InboundDeps } from './inbound-deps';
import type { InboundBookingsTable } from './inbound-tables';

/**
 * The one way a booking's status changes: written only if the booking is still where the caller read
 * it (of two racing writers one wins, the other is refused with CONFLICT), and stored in its history
 * with actor and reason, in the caller's transaction.
 */
export async function moveBooking(
  tx: Tx,
  deps: Pick<InboundDeps, 'bookings' | 'events'>,
  scope: TenantScope,
  move: {
    booking: { id: number; status: string; receiving_no: string };
    to: InboundStatus;
    actor: Actor;
    at: string;
    reason?: string;
    changes?: Partial<Pick<InboundBookingsTable, 'shelved'>>;
  },
): Promise<void> {
  const { booking, to, actor, at } = move;
  const moved = await deps.bookings.update(tx, scope, booking.id, booking.status, {
    ...move.changes,
    status: to,
    updated_at: at,
  });
  if (!moved) throw new AppError('CONFLICT');
  await recordTransition(tx, deps, scope, { booking, from: booking.status, to, actor, at, reason: move.reason ?? '' });
}

/**
 * A booking's history row and its `inbound.statusChanged` event (docs/server/events.md), in the
 * caller's transaction: a new booking (`from` null) and every move.
 */
export async function recordTransition(
  tx: Tx,
  deps: Pick<InboundDeps, 'bookings' | 'events'>,
  scope: TenantScope,
  t: {
    booking: { id: number; receiving_no: string };
    from: string | null;
    to: InboundStatus;
    actor: Actor;
    at: string;
    reason: string;
  },
): Promise<void> {
  await deps.bookings.addTransition(tx, scope, {
    booking_id: t.booking.id,
    from_status: t.from,
    to_status: t.to,
    ...actorColumns(t.actor),
    reason: t.reason,
    created_at: t.at,
  });
  await deps.events.append(tx, [
    {
      customerId: scope.customerId,
      type: 'inbound.statusChanged',
      subject: t.booking.id,
      payload: {
        booking_id: t.booking.id,
        receiving_no: t.booking.receiving_no,
        from: t.from,
        to: t.to,
        actor: t.actor.kind,
        reason: t.reason,
      },
    },
  ]);
}

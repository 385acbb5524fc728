import type { InboundStatus } from '@portal/contract';
import type { Db } from '../../db/database';
import { queryBuilder } from '../../db/query-builder';
import type { TenantScope } from '../../kernel/viewer';
import type { InboundTables } from './inbound-tables';

/** Booked and not yet received: what the warehouse expects at the dock. */
export const EXPECTED_STATUSES: InboundStatus[] = ['submitted', 'confirmed', 'future_receipt'];

/** The inbound module's read for the monitor: bookings due on a day. */
export class InboundArrivalsRepository {
  constructor(private readonly db: Db) {}

  async arrivingOn(scope: TenantScope, day: string): Promise<number> {
    const row = await queryBuilder<Pick<InboundTables, 'inbound_bookings'>>(this.db)
      .selectFrom('inbound_bookings')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('customer_id', '=', scope.customerId)
      .where('status', 'in', EXPECTED_STATUSES)
      .where('arrival_date', '=', day)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}

import { transaction } from '../../src/db/transaction';
import { lossOrderApi, type RaiseLine } from '../../src/modules/loss-order';
import { staffActor } from '../../src/platform/actor';
import type { TestApp } from './test-app';

/**
 * Raises a loss order through the module's public API, as the inbound steps do, without a booking:
 * the booking's id and receiving number are whatever the test names.
 */
export async function raiseLossOrder(
  t: TestApp,
  customerId: number,
  request: {
    inboundId?: number;
    receivingNo?: string;
    warehouseId?: number;
    type: 'normal' | 'abnormal';
    lines: RaiseLine[];
  },
): Promise<{ id: number; lossNo: string } | null> {
  const api = lossOrderApi(t.app.core);
  return transaction(t.app.core.db, (tx) =>
    api.raise(
      tx,
      { customerId },
      {
        inboundId: request.inboundId ?? 1,
        receivingNo: request.receivingNo ?? 'RK0001',
        warehouseId: request.warehouseId ?? 1,
        type: request.type,
        lines: request.lines,
        actor: staffActor('QC desk'),
      },
    ),
  );
}

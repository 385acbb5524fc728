import type { LOSS_ORDER_STATES, LOSS_ORDER_TYPES } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Flag } from '../../db/flag';
import type { ActorKind } from '../../platform/actor';

export interface LossOrderTables {
  loss_orders: LossOrdersTable;
  loss_order_lines: LossOrderLinesTable;
  loss_order_comments: LossOrderCommentsTable;
}

/** A loss (or gain) order of one inbound booking (spec 3 "Loss order"); `reviewed_at` when staff confirmed or closed it. */
export interface LossOrdersTable {
  id: Generated<number>;
  customer_id: number;
  loss_no: string;
  type: (typeof LOSS_ORDER_TYPES)[number];
  state: (typeof LOSS_ORDER_STATES)[number];
  inbound_id: number;
  receiving_no: string;
  warehouse_id: number;
  created_at: string;
  updated_at: string;
  reviewed_at: string | null;
}

/** One SKU's quantities; `actual` and `difference` change when staff confirm a recount. */
export interface LossOrderLinesTable {
  id: Generated<number>;
  customer_id: number;
  loss_order_id: number;
  product_id: number;
  appointment: number;
  arrival: number;
  qualified: number;
  actual: number;
  difference: number;
  /** Lost units of this line the booking's insurance paid for when the loss order was confirmed. */
  compensated_units: Generated<number>;
}

/** The review thread: the merchant's comments and disputes, staff's answers. */
export interface LossOrderCommentsTable {
  id: Generated<number>;
  customer_id: number;
  loss_order_id: number;
  actor_kind: ActorKind;
  actor_id: number;
  actor_label: string;
  content: string;
  dispute: Flag;
  created_at: string;
}

import type { OrderStatus } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderDeps } from './order-deps';
import type { OrderRow } from './order-repository';

/** What a staff step answers: the order's number and where it now stands. */
export interface StepResult {
  system_order_id: string;
  status: OrderStatus;
}

/** The order staff name by system order id, with the merchant it belongs to as the scope of the step. */
export async function orderForStaff(
  deps: Pick<OrderDeps, 'orders'>,
  systemOrderId: string,
): Promise<{ order: OrderRow; scope: TenantScope }> {
  const order = await deps.orders.findForStaff(systemOrderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return { order, scope: { customerId: order.customer_id } };
}

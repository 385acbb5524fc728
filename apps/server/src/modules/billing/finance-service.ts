import type { WalletAccount } from '@portal/contract';
import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';
import type { CustomerRepository } from '../../identity/customer-repository';
import { AppError } from '../../kernel/app-error';
import { staffActor } from '../../platform/actor';
import type { OrderBillingReads } from '../order';
import type { WalletApi } from '../wallet';

export interface RefundRequest {
  customer_id: number;
  amount: number;
  remark: string;
  operator: string;
  order_no?: string;
}

/**
 * Finance staff's refunds: money paid back to the balance as a `refund` transaction with its remark
 * and, when named, the merchant's order it is for (shown and linked on the transaction list).
 */
export class FinanceService {
  constructor(
    private readonly db: Db,
    private readonly wallet: WalletApi,
    private readonly customers: CustomerRepository,
    private readonly orders: OrderBillingReads,
  ) {}

  async refund(request: RefundRequest): Promise<{ transaction_id: number; account: WalletAccount }> {
    const customerId = request.customer_id;
    if (!(await this.customers.find(customerId))) throw new AppError('NOT_FOUND');
    const scope = { customerId };
    let reference = null;
    if (request.order_no) {
      const [orderId] = await this.orders.idsMatching(scope, { orderNo: request.order_no });
      if (orderId === undefined) throw new AppError('ORDER_NOT_FOUND');
      reference = { type: 'order' as const, id: orderId };
    }
    return transaction(this.db, async (tx) => {
      const written = await this.wallet.credit(tx, scope, {
        type: 'refund',
        amount: request.amount,
        reference,
        actor: staffActor(request.operator),
        remark: request.remark,
      });
      const state = await this.wallet.state(scope, tx);
      return {
        transaction_id: written.id,
        account: {
          customer_id: customerId,
          balance: state.balance,
          credit_limit: state.creditLimit,
          held: state.held,
          available: state.available,
          currency: state.currency,
          low_balance_threshold: state.lowBalanceThreshold,
        },
      };
    });
  }
}

import type { Core } from '../../core';
import { inventoryApi } from '../inventory';
import { walletApi } from '../wallet';
import type { OrderPorts, OrderStock, OrderWallet } from './order-ports';
import { RATES_NOT_LANDED } from './unavailable-ports';

const forOrder = (orderId: number) => ({ type: 'order' as const, id: orderId });

/** The stock ledger (`modules/inventory/`) as the order module uses it: stock is held per order. */
function orderStock(core: Core): OrderStock {
  const ledger = inventoryApi(core);
  return {
    async lock(tx, scope, { orderId, warehouseId, lines, actor }) {
      await ledger.lock(tx, scope, { reference: forOrder(orderId), warehouseId, lines, actor });
    },
    async release(tx, scope, { orderId, actor }) {
      await ledger.release(tx, scope, { reference: forOrder(orderId), actor });
    },
    async deduct(tx, scope, { orderId, actor }) {
      await ledger.deduct(tx, scope, { reference: forOrder(orderId), actor });
    },
    // A packed parcel unpacked after an approved interception: its units are received back on the shelf.
    async restock(tx, scope, { orderId, warehouseId, lines, actor }) {
      await ledger.receive(tx, scope, {
        reference: forOrder(orderId),
        warehouseId,
        lines: lines.map(({ productId, quantity }) => ({ productId, quantity })),
        actor,
      });
    },
  };
}

/** The wallet (`modules/wallet/`): estimated fees held per order, the final fee charged at packing. */
function orderWallet(core: Core): OrderWallet {
  const wallet = walletApi(core);
  return {
    async hold(tx, scope, { orderId, amount, actor }) {
      await wallet.hold(tx, scope, { reference: forOrder(orderId), amount, actor });
    },
    async releaseHold(tx, scope, { orderId }) {
      await wallet.releaseHold(tx, scope, { reference: forOrder(orderId) });
    },
    async charge(tx, scope, { orderId, amount, items, actor, remark }) {
      await wallet.charge(tx, scope, {
        reference: forOrder(orderId),
        amount,
        items: items.map(({ code, amount: itemAmount }) => ({ code, amount: itemAmount })),
        actor,
        remark,
      });
    },
  };
}

/** The modules behind the order module's ports; `replace` puts others in their place (tests). */
export function orderPorts(core: Core, replace: Partial<OrderPorts> = {}): OrderPorts {
  return { stock: orderStock(core), wallet: orderWallet(core), rates: RATES_NOT_LANDED, ...replace };
}

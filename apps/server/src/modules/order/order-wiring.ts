import type { Shipment } from '@portal/contract';
import type { Core } from '../../core';
import { inventoryApi } from '../inventory';
import { serialNumberBinding } from '../serial-number';
import { shippingRates } from '../shipping';
import { walletApi, walletCharges } from '../wallet';
import type { OrderPorts, OrderRates, OrderSerialNumbers, OrderShipment, OrderStock, OrderWallet } from './order-ports';

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

/**
 * The wallet (`modules/wallet/`): estimated fees held per order, the fee charged at packing, and the
 * adjustment to the final fee at shipping.
 */
function orderWallet(core: Core): OrderWallet {
  const wallet = walletApi(core);
  const charges = walletCharges(core);
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
    async adjust(tx, scope, { orderId, difference, items, actor, remark }) {
      const { transaction } = await charges.once(tx, scope, {
        type: 'fee_adjustment',
        reference: forOrder(orderId),
        amount: -difference,
        items,
        actor,
        remark,
      });
      return transaction?.id ?? null;
    },
  };
}

/** An order's parcel as the rate engine (`modules/shipping/`) takes it. */
export function toShipment(shipment: OrderShipment): Shipment {
  return {
    warehouse_id: shipment.warehouseId,
    destination: {
      country: shipment.country,
      zip: shipment.zip,
      state: shipment.state,
      address_type: shipment.addressType,
    },
    lines: shipment.lines.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      unit_price: line.unitPrice,
      weight_g: line.weightG,
      length_cm: line.lengthCm,
      width_cm: line.widthCm,
      height_cm: line.heightCm,
      dangerous: line.dangerous,
    })),
    consumables: shipment.consumables.map((consumable) => ({
      code: consumable.code,
      quantity: consumable.quantity,
      chargeable: consumable.chargeable,
      price: consumable.price,
      weight_g: consumable.weightG,
    })),
    tax_codes: shipment.taxCodes,
    recipient_day_value: shipment.sameDayValue,
  };
}

/** The rate engine: quotes of the methods that fit, and the fee of the parcel measured at packing. */
function orderRates(core: Core): OrderRates {
  const rates = shippingRates(core);
  return {
    quote: (shipment, options) => rates.quote(toShipment(shipment), options),
    methods: () => rates.methodsOf(),
    async finalFee(shipment, parcel, options) {
      const quote = await rates.finalFee(
        toShipment(shipment),
        { weight_g: parcel.weightG, length_cm: parcel.lengthCm, width_cm: parcel.widthCm, height_cm: parcel.heightCm },
        options,
      );
      return { lines: quote.charges, total: quote.total };
    },
  };
}

/** The serial-number module (`modules/serial-number/`): units' serial numbers bound at packing. */
function orderSerialNumbers(core: Core): OrderSerialNumbers {
  const binding = serialNumberBinding(core);
  return {
    bind: (tx, scope, { order, lines, serialNumbers, at }) =>
      binding.bind(tx, scope, {
        orderId: order.id,
        systemOrderId: order.systemOrderId,
        platformOrderNo: order.platformOrderNo,
        lines,
        serialNumbers,
        at,
      }),
    async unbind(tx, scope, orderId) {
      await binding.unbind(tx, scope, orderId);
    },
  };
}

/** The modules behind the order module's ports. */
export function orderPorts(core: Core): OrderPorts {
  return {
    stock: orderStock(core),
    wallet: orderWallet(core),
    rates: orderRates(core),
    serialNumbers: orderSerialNumbers(core),
  };
}

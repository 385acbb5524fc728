import type { FeeLine, ShippingQuote } from '@portal/contract';
import { EU_COUNTRIES } from '@portal/contract';
import { AppError } from '../../src/http/app-error';
import type { TenantScope } from '../../src/http/viewer';
import type {
  MeasuredParcel,
  OrderPorts,
  OrderRates,
  OrderShipment,
  OrderStock,
  OrderWallet,
  StockLine,
} from '../../src/modules/order';
import type { Actor } from '../../src/platform/actor';

/**
 * Stand-ins for the stock ledger, the wallet and the rate engine while their branches have not landed
 * (stock-wallet, shipping-rates): what the order flows are tested against until `order-wiring.ts`
 * wires the real modules. They keep their state in memory per test app and record every call.
 */
export interface PortCall {
  port: 'stock' | 'wallet';
  op: string;
  reference: string;
  customerId: number;
  actor: Actor['kind'];
  amount?: number;
}

const key = (scope: TenantScope, warehouseId: number, productId: number) =>
  `${scope.customerId}:${warehouseId}:${productId}`;

/** Stock per merchant, warehouse and SKU: a lock takes from what is available, a release gives it back. */
export class TestStock implements OrderStock {
  readonly available = new Map<string, number>();
  readonly locks = new Map<string, { warehouseId: number; lines: StockLine[]; deducted: boolean }>();

  constructor(private readonly calls: PortCall[]) {}

  set(scope: TenantScope, warehouseId: number, productId: number, quantity: number) {
    this.available.set(key(scope, warehouseId, productId), quantity);
  }

  async lock(
    _tx: unknown,
    scope: TenantScope,
    lock: { reference: string; warehouseId: number; lines: StockLine[]; actor: Actor },
  ) {
    const short = lock.lines.filter(
      (line) => (this.available.get(key(scope, lock.warehouseId, line.productId)) ?? 0) < line.quantity,
    );
    if (short.length) throw new AppError('VALIDATION_FAILED', { blockers: short.map((line) => line.sku) });
    for (const line of lock.lines) {
      const k = key(scope, lock.warehouseId, line.productId);
      this.available.set(k, (this.available.get(k) ?? 0) - line.quantity);
    }
    this.locks.set(lock.reference, { warehouseId: lock.warehouseId, lines: lock.lines, deducted: false });
    this.record(scope, 'lock', lock);
  }

  async release(_tx: unknown, scope: TenantScope, release: { reference: string; actor: Actor }) {
    const lock = this.locks.get(release.reference);
    if (lock) this.giveBack(scope, lock);
    this.locks.delete(release.reference);
    this.record(scope, 'release', release);
  }

  async deduct(_tx: unknown, scope: TenantScope, deduct: { reference: string; actor: Actor }) {
    const lock = this.locks.get(deduct.reference);
    if (lock) lock.deducted = true;
    this.record(scope, 'deduct', deduct);
  }

  async restock(_tx: unknown, scope: TenantScope, restock: { reference: string; actor: Actor }) {
    const lock = this.locks.get(restock.reference);
    if (lock) this.giveBack(scope, lock);
    this.locks.delete(restock.reference);
    this.record(scope, 'restock', restock);
  }

  private giveBack(scope: TenantScope, lock: { warehouseId: number; lines: StockLine[] }) {
    for (const line of lock.lines) {
      const k = key(scope, lock.warehouseId, line.productId);
      this.available.set(k, (this.available.get(k) ?? 0) + line.quantity);
    }
  }

  private record(scope: TenantScope, op: string, call: { reference: string; actor: Actor }) {
    this.calls.push({
      port: 'stock',
      op,
      reference: call.reference,
      customerId: scope.customerId,
      actor: call.actor.kind,
    });
  }
}

/** A balance per merchant with holds against it; a hold beyond the balance is refused. */
export class TestWallet implements OrderWallet {
  readonly balances = new Map<number, number>();
  readonly holds = new Map<string, number>();
  readonly charges: { reference: string; amount: number; items: FeeLine[]; remark: string }[] = [];

  constructor(private readonly calls: PortCall[]) {}

  async hold(_tx: unknown, scope: TenantScope, hold: { reference: string; amount: number; actor: Actor }) {
    const held = [...this.holds.values()].reduce((sum, amount) => sum + amount, 0);
    if ((this.balances.get(scope.customerId) ?? 0) - held < hold.amount) {
      throw new AppError('VALIDATION_FAILED', { blockers: ['balance'] });
    }
    this.holds.set(hold.reference, hold.amount);
    this.record(scope, 'hold', hold);
  }

  async releaseHold(_tx: unknown, scope: TenantScope, release: { reference: string; actor: Actor }) {
    this.holds.delete(release.reference);
    this.record(scope, 'releaseHold', release);
  }

  async charge(
    _tx: unknown,
    scope: TenantScope,
    charge: { reference: string; amount: number; items: FeeLine[]; actor: Actor; remark: string },
  ) {
    this.balances.set(scope.customerId, (this.balances.get(scope.customerId) ?? 0) - charge.amount);
    this.charges.push({
      reference: charge.reference,
      amount: charge.amount,
      items: charge.items,
      remark: charge.remark,
    });
    this.record(scope, 'charge', charge);
  }

  private record(scope: TenantScope, op: string, call: { reference: string; actor: Actor; amount?: number }) {
    this.calls.push({
      port: 'wallet',
      op,
      reference: call.reference,
      customerId: scope.customerId,
      actor: call.actor.kind,
      amount: call.amount,
    });
  }
}

interface TestMethod {
  code: string;
  name: string;
  courier: string;
  fits: (shipment: OrderShipment) => boolean;
  base: number;
  perHundredGrams: number;
  factor: number;
}

/** Two methods: a US ground service from the US warehouses, and an express service to anywhere. */
const METHODS: TestMethod[] = [
  {
    code: 'US-GROUND',
    name: 'US Ground',
    courier: 'USPS',
    fits: (s) => s.country === 'US' && (s.warehouseId === 1 || s.warehouseId === 2),
    base: 300,
    perHundredGrams: 20,
    factor: 6000,
  },
  { code: 'EXPRESS', name: 'Express', courier: 'DHL', fits: () => true, base: 900, perHundredGrams: 50, factor: 5000 },
];

/** Prices a parcel from its weight: basic shipping by every 100 g begun, handling per item, IOSS in the EU. */
export class TestRates implements OrderRates {
  async quote(shipment: OrderShipment, options: { methodCode?: string }): Promise<ShippingQuote[]> {
    const actual = shipment.lines.reduce((sum, line) => sum + line.weightG * line.quantity, 0);
    const volume = shipment.lines.reduce(
      (sum, line) => sum + line.lengthCm * line.widthCm * line.heightCm * line.quantity,
      0,
    );
    return METHODS.filter((m) => m.fits(shipment) && (!options.methodCode || m.code === options.methodCode))
      .map((method) => {
        const volumetric = Math.round((volume / method.factor) * 1000);
        const chargeable = Math.max(Math.round(actual), volumetric);
        const charges = this.charges(method, shipment, chargeable);
        return {
          shipping_method_code: method.code,
          shipping_method_name: method.name,
          courier: method.courier,
          delivery_time: '3-5',
          billing_method: 'greater' as const,
          service_options: [],
          volume_factor: method.factor,
          actual_weight_g: Math.round(actual),
          volumetric_weight_g: volumetric,
          chargeable_weight_g: chargeable,
          charges,
          total: charges.reduce((sum, line) => sum + line.amount, 0),
        };
      })
      .sort((a, b) => a.total - b.total);
  }

  async finalFee(shipment: OrderShipment, parcel: MeasuredParcel, options: { methodCode: string }) {
    const method = METHODS.find((m) => m.code === options.methodCode);
    if (!method) throw new AppError('SHIPPING_METHOD_UNAVAILABLE', { params: { method: options.methodCode } });
    const volumetric = Math.round(((parcel.lengthCm * parcel.widthCm * parcel.heightCm) / method.factor) * 1000);
    const lines = this.charges(method, shipment, Math.max(parcel.weightG, volumetric));
    return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
  }

  private charges(method: TestMethod, shipment: OrderShipment, chargeableG: number): FeeLine[] {
    const items = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
    const lines: FeeLine[] = [
      {
        code: 'basic_shipping',
        name: 'Basic shipping',
        amount: method.base + Math.ceil(chargeableG / 100) * method.perHundredGrams,
      },
      { code: 'outbound_handling', name: 'Outbound handling', amount: 50 * items },
    ];
    if (EU_COUNTRIES.has(shipment.country)) lines.push({ code: 'eu_ioss', name: 'EU IOSS', amount: 100 });
    return lines;
  }
}

export function testPorts(): OrderPorts & {
  stock: TestStock;
  wallet: TestWallet;
  rates: TestRates;
  calls: PortCall[];
} {
  const calls: PortCall[] = [];
  return { stock: new TestStock(calls), wallet: new TestWallet(calls), rates: new TestRates(), calls };
}

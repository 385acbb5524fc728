import type { AddressType, Lang, ShippingQuote } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import { packagingConsumable, shipmentConsumable } from './order-contents';
import type { OrderDeps } from './order-deps';
import type { OrderConsumableRow, OrderLineRow, OrderPackagingRow, OrderServiceRow } from './order-lines-repository';
import { componentsOfLine, packageShipmentLines } from './order-package-lines';
import type { OrderShipment, ShipmentLine } from './order-ports';
import type { OrderRow } from './order-repository';
import { addServiceCharge, type PricedService } from './service-charge';

export interface StoredContents {
  lines: OrderLineRow[];
  consumables: OrderConsumableRow[];
  services: OrderServiceRow[];
  /**
   * The merchant's own packaging, weighed as at save (its copied weight). The final fee leaves it out:
   * the measured parcel holds it already, and packaging is never charged.
   */
  packaging?: OrderPackagingRow[];
}

/** Quotes built for orders: the same-day value of the recipient's other orders, then the rate engine. */
export class OrderQuotes {
  constructor(private readonly deps: OrderDeps) {}

  /** The declared value of the recipient's other orders of `day` (UTC, `YYYY-MM-DD`). */
  sameDayValue(
    scope: TenantScope,
    recipient: { firstName: string; zip: string; country: string },
    day: string,
    exceptId?: number,
  ): Promise<number> {
    if (!recipient.firstName) return Promise.resolve(0);
    return this.deps.recipients.sameDayDeclaredValue(scope, recipient, day, exceptId);
  }

  /**
   * A saved order as the rate engine sees it: its lines as saved, whether their property is dangerous
   * goods, its packing materials as the provider's lists say now and its own packaging as saved
   * (weighed, not charged). `contents` may hold other
   * orders' rows too (a submit reads them once for all its orders).
   */
  async storedShipment(scope: TenantScope, order: OrderRow, contents: StoredContents): Promise<OrderShipment> {
    const [properties, materials, sameDayValue] = await Promise.all([
      this.deps.references.properties(),
      this.deps.references.packMaterials(),
      this.sameDayValue(
        scope,
        { firstName: order.first_name, zip: order.zip, country: order.country },
        order.created_at.slice(0, 10),
        order.id,
      ),
    ]);
    const dangerous = new Set(properties.filter((p) => p.is_dangerous === 1).map((p) => p.id));
    return {
      warehouseId: order.warehouse_id,
      country: order.country,
      state: order.state,
      zip: order.zip,
      addressType: order.address_type as AddressType,
      lines: contents.lines
        .filter((line) => line.order_id === order.id)
        .flatMap((line): ShipmentLine[] => {
          // A package line is weighed as its components, as when it was quoted at save.
          if (line.package_id !== null) return packageShipmentLines(line, componentsOfLine(line), dangerous);
          return [
            {
              sku: line.sku,
              quantity: line.quantity,
              unitPrice: line.unit_price,
              weightG: line.weight_g,
              lengthCm: line.length_cm,
              widthCm: line.width_cm,
              heightCm: line.height_cm,
              dangerous: dangerous.has(line.property_id),
            },
          ];
        }),
      consumables: [
        ...contents.consumables.flatMap((consumable) => {
          const material = materials.find((m) => m.id === consumable.pack_material_id);
          return consumable.order_id === order.id && material
            ? [shipmentConsumable(material, consumable.quantity)]
            : [];
        }),
        ...(contents.packaging ?? []).filter((row) => row.order_id === order.id).map(packagingConsumable),
      ],
      taxCodes: { vat: order.vat_code, ioss: order.ioss_code, gst: order.gst_code, icms: order.icms_code },
      sameDayValue,
    };
  }

  /**
   * The chosen method's quote for the shipment, with the order's value-added services as a line of
   * its own. The rate engine refuses a method that does not fit, saying why; `blocker` (the order's
   * number) is added so a refusal among many orders names its own.
   */
  async quoteMethod(
    shipment: OrderShipment,
    methodCode: string,
    lang: Lang,
    services: readonly PricedService[],
    blocker?: string,
  ): Promise<ShippingQuote> {
    try {
      const quotes = await this.deps.rates.quote(shipment, { lang, methodCode });
      const quote = quotes.find((q) => q.shipping_method_code === methodCode);
      if (!quote) throw new AppError('SHIPPING_METHOD_UNAVAILABLE');
      return withServices(quote, services, lang);
    } catch (error) {
      if (blocker && error instanceof AppError && error.code === 'SHIPPING_METHOD_UNAVAILABLE') {
        throw new AppError(error.code, { fields: error.fields, blockers: [blocker], cause: error });
      }
      throw error;
    }
  }

  /** The cheapest method that fits the shipment; NO_SHIPPING_OPTIONS when none does. */
  async cheapest(shipment: OrderShipment, lang: Lang, services: readonly PricedService[]): Promise<ShippingQuote> {
    const [quote] = await this.deps.rates.quote(shipment, { lang });
    if (!quote) throw new AppError('NO_SHIPPING_OPTIONS');
    return withServices(quote, services, lang);
  }

  /** A stored order's quote by its own method (submit re-checks it still fits). */
  async quoteStored(scope: TenantScope, order: OrderRow, contents: StoredContents, lang: Lang): Promise<ShippingQuote> {
    const shipment = await this.storedShipment(scope, order, contents);
    const services = contents.services.filter((service) => service.order_id === order.id);
    return this.quoteMethod(shipment, order.shipping_method_code, lang, services, order.platform_order_no);
  }
}

/** A quote with the order's value-added services billed as a line of its own. */
function withServices(quote: ShippingQuote, services: readonly PricedService[], lang: Lang): ShippingQuote {
  const billed = addServiceCharge({ lines: quote.charges, total: quote.total }, services, lang);
  return { ...quote, charges: billed.lines, total: billed.total };
}

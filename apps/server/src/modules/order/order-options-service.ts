import type { Lang, order, ParsedBodyOf } from '@portal/contract';
import { AppError } from '../../kernel/app-error';
import type { TenantScope } from '../../kernel/viewer';
import type { OrderDeps } from './order-deps';
import { OrderDrafts } from './order-draft';
import { OrderQuotes } from './order-shipments';

type OptionsBody = ParsedBodyOf<typeof order.getShippingOptions>;

/** What `POST /api/open/v1/rates` asks, its warehouse already found by code. */
export interface RatesRequest {
  warehouseId: number;
  country: string;
  zip: string;
  items: { sku: string; quantity: number }[];
}

/** What the next step offers: shipping options for the draft and the warehouse's value-added services. */
export class OrderOptionsService {
  private readonly drafts: OrderDrafts;
  private readonly quotes: OrderQuotes;

  constructor(private readonly deps: OrderDeps) {
    this.drafts = new OrderDrafts(deps);
    this.quotes = new OrderQuotes(deps);
  }

  async shippingOptions(scope: TenantScope, body: OptionsBody, lang: Lang) {
    const checked = await this.drafts.checkShipment(scope, body);
    const sameDayValue = await this.quotes.sameDayValue(
      scope,
      { firstName: body.first_name, zip: body.zip, country: body.country },
      this.deps.clock.now().toISOString().slice(0, 10),
      body.order_id,
    );
    return { list: await this.deps.rates.quote({ ...checked.shipment, sameDayValue }, { lang }) };
  }

  /**
   * The Open API's rates: every method that fits these SKUs from the warehouse to the destination,
   * declared at each SKU's own declared value (the request names no prices) to a residential address.
   */
  async rates(scope: TenantScope, request: RatesRequest, lang: Lang) {
    const checked = await this.drafts.checkShipment(scope, {
      warehouse_id: request.warehouseId,
      address_type: 'residential',
      country: request.country,
      zip: request.zip,
      state: '',
      items: request.items.map((item) => ({ ...item, unit_price: 0 })),
      consumables: [],
      packaging: [],
      tax_codes: { vat: '', ioss: '', gst: '', icms: '' },
    });
    // Each SKU at its declared value; a package's components at theirs (the rate engine weighs them).
    const skus = checked.lines.flatMap((line) => (line.sku ? [line.sku] : line.package.components.map((c) => c.sku)));
    const declared = new Map(skus.map((sku) => [sku.sku, sku.declared_value]));
    const lines = checked.shipment.lines.map((line) => ({ ...line, unitPrice: declared.get(line.sku) ?? 0 }));
    return this.deps.rates.quote({ ...checked.shipment, lines, sameDayValue: 0 }, { lang });
  }

  async valueAddedServices(warehouseId: number, lang: Lang) {
    const warehouses = await this.deps.references.warehouses();
    if (!warehouses.some((w) => w.id === warehouseId && w.is_active === 1)) {
      throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'warehouse_id', message: 'v.unknownChoice' }] });
    }
    const zh = lang === 'zh_CN';
    const rows = await this.deps.services.ofWarehouse(warehouseId);
    return {
      list: rows.map((row) => ({
        code: row.code,
        name: zh ? row.name_cn : row.name_en,
        description: zh ? row.description_cn : row.description_en,
        unit_price: row.unit_price,
        unit: row.unit === 'order' ? ('order' as const) : ('item' as const),
      })),
    };
  }
}

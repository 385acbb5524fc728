import type { Lang, order, ParsedBodyOf } from '@portal/contract';
import { AppError } from '../../http/app-error';
import type { TenantScope } from '../../http/viewer';
import type { OrderDeps } from './order-deps';
import { OrderDrafts } from './order-draft';
import { OrderQuotes } from './order-shipments';

type OptionsBody = ParsedBodyOf<typeof order.getShippingOptions>;

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
    return { list: await this.deps.ports.rates.quote({ ...checked.shipment, sameDayValue }, { lang }) };
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

import type { ContentOf, Lang, open, ParsedBodyOf, ParsedQueryOf } from '@portal/contract';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { ProductReferenceApi } from '../product-reference';
import type { orderMerchantServices } from './order-merchant-services';

type OrderServices = ReturnType<typeof orderMerchantServices>;
type CreateBody = ParsedBodyOf<typeof open.createOrder>;
type RatesBody = ParsedBodyOf<typeof open.getRates>;

const NO_TAX_CODES = { vat: '', ioss: '', gst: '', icms: '' };

/**
 * The Open API's orders: the order module's own services (the portal's rules, messages, stock and
 * wallet), with warehouses named by code and orders by system order id. Changes are recorded as
 * made by the API key.
 */
export class OpenOrderService {
  constructor(
    private readonly orders: OrderServices,
    private readonly references: ProductReferenceApi,
  ) {}

  /**
   * The portal's save (with its submit in the same transaction): a submit the stock or the wallet
   * refuses rolls the whole create back, so a refused `submit: true` leaves no order behind.
   */
  async create(
    viewer: Viewer,
    body: CreateBody,
    actor: Actor,
    lang: Lang,
  ): Promise<ContentOf<typeof open.createOrder>> {
    const { id: warehouseId } = await this.references.warehouseByCode(body.warehouse_code, { activeOnly: true });
    const saved = await this.orders.saving.save(
      viewer,
      {
        platform_order_no: body.platform_order_no,
        warehouse_id: warehouseId,
        shipping_method_code: body.shipping_method_code || undefined,
        address_type: body.address_type,
        recipient: body.recipient,
        items: body.items,
        value_added_services: [],
        consumables: [],
        packaging: [],
        tax_codes: NO_TAX_CODES,
        note: '',
        submit: body.submit,
      },
      actor,
      lang,
    );
    return {
      id: saved.id,
      system_order_id: saved.system_order_id,
      platform_order_no: body.platform_order_no,
      status: saved.status,
      estimated_fee: saved.estimated_fee,
    };
  }

  async detail(scope: TenantScope, reference: string, lang: Lang) {
    return this.orders.reads.detail(scope, await this.orders.reads.idOf(scope, reference), lang);
  }

  list(scope: TenantScope, query: ParsedQueryOf<typeof open.getOrders>) {
    return this.orders.reads.feed(scope, {
      status: query.status,
      updatedSince: query.updated_since,
      afterId: query.cursor,
      limit: query.limit,
    });
  }

  async cancel(scope: TenantScope, reference: string, reason: string, actor: Actor) {
    const id = await this.orders.reads.idOf(scope, reference);
    const { status, interception_requested } = await this.orders.actions.cancel(scope, id, reason, actor);
    return { status: status as ContentOf<typeof open.cancelOrder>['status'], interception_requested };
  }

  async rates(scope: TenantScope, body: RatesBody, lang: Lang): Promise<ContentOf<typeof open.getRates>> {
    const { id: warehouseId } = await this.references.warehouseByCode(body.warehouse_code, { activeOnly: true });
    const quotes = await this.orders.options.rates(
      scope,
      { warehouseId, country: body.country, zip: body.zip, items: body.items },
      lang,
    );
    return {
      list: quotes.map(({ shipping_method_name: _name, service_options: _options, ...quote }) => quote),
    };
  }
}

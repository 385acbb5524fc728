import type { ContentOf, Lang, open, ParsedBodyOf, ParsedQueryOf } from '@portal/contract';
import type { TenantScope, Viewer } from '../../kernel/viewer';
import type { Actor } from '../../platform/actor';
import type { ProductReferenceApi } from '../product-reference';
import type { inboundMerchantServices } from './inbound-merchant-services';

type InboundServices = ReturnType<typeof inboundMerchantServices>;
type CreateBody = ParsedBodyOf<typeof open.createInboundBooking>;

/**
 * The Open API's inbound bookings: the inbound module's own services (the wizard's rules, messages
 * and history), with the warehouse named by code and bookings by receiving number. Changes are
 * recorded as made by the API key.
 */
export class OpenInboundService {
  constructor(
    private readonly inbound: InboundServices,
    private readonly references: ProductReferenceApi,
  ) {}

  async create(viewer: Viewer, body: CreateBody, actor: Actor): Promise<ContentOf<typeof open.createInboundBooking>> {
    const { warehouse_code, submit, ...booking } = body;
    const { id: warehouseId } = await this.references.warehouseByCode(warehouse_code, { activeOnly: true });
    return this.inbound.bookings.saveBooking(viewer, undefined, { ...booking, warehouse_id: warehouseId }, actor, {
      submit,
    });
  }

  async detail(scope: TenantScope, reference: string, lang: Lang) {
    return this.inbound.reads.detail(scope, await this.inbound.reads.idOf(scope, reference), lang);
  }

  list(scope: TenantScope, query: ParsedQueryOf<typeof open.getInboundBookings>) {
    return this.inbound.reads.list(scope, query);
  }
}

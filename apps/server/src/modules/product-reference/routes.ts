import { productReference } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { ProductReferenceRepository } from './product-reference-repository';
import { ProductReferenceService } from './product-reference-service';

/** Read-only reference lists the SKU form, list filters and later orders and inbound bookings use. */
export function productReferenceRoutes(core: Core): RouteBinding[] {
  const service = new ProductReferenceService(new ProductReferenceRepository(core.db));
  return [
    route(productReference.getProductCategoryList, () => service.categoryTree()),
    route(productReference.getProductBasicData, () => service.basicData()),
    route(productReference.getPropertyList, () => service.properties()),
    route(productReference.getProductPackMaterial, () => service.packMaterials()),
    route(productReference.getWarehouseList, () => service.warehouses()),
  ];
}

import { productReference } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { INVENTORY_AGE } from './inventory-age';

/** What the age screen shows first (its rows and the warehouses), fetched ahead on a reload. */
export const inventoryAgeReads = listReads(INVENTORY_AGE, pageRead(productReference.getWarehouseList));

import { productReference } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { INVENTORY_LIST } from './inventory-list';

/** What the inventory list shows first (its rows and the warehouses), fetched ahead on a reload. */
export const inventoryListReads = listReads(INVENTORY_LIST, pageRead(productReference.getWarehouseList));

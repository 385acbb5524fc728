import { productReference } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { STORAGE_FEE_LIST } from './storage-fee-list';

/** What the storage-fee page shows first (its rows and the warehouses), fetched ahead on a reload. */
export const storageFeeReads = listReads(STORAGE_FEE_LIST, pageRead(productReference.getWarehouseList));

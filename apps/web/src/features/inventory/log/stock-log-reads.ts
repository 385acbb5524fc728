import { productReference } from '@portal/contract';
import { pageRead } from '../../../shared/api/page-data';
import { listReads } from '../../../shared/list/list-definition';
import { STOCK_LOG } from './stock-log';

/** What the stock log shows first (its rows and the warehouses), fetched ahead on a reload. */
export const stockLogReads = listReads(STOCK_LOG, pageRead(productReference.getWarehouseList));

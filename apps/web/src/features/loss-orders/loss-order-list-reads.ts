import { listReads } from '../../shared/list/list-definition';
import { LOSS_ORDER_LIST } from './loss-order-list';

/** What the loss-order list shows first (the rows of its address), fetched ahead on a reload. */
export const lossOrderListReads = listReads(LOSS_ORDER_LIST);

import { listReads } from '../../../shared/list/list-definition';
import { TRANSACTION_LIST } from './transaction-list';

/** What the transaction history shows first (the rows of its address), fetched ahead on a reload. */
export const transactionListReads = listReads(TRANSACTION_LIST);

import { listReads } from '../../../shared/list/list-definition';
import { PACKAGING_LIST } from './packaging-list';

/** What the packaging list shows first (the rows of its address), fetched ahead on a reload. */
export const packagingListReads = listReads(PACKAGING_LIST);

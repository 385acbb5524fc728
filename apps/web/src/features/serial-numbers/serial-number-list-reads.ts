import { listReads } from '../../shared/list/list-definition';
import { SERIAL_NUMBER_LIST } from './serial-number-list';

/** What the serial-number list shows first (the rows of its address), fetched ahead on a reload. */
export const serialNumberListReads = listReads(SERIAL_NUMBER_LIST);

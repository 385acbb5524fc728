import { listReads } from '../../../shared/list/list-definition';
import { PACKAGE_LIST } from './package-list';

/** What the package list shows first (the rows of its address), fetched ahead on a reload. */
export const packageListReads = listReads(PACKAGE_LIST);

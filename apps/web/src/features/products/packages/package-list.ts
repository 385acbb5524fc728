import { PACKAGE_ASSEMBLIES, packageFilterSchema, product } from '@portal/contract';
import { batchLinesFilter, choiceFilter, textFilter } from '../../../shared/list/filter-codecs';
import { defineList } from '../../../shared/list/list-definition';
import type { ListScreen } from '../../../shared/list/use-list-screen';

/** The package list's data: its operation and its filters as the address keeps them (newest first, no sort). */
export const PACKAGE_LIST = defineList({
  id: 'packages',
  operation: product.getPackageList,
  filterSchema: packageFilterSchema,
  filters: {
    code: batchLinesFilter(),
    name: textFilter(),
    component_sku: textFilter(),
    barcode: textFilter(),
    assembly: choiceFilter(PACKAGE_ASSEMBLIES),
  },
});

export type PackageListScreen = ListScreen<
  typeof PACKAGE_LIST.operation,
  typeof PACKAGE_LIST.filterSchema,
  typeof PACKAGE_LIST.filters
>;

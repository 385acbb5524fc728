import { type StatisticsChart, type StatisticsFilters, statistics } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { sendXlsx } from '../../http/send-file';
import type { TenantScope } from '../../kernel/viewer';
import { exportFileName, exportWorkbook } from '../../platform/export/export-workbook';
import { inventoryStatistics } from '../inventory';
import { orderStatistics } from '../order';
import { productMeasures } from '../product';
import { productReferenceApi } from '../product-reference';
import { storageFeeApi } from '../storage-fee';
import { walletStatistics } from '../wallet';
import { StatisticsService } from './statistics-service';
import { type ChartData, statisticsSheet } from './statistics-sheets';

const FILE_NAMES: Record<StatisticsChart, string> = {
  country: 'CountryData',
  monthly_expenses: 'MonthlyExpenses',
  monthly_shipping: 'MonthlyShipping',
  monthly_volume: 'MonthlyVolume',
  sku_shipment: 'SkuShipment',
};

/** The statistics pages' charts (one operation each) and the export of any of their tables. */
export function statisticsRoutes(core: Core): RouteBinding[] {
  const service = new StatisticsService({
    orders: orderStatistics(core),
    wallet: walletStatistics(core),
    inventory: inventoryStatistics(core),
    measures: productMeasures(core),
    references: productReferenceApi(core),
    storage: storageFeeApi(core),
    clock: core.clock,
  });
  async function chartData(scope: TenantScope, chart: StatisticsChart, query: StatisticsFilters): Promise<ChartData> {
    switch (chart) {
      case 'country':
        return { chart, data: await service.countryData(scope, query) };
      case 'monthly_expenses':
        return { chart, data: await service.monthlyExpenses(scope, query) };
      case 'monthly_shipping':
        return { chart, data: await service.monthlyShipping(scope, query) };
      case 'monthly_volume':
        return { chart, data: await service.monthlyVolume(scope, query) };
      case 'sku_shipment':
        return { chart, data: await service.skuShipment(scope, query) };
    }
  }
  return [
    route(statistics.getCountryData, ({ viewer, query }) => service.countryData(viewer, query)),
    route(statistics.getMonthlyExpenses, ({ viewer, query }) => service.monthlyExpenses(viewer, query)),
    route(statistics.getMonthlyShipping, ({ viewer, query }) => service.monthlyShipping(viewer, query)),
    route(statistics.getMonthlyVolume, ({ viewer, query }) => service.monthlyVolume(viewer, query)),
    route(statistics.getSkuShipment, ({ viewer, query }) => service.skuShipment(viewer, query)),
    route(statistics.exportStatistics, async ({ viewer, query, lang, reply }) => {
      const { chart, ...filters } = query;
      const file = await exportWorkbook(core, viewer, {
        load: async () => {
          const data = await chartData(viewer, chart, filters);
          return { rows: [data], total: data.data.rows.length };
        },
        sheets: ([data]) => (data ? [statisticsSheet(data, lang)] : []),
      });
      sendXlsx(reply, { fileName: exportFileName(FILE_NAMES[chart], core.clock.now()), file });
    }),
  ];
}

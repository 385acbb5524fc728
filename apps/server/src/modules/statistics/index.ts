import { defineModule } from '../../http/server-module';
import { statisticsRoutes } from './routes';

/**
 * The statistics module's public surface: the statistics pages' charts. It owns no table: it reads
 * the aggregates the order, wallet, inventory and product modules publish in their `index.ts`.
 * `statistics-range.ts` (the filters' defaults) is shared with the dashboards.
 */
export const statisticsModule = defineModule({ name: 'statistics', areas: ['statistics'], routes: statisticsRoutes });
export { addDays, dayOf, resolveRange, type StatisticsRange, startOf } from './statistics-range';

import { dashboard } from '@portal/contract';
import type { Core } from '../../core';
import { type RouteBinding, route } from '../../http/route';
import { inboundArrivals } from '../inbound';
import { inventoryStatistics } from '../inventory';
import { noticeApi } from '../notice';
import { orderStatistics } from '../order';
import { productMeasures } from '../product';
import { walletStatistics } from '../wallet';
import { AnalysisService } from './analysis-service';
import { MonitorService } from './monitor-service';
import { OnboardingService } from './onboarding-service';
import { WorkplaceRepository } from './workplace-repository';
import { WorkplaceService } from './workplace-service';

export function dashboardRoutes(core: Core): RouteBinding[] {
  const service = new WorkplaceService(core, new WorkplaceRepository(core.db), noticeApi(core));
  const analysis = new AnalysisService({
    orders: orderStatistics(core),
    inventory: inventoryStatistics(core),
    measures: productMeasures(core),
    clock: core.clock,
  });
  const monitor = new MonitorService({
    orders: orderStatistics(core),
    inventory: inventoryStatistics(core),
    wallet: walletStatistics(core),
    arrivals: inboundArrivals(core),
    catalogue: core.skuCatalogue,
    clock: core.clock,
  });
  const onboarding = new OnboardingService(core.onboarding);
  return [
    route(dashboard.getWorkplace, ({ viewer }) => service.workplace(viewer)),
    route(dashboard.getAnalysis, ({ viewer, query }) => analysis.analysis(viewer, query)),
    route(dashboard.getMonitor, ({ viewer }) => monitor.monitor(viewer)),
    route(dashboard.getOnboarding, ({ viewer }) => onboarding.checklist(viewer)),
  ];
}

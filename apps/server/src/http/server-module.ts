import { ALL_OPERATIONS, AREAS, type AreaName, type OperationDef, operationsOf } from '@portal/contract';
import type { Core } from '../core';
import type { ScheduledJob } from '../platform/jobs/scheduled-job';
import type { RouteBinding } from './route';

/**
 * A feature module: the contract area it serves, its routes and its scheduled jobs. Its folder is
 * the area's name in kebab-case (`productReference` → `modules/product-reference/`), and its
 * `index.ts` exports it.
 */
export interface ServerModule {
  area: AreaName;
  routes(core: Core): RouteBinding[];
  /** Jobs the runner starts when due, on one instance at a time; each named `<area>.<what>`. */
  jobs?(core: Core): ScheduledJob[];
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}

/**
 * The routes of every module, checked against the contract both ways: each area is served by one
 * module, each module serves operations of its own area only, every operation of the contract has
 * exactly one route and no route serves an operation the contract does not list. The server
 * refuses to start otherwise, naming what is wrong.
 */
export function moduleRoutes(modules: readonly ServerModule[], core: Core): RouteBinding[] {
  const problems: string[] = [];
  const areas = new Map<AreaName, number>();
  for (const module of modules) areas.set(module.area, (areas.get(module.area) ?? 0) + 1);
  for (const [area, count] of areas) if (count > 1) problems.push(`area ${area} is served by ${count} modules`);
  const bindings = modules.flatMap((module) => {
    const own = new Set<OperationDef>(operationsOf(AREAS[module.area]));
    const routes = module.routes(core);
    for (const { operation } of routes) {
      if (!own.has(operation))
        problems.push(`module ${module.area} serves ${operation.id}, not an operation of its area`);
    }
    return routes;
  });
  const served = new Map<OperationDef, number>();
  for (const { operation } of bindings) served.set(operation, (served.get(operation) ?? 0) + 1);
  const listed = new Set(ALL_OPERATIONS);
  for (const operation of ALL_OPERATIONS) {
    const count = served.get(operation) ?? 0;
    if (count !== 1) problems.push(`${operation.id} has ${count} routes`);
  }
  for (const operation of served.keys()) {
    if (!listed.has(operation)) problems.push(`${operation.id} is served but not in the contract's ALL_OPERATIONS`);
  }
  if (problems.length) throw new Error(`modules do not match the contract: ${problems.join('; ')}`);
  return bindings;
}

/** The jobs of every module, each named after its module's area (`order.clearRecipients`): checked at start-up. */
export function moduleJobs(modules: readonly ServerModule[], core: Core): ScheduledJob[] {
  return modules.flatMap((module) =>
    (module.jobs?.(core) ?? []).map((job) => {
      if (!job.name.startsWith(`${module.area}.`)) {
        throw new Error(`module ${module.area} declares job ${job.name}: its jobs are named ${module.area}.<what>`);
      }
      return job;
    }),
  );
}

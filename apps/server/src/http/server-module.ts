import { ALL_OPERATIONS, AREAS, type AreaName, type OperationDef, operationsOf } from '@portal/contract';
import type { Core } from '../core';
import type { ScheduledJob } from '../platform/jobs/scheduled-job';
import type { RouteBinding } from './route';

/**
 * A domain module: the routes of every contract area it serves and its scheduled jobs. Its folder is
 * its name in kebab-case (`storageFee` → `modules/storage-fee/`), and its `index.ts` exports it. A
 * domain serves its merchants' area (`order`), its staff's (`opsOrder`, `ops-order-routes.ts`) and
 * its part of the Open API (`open`, `open-order-routes.ts`): one area may be served by several
 * modules (the Open API's orders, bookings and stock), each operation by exactly one route.
 */
export interface ServerModule {
  name: string;
  /** The contract areas whose operations its routes serve. */
  areas: readonly AreaName[];
  routes(core: Core): RouteBinding[];
  /** Jobs the runner starts when due, on one instance at a time; each named `<module name>.<what>`. */
  jobs?(core: Core): ScheduledJob[];
}

export function defineModule(module: ServerModule): ServerModule {
  return module;
}

/**
 * The routes of every module, checked against the contract both ways: module names are unique, each
 * module serves operations of its declared areas only (and some of each), every operation of the
 * contract has exactly one route and no route serves an operation the contract does not list. The
 * server refuses to start otherwise, naming what is wrong.
 */
export function moduleRoutes(modules: readonly ServerModule[], core: Core): RouteBinding[] {
  const problems: string[] = [];
  const names = new Map<string, number>();
  for (const module of modules) names.set(module.name, (names.get(module.name) ?? 0) + 1);
  for (const [name, count] of names) if (count > 1) problems.push(`module ${name} is declared ${count} times`);
  const bindings = modules.flatMap((module) => {
    const routes = module.routes(core);
    const routed = new Set(routes.map((binding) => binding.operation));
    const own = new Set<OperationDef>();
    for (const area of module.areas) {
      const operations = operationsOf(AREAS[area]);
      for (const operation of operations) own.add(operation);
      if (!operations.some((operation) => routed.has(operation))) {
        problems.push(`module ${module.name} declares area ${area} but serves none of its operations`);
      }
    }
    for (const { operation } of routes) {
      if (!own.has(operation))
        problems.push(`module ${module.name} serves ${operation.id}, not an operation of its areas`);
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

/** The jobs of every module, each named after its module (`order.clearRecipients`): checked at start-up. */
export function moduleJobs(modules: readonly ServerModule[], core: Core): ScheduledJob[] {
  return modules.flatMap((module) =>
    (module.jobs?.(core) ?? []).map((job) => {
      if (!job.name.startsWith(`${module.name}.`)) {
        throw new Error(`module ${module.name} declares job ${job.name}: its jobs are named ${module.name}.<what>`);
      }
      return job;
    }),
  );
}
